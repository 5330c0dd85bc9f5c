import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccommodationStay,
  findRateProblems,
  type LuggageRate,
  type NegotiatedRate,
  priceAccommodationStay,
  priceLuggageTransfer,
  pricePeopleTransfer,
  type TransferRate,
} from '../src/pricing/index.ts';

const isResult = (result: { ok: boolean; reason?: string; message?: string }) =>
  result.ok ||
  (['no-rate', 'missing-price', 'invalid-input'].includes(result.reason!) && result.message !== '');
/** Values that are almost right, or very wrong, for any field. */
const odd = fc.oneof(
  fc.anything(),
  fc.double(),
  fc.integer({ min: -2, max: 9 }),
  fc.constantFrom('2026-05-01', '2026-05-03', '', '-1', 'per', 'total', null, undefined, 1e308, -0),
);
const oddItem = fc.record(
  {
    ...{
      id: odd,
      rate_item_type_id: odd,
      week_day_id: odd,
      from_date: odd,
      to_date: odd,
      dr2_b: odd,
      ir_b: odd,
    },
    qties: fc.oneof(odd, fc.array(fc.record({ from_qty: odd, to_qty: odd, amount: odd, price_type: odd }))),
  },
  { requiredKeys: [] },
);
const fuzz = fc.oneof(
  fc.anything(),
  fc.record({
    name: odd,
    type: fc.constantFrom('luggage', 'transfer', undefined),
    rate_items: fc.array(oddItem),
  }),
);
const oddRow = fc.record({
  ...{ checkin_date: odd, checkout_date: odd, double_rooms: odd, meals_id: odd, provider_currency_rate: odd },
  ...{
    ration_replacements: fc.oneof(odd, fc.record({ breakfast_replacement_id: odd })),
    date: odd,
    luggages: odd,
    people: odd,
  },
});

describe('robustness', () => {
  it('never throws on random input: it answers invalid-input (or another failure) instead', () => {
    fc.assert(
      fc.property(fuzz, fc.anything(), oddRow, (rate, anything, row) => {
        for (const input of [anything, row]) {
          expect(isResult(priceAccommodationStay(rate as NegotiatedRate, input as AccommodationStay))).toBe(
            true,
          );
          expect(isResult(priceLuggageTransfer(rate as LuggageRate, input as never))).toBe(true);
          expect(isResult(pricePeopleTransfer(rate as TransferRate, input as never))).toBe(true);
        }
        expect(Array.isArray(findRateProblems(rate as NegotiatedRate))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
