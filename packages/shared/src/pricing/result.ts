import type { MealVariant, PriceField, PriceType, RoomGroup } from './constants.ts';

export type PricingFailureReason = 'no-rate' | 'missing-price' | 'invalid-input';

/** One price a night needed and the rate did not have. */
export interface MissingPrice {
  date: string;
  itemId: number | null;
  itemIndex: number;
  field: PriceField | 'amount';
}

/** Machine-readable detail of a failure; which keys are present depends on the reason. */
export interface FailureDetails {
  /** Dates no rate item covers. */
  dates?: string[];
  missing?: MissingPrice[];
  quantity?: number;
  /** Where the bad input is, e.g. 'rate_items[2].to_date' or 'checkout_date'. */
  path?: string;
}

export interface PricingFailure {
  ok: false;
  reason: PricingFailureReason;
  /** Written for staff, e.g. "No luggage rate covers 2026-05-03 for 7 bags". */
  message: string;
  details: FailureDetails;
}

/**
 * A priced row: `national` is t_cost_national (provider currency), `euro` is t_cost, both rounded to cents
 * once, from the exact sum. Breakdown amounts are exact, in the provider's currency.
 */
export interface Priced<Line> {
  ok: true;
  national: number;
  euro: number;
  breakdown: Line[];
}

export interface RoomCharge {
  group: RoomGroup;
  rooms: number;
  price: number;
}

export interface NightLine {
  date: string;
  amount: number;
  itemId: number | null;
  itemIndex: number;
  weekDayId: number;
  variant: MealVariant;
  rooms: RoomCharge[];
}

export interface QuantityLine {
  date: string;
  amount: number;
  itemId: number | null;
  itemIndex: number;
  qtyId: number | null;
  qtyIndex: number;
  quantity: number;
  /** Transfer (people) brackets are always 'total'. */
  priceType: PriceType;
}

export type PricingResult<Line> = Priced<Line> | PricingFailure;
export type AccommodationPricing = PricingResult<NightLine>;
export type QuantityPricing = PricingResult<QuantityLine>;

export function failure(
  reason: PricingFailureReason,
  message: string,
  details: FailureDetails = {},
): PricingFailure {
  return { ok: false, reason, message, details };
}

export const isFailure = (value: object): value is PricingFailure => 'ok' in value && value.ok === false;

export const invalidInput = (path: string, message: string): PricingFailure =>
  failure('invalid-input', message, { path });
