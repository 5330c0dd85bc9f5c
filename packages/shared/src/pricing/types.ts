import type { PriceField, PriceType, RationReplacementField } from './constants.ts';

/** Ids are absent (or null) on rows the editor has not saved yet. */
type RowId = number | null | undefined;

/** What every rate item has: a type label, a week day (1 = any) and an inclusive date range 'YYYY-MM-DD'. */
export interface DatedRateItem {
  id?: RowId;
  rate_item_type_id: number;
  week_day_id: number;
  from_date: string;
  to_date: string;
}

/** Prices per room per night in the provider's currency; empty (null or absent) means "no price". */
export type NegotiatedPrices = { [field in PriceField]?: number | null };

export type NegotiatedRateItem = DatedRateItem & NegotiatedPrices;

export interface NegotiatedRate {
  id?: RowId;
  name: string;
  rate_items: NegotiatedRateItem[];
}

/** A quantity bracket: from_qty ≤ n ≤ to_qty, to_qty -1 meaning "and more". amount empty = no price. */
export interface TransferQty {
  id?: RowId;
  from_qty: number;
  to_qty: number;
  amount: number | null;
}

export interface LuggageQty extends TransferQty {
  price_type: PriceType;
}

export interface QuantityRateItem<Qty extends TransferQty> extends DatedRateItem {
  rate_item_type_name?: string;
  week_day_name?: string;
  qties: Qty[];
}

export interface LuggageRate {
  id?: RowId;
  name: string;
  type: 'luggage';
  rate_items: QuantityRateItem<LuggageQty>[];
}

export interface TransferRate {
  id?: RowId;
  name: string;
  type: 'transfer';
  rate_items: QuantityRateItem<TransferQty>[];
}

export type QuantityRate = LuggageRate | TransferRate;
export type AnyRate = NegotiatedRate | QuantityRate;

/** A location's meal replacements: a meals id to price instead of the booked one, or empty for none. */
export type RationReplacements = { [field in RationReplacementField]?: number | null };

/** The fields of a trip accommodation row the price depends on; absent counts default to 0. */
export interface AccommodationStay {
  checkin_date: string;
  checkout_date: string;
  individual_rooms?: number;
  double_rooms?: number;
  twin_rooms?: number;
  triple_rooms?: number;
  meals_id?: number;
  /** Units of provider currency per euro; default 1. */
  provider_currency_rate?: number | null;
  ration_replacements?: RationReplacements | null;
}

export interface LuggageTransfer {
  date: string;
  luggages: number;
  provider_currency_rate?: number | null;
}

export interface PeopleTransfer {
  date: string;
  people: number;
  provider_currency_rate?: number | null;
}
