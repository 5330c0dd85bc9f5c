import { z } from 'zod';
import { fieldMessages, inputShape, shown } from '../../fields/input.ts';
import { integer, rowId } from '../../validation/numbers.ts';
import { providerFields, providerLimits, providerStatuses } from './providers.fields.ts';

export { type ProviderStatus, providerLimits, providerStatuses } from './providers.fields.ts';

const id = rowId();
/** The wording of a time of day that is not one. */
export const providerMessages = { clock: fieldMessages.clock } as const;

/**
 * What the general, contact, service, comments, payment, address and classification areas save: derived
 * from the provider's field catalogue (`providers.fields.ts`), where a field is changed.
 */
const editable = inputShape(providerFields);
export type ProviderEditable = z.output<z.ZodObject<typeof editable>>;

export const createProviderBody = z.object({
  ...editable,
  location_ids: z.array(id).max(providerLimits.locations).optional().default([]),
});
export type CreateProviderBody = z.input<typeof createProviderBody>;

/**
 * An edit carries the version it started from. Locations change by difference (spec part 2 §4): ids added
 * in this session, and saved ones removed (a recovered location is simply no longer in deleted_locations).
 */
export const updateProviderBody = z.object({
  ...editable,
  version: integer(1),
  locations: z
    .object({
      add_location_ids: z.array(id).max(providerLimits.locations).optional().default([]),
      deleted_locations: z.array(id).max(providerLimits.locations).optional().default([]),
    })
    .optional()
    .default({ add_location_ids: [], deleted_locations: [] }),
});
export type UpdateProviderBody = z.input<typeof updateProviderBody>;

const named = z.object({ id: z.number(), name: z.string() });

export const providerDetail = z.object({
  id: z.number(),
  ...shown(editable, ['tag_ids']),
  category_name: z.string(),
  language_name: z.string().nullable(),
  currency_symbol: z.string().nullable(),
  currency_rate: z.number().nullable(),
  location_name: z.string().nullable(),
  locations: z.array(named),
  tags: z.array(named),
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProviderDetail = z.infer<typeof providerDetail>;

export const providerResponse = z.object({ success: z.literal(true), provider: providerDetail });
export const savedProviderResponse = providerResponse.extend({ messages: z.array(z.string()) });

/** One row of the providers list: the column slugs plus the ids. */
export const providerRow = z.object({
  id: z.number(),
  commercial_name: z.string(),
  legal_name: z.string(),
  category_id: z.number(),
  category_name: z.string(),
  location_name: z.string().nullable(),
  assigned_locations: z.array(z.string()),
  phone: z.string(),
  address: z.string(),
  postal_code: z.string(),
  check_in_from: z.string(),
  check_out_until: z.string(),
  booking_email: z.string(),
  contact_name: z.string(),
  cif: z.string(),
  status: z.enum(providerStatuses),
  rooms: z.number().nullable(),
  accommodation_type_name: z.string().nullable(),
  accommodation_level_name: z.string().nullable(),
  country_name: z.string().nullable(),
  state_name: z.string().nullable(),
  payment_method_name: z.string().nullable(),
  booking_method_name: z.string().nullable(),
  emergency: z.boolean(),
  luggage: z.boolean(),
  people: z.boolean(),
  is_manually_managed_transfer: z.boolean(),
  tags: z.array(z.string()),
  created_at: z.string(),
});
export type ProviderRow = z.infer<typeof providerRow>;
