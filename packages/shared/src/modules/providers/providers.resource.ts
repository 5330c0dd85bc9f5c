import { listColumns, listFields } from '../../fields/list.ts';
import { defineResource } from '../../list/descriptor.ts';
import { providerColumnOrder, providerFields } from './providers.fields.ts';

export { coordinatesChoices } from './providers.fields.ts';

/**
 * The providers list (spec part 1 §3 "Provider filters", page 1, count 100): its filters and columns come
 * from the provider's field catalogue (`providers.fields.ts`, which says what each one asks).
 */
export const providersResource = defineResource({
  name: 'providers',
  label: 'Providers',
  fields: listFields(providerFields),
  defaultSort: 'commercial_name',
  defaultOrder: 'asc',
  pageSize: 100,
  columns: listColumns(providerFields, providerColumnOrder),
  searchable: true,
});

/** Page size of every provider picker (spec part 1 §9, part 2 §9). */
export const providerPickerCount = 10;

/** Picker types: what a trip row searches (accommodation, transfer, other) and the priority lists. */
export const providerPickerTypes = [
  'accommodation',
  'transfer',
  'other',
  'hotel',
  'superior',
  'emergency_transfer',
] as const;
export type ProviderPickerType = (typeof providerPickerTypes)[number];

/** Category ids of the `provider_categories` lookup that the pickers and pricing rely on. */
export const providerCategoryIds = { accommodation: 1, luggageTransfer: 2, peopleTransfer: 3 } as const;
/** Accommodation levels (lookup ids) that make a hotel 'superior'. */
export const superiorLevelIds: readonly number[] = [2, 3];
