/**
 * What a trip can still lack (issue 31), computed by the server from the trip's rows. Zod-free: the
 * browser imports it.
 */
export const readinessCodes = [
  'luggage_stage_missing',
  'night_missing',
  'rooms_missing',
  'provider_missing',
  'provider_declined',
  'transfer_route_missing',
  'price_missing',
  'unconfirmed_soon',
  'traveller_data_missing',
  'vouchers_not_sent',
  'free_cancellation_deadline',
  'margin_negative',
  'customer_missing',
  'brand_missing',
  'owner_missing',
  'modification_pending',
] as const;
export type ReadinessCode = (typeof readinessCodes)[number];

export const severities = ['error', 'warning'] as const;
export type Severity = (typeof severities)[number];

/** Where a problem is on the trip screen: a service section, the travellers or the documents. */
export const readinessSections = [
  'accommodations',
  'luggage_transfers',
  'normal_transfers',
  'other_services',
  'travellers',
  'vouchers',
] as const;
export type ReadinessSection = (typeof readinessSections)[number];

/** problem_levels ids (migration 0032): a trip's worst problem, kept for the list's filter and sort. */
export const problemLevels = { none: 1, warnings: 2, errors: 3 } as const;

/** Days ahead an owner is told of a new error on their trip. */
export const ownerAlertDays = 7;
