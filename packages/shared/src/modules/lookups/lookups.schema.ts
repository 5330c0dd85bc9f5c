import { z } from 'zod';

/**
 * The lookup lists that are each a whole reference table of the same name, named per language (migration
 * 0029): the API's `localisedTables` lists them too.
 */
export const referenceTables = [
  'meals',
  'booking_methods',
  'payment_methods',
  'provider_categories',
  'accommodation_types',
  'accommodation_levels',
  'accommodation_details',
  'hotel_types',
  'transfer_types',
  'other_service_types',
  'rate_item_types',
  'week_days',
] as const;

/** Every lookup list GET /lookups/{name} serves (spec part 2 §3 "Lookup lists" and settings lists). */
export const lookupNames = [
  'countries',
  'states',
  'currencies',
  'languages',
  'trip_types',
  'teams',
  'general_statuses',
  'accommodation_statuses',
  'luggage_statuses',
  'people_statuses',
  'transfer_statuses',
  'other_statuses',
  'voucher_statuses',
  'insurance_statuses',
  'trip_record_statuses',
  'trip_service_statuses',
  ...referenceTables,
  'provider_tags',
  'trip_tags',
  'invoice_tags',
  'invoice_internal_statuses',
  'invoice_payment_statuses',
  'task_statuses',
  'task_object_types',
  'staff',
  'brandings',
  'zoho_accounts',
  'ota_accounts',
  'problem_levels',
] as const;
export type LookupName = (typeof lookupNames)[number];

/** Every item has id and name; some lists carry more (countries: iso2, is_visible, vat; states: country_id …). */
export const lookupItem = z.looseObject({ id: z.number(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItem>;

export const lookupResponse = z.object({ success: z.literal(true), items: z.array(lookupItem) });
export const lookupsResponse = z.object({
  success: z.literal(true),
  /** The lists' version: asked again under it (`?v=`), the answer is kept by the browser for good. */
  version: z.string(),
  lookups: z.record(z.string(), z.array(lookupItem)),
});

/** Ids the spec fixes (part 1 §9, part 2 §9). */
export const lookupDefaults = {
  generalStatusId: 2,
  tripServiceStatusId: 1,
  mealsId: 1,
  bookingTypeId: 1,
  rateItemTypeId: 1,
  weekDayId: 1,
  luggageTransferTypeId: 2,
  normalTransferTypeId: 1,
  euroCurrencyRate: 1,
} as const;
