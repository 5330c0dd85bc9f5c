import { msg } from '@lingui/core/macro';
import type { RationKey } from '@trips/shared/modules/locations/locations.schema';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import { type PointField, rationLabels, type Settings } from './locationDraft';

/** Same bound as the server's locationLimits (name and meeting point names). */
export const nameMax = 100;

/** Name, country, region (of that country) and automated processing, by key. */
export const settingsFields = {
  name: { key: 'name', label: msg`Name`, kind: 'text', max: nameMax, required: true },
  country_id: { key: 'country_id', label: msg`Country`, kind: 'lookup', lookup: 'countries', required: true },
  state_id: { key: 'state_id', label: msg`Region`, kind: 'lookup', lookup: 'states' },
  is_automated_processing: {
    key: 'is_automated_processing',
    label: msg`Automated processing`,
    description: msg`Bookings for this location are processed automatically`,
    kind: 'boolean',
  },
} as const satisfies Record<keyof Settings, FieldSpec<keyof Settings>>;

/** The meal plan replacing one plan at this location; none is 'NA' (spec part 2 §9). */
export const rationField = (key: RationKey): FieldSpec<RationKey> => ({
  key,
  label: rationLabels[key],
  kind: 'lookup',
  lookup: 'meals',
  placeholder: msg`NA`,
});

/** A meeting point's name in each language; the English one is required. */
export const pointFields: readonly FieldSpec<PointField>[] = [
  { key: 'name_eng', label: msg`English`, kind: 'text', max: nameMax, required: true },
  { key: 'name_spn', label: msg`Spanish`, kind: 'text', max: nameMax },
  { key: 'name_grm', label: msg`German`, kind: 'text', max: nameMax },
];

/** The box a new name variation is typed in before Add. */
export const variationField: FieldSpec = {
  key: 'variation',
  label: msg`New name variation`,
  placeholder: msg`Add a name variation`,
  kind: 'text',
  max: nameMax,
};
