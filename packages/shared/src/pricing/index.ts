/**
 * Pricing engine: the theoretical cost (t_cost) of trip service rows from a provider's rates. Pure, and
 * zod-free (the Zod schemas are in rates.schema.ts and rates-save.schema.ts, imported from there).
 *
 * Our reading of the spec (part 2 §3, §9; DESIGN §6):
 * - Rate items: rate_item_type_id is a label (1 'Default', others seasonal/special); week_day_id 1 is
 *   'Any Week Day', 2 Monday … 8 Sunday; from_date..to_date inclusive. The item for a day covers the date
 *   and has its week day or 'Any'. Best first: specific week day over 'Any', then the narrower range, then
 *   the higher type id, then the earlier item. findRateProblems rejects the rates that need the last two.
 * - Negotiated (accommodation) rate: prices per room per night, provider currency, in groups ir
 *   (individual), dr2 (double, two people), ir1 (twin, two beds), tr (triple) × variants b, bp, bd, bpd.
 *   meals_id 1 → b, 2 → bd, 3 → bp, 4 → bpd (the seeded meals list). A location's ration replacement for
 *   the booked variant, when set, is priced instead. Nights = checkout − checkin; night cost = Σ rooms ×
 *   price. An empty price a night needs is 'missing-price' (naming night and field), never zero.
 * - Luggage rate: brackets from_qty ≤ bags ≤ to_qty (-1 = and more); 'per' → amount × bags, 'total' →
 *   amount. Transfer (people) rate: same brackets by people, the amount is always the bracket's total.
 *   Overlapping brackets: the narrower wins, then the first. Zero bags or people (or zero rooms) cost 0
 *   and need no rate.
 * - Money: exact decimals, rounded half away from zero to cents once, at the end. national =
 *   t_cost_national (provider currency); euro = t_cost = national / provider_currency_rate (provider
 *   units per euro, default 1).
 * - Results never throw: { ok: true, national, euro, breakdown } or { ok: false, reason: 'no-rate' |
 *   'missing-price' | 'invalid-input', message (for staff), details }.
 * - Rate problems: errors are bad dates, from after to, unknown week day, two items with the same
 *   week_day_id sharing a day ('Any' next to a specific day is fine), bad or inverted brackets,
 *   overlapping brackets, negative or non-numeric prices and amounts, unknown price types. Warnings: gaps
 *   between brackets (counting from 1), empty amounts, items without brackets.
 */
export { priceAccommodationStay } from './accommodation.ts';
export * from './constants.ts';
export { dayNumber, isoDate, weekDayId } from './dates.ts';
export { findRateProblems, rateErrors } from './find-rate-problems.ts';
export { chooseRateItem } from './item-match.ts';
export type { RateProblem, RateProblemKind } from './problems.ts';
export type * from './result.ts';
export { priceLuggageTransfer, pricePeopleTransfer } from './transfers.ts';
export type * from './types.ts';
