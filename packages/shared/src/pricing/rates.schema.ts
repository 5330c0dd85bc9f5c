import { z } from 'zod';
import { limits } from '../validation/messages.ts';
import { integer, rowId } from '../validation/numbers.ts';
import { int4Max, moneyMax } from '../validation/ranges.ts';
import { fields, text } from '../validation/zod.ts';
import {
  DEFAULT_FROM_QTY,
  DEFAULT_PRICE_TYPE,
  DEFAULT_RATE_ITEM_TYPE,
  OPEN_ENDED_QTY,
  type PriceField,
  priceFields,
  priceTypes,
} from './constants.ts';
import { dayNumber } from './dates.ts';
import type { LuggageRate, NegotiatedRate, TransferRate } from './types.ts';

/** Zod schemas of the three rate shapes (spec part 2 §3). The calculations never import this file. */

/**
 * Empty inputs ('' or absent) are "no price"; PostgreSQL numeric columns arrive as strings. Negative
 * amounts pass here for findRateProblems to name; the bounds keep them within the numeric(12, 2) column.
 */
const emptyOrNumber = (value: unknown) => {
  if (value === '' || value === undefined) return null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value;
};
const amount = z.preprocess(emptyOrNumber, z.number().min(-moneyMax).max(moneyMax).nullable());
const isoDate = text().refine((value) => dayNumber(value) !== null, 'Must be a date (YYYY-MM-DD)');

const datedItem = {
  id: rowId().nullish(),
  rate_item_type_id: rowId().default(DEFAULT_RATE_ITEM_TYPE),
  week_day_id: integer(1, 8).default(1),
  from_date: isoDate,
  to_date: isoDate,
};
const prices = Object.fromEntries(priceFields.map((field) => [field, amount.optional()])) as Record<
  PriceField,
  z.ZodOptional<typeof amount>
>;

export const negotiatedRateItemSchema = z.object({ ...datedItem, ...prices });
const rateHead = { id: rowId().nullish(), name: fields.requiredText(limits.user) };
export const negotiatedRateSchema = z.object({
  ...rateHead,
  rate_items: z.array(negotiatedRateItemSchema).max(500),
});

const transferQty = {
  id: rowId().nullish(),
  from_qty: integer(0).default(DEFAULT_FROM_QTY),
  to_qty: integer(OPEN_ENDED_QTY, int4Max).default(OPEN_ENDED_QTY),
  amount,
};
const quantityItem = <Qty extends z.ZodType>(qty: Qty) =>
  z.object({
    ...datedItem,
    rate_item_type_name: text().optional(),
    week_day_name: text().optional(),
    qties: z.array(qty).max(100),
  });

export const luggageQtySchema = z.object({
  ...transferQty,
  price_type: z.enum(priceTypes).default(DEFAULT_PRICE_TYPE),
});
export const transferQtySchema = z.object(transferQty);
export const luggageRateSchema = z.object({
  ...rateHead,
  type: z.literal('luggage'),
  rate_items: z.array(quantityItem(luggageQtySchema)).max(500),
});
export const transferRateSchema = z.object({
  ...rateHead,
  type: z.literal('transfer'),
  rate_items: z.array(quantityItem(transferQtySchema)).max(500),
});

/** Compile-time check: what the schemas produce is exactly the zod-free interfaces of types.ts. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const schemasMatchTypes: [
  Same<z.output<typeof negotiatedRateSchema>, NegotiatedRate>,
  Same<z.output<typeof luggageRateSchema>, LuggageRate>,
  Same<z.output<typeof transferRateSchema>, TransferRate>,
] = [true, true, true];
