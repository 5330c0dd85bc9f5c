import { z } from 'zod';
import { luggageRateSchema, negotiatedRateSchema, transferRateSchema } from '../../pricing/rates.schema.ts';
import { integer, quantity, rowId } from '../../validation/numbers.ts';

/** A provider has at most this many rates of each kind; the editor shows them all at once. */
export const maxRatesPerKind = 50;
const ids = z.array(rowId()).max(5000).optional().default([]);
const rates = <T extends z.ZodType>(rate: T) => z.array(rate).max(maxRatesPerKind).optional().default([]);

/** The rate kinds of a provider; luggage and transfer rates carry type 'luggage' / 'transfer' (part 2 §3). */
export const rateKinds = ['negotiated', 'luggage', 'transfer'] as const;
export type RateKind = (typeof rateKinds)[number];

/**
 * The whole rates editor in one save (part 2 §4): every rate as it now stands (rows without id are new),
 * plus the ids of saved rates, items and quantity rows removed in the session. One transaction applies it.
 */
export const saveRatesBody = z.object({
  version: integer(1),
  negotiated: rates(negotiatedRateSchema),
  luggage: rates(luggageRateSchema),
  transfer: rates(transferRateSchema),
  deleted_rate_ids: ids,
  deleted_item_ids: ids,
  deleted_qty_ids: ids,
});
export type SaveRatesBody = z.input<typeof saveRatesBody>;

export const providerRates = z.object({
  version: z.number(),
  negotiated: z.array(negotiatedRateSchema),
  luggage: z.array(luggageRateSchema),
  transfer: z.array(transferRateSchema),
});
export type ProviderRates = z.infer<typeof providerRates>;
export const ratesResponse = providerRates.extend({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
});

const count = () => quantity(1000).optional().default(0);
const date = z.iso.date();
const rateId = rowId().optional();

/** A price question: which rate (the first of the kind unless rate_id says) costs how much for this row. */
export const quoteBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('accommodation'),
    rate_id: rateId,
    checkin_date: date,
    checkout_date: date,
    individual_rooms: count(),
    double_rooms: count(),
    twin_rooms: count(),
    triple_rooms: count(),
    meals_id: rowId().optional().default(1),
    /** The location whose ration replacements apply, when the row has one. */
    location_id: rowId().optional(),
  }),
  z.object({ kind: z.literal('luggage'), rate_id: rateId, date, luggages: count() }),
  z.object({ kind: z.literal('transfer'), rate_id: rateId, date, people: count() }),
]);
export type QuoteBody = z.input<typeof quoteBody>;

/** The pricing engine's answer (pricing/result.ts); breakdown lines as the engine writes them. */
export const pricingResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), national: z.number(), euro: z.number(), breakdown: z.array(z.unknown()) }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(['no-rate', 'missing-price', 'invalid-input']),
    message: z.string(),
    details: z.object({
      dates: z.array(z.string()).optional(),
      missing: z.array(z.unknown()).optional(),
      quantity: z.number().optional(),
      path: z.string().optional(),
    }),
  }),
]);

export const quoteResponse = z.object({
  success: z.literal(true),
  rate: z.object({ id: z.number(), name: z.string() }).nullable(),
  currency_symbol: z.string(),
  currency_rate: z.number(),
  result: pricingResult,
});
