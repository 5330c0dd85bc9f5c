import { findRateProblems, type LuggageRate } from '@trips/shared/pricing/index';
import { describe, expect, it } from 'vitest';
import {
  FIRST_RATE_NAME,
  type RatesDraft,
  ratesDraftOf,
  ratesReducer,
  saveBody,
  suggestedName,
} from '../src/modules/providers/rates/ratesDraft';

const empty = ratesDraftOf({ negotiated: [], luggage: [], transfer: [] });
const today = '2026-05-01';
const at = { kind: 'luggage' as const, rate: 0 };

function withLuggageRate(): RatesDraft {
  let draft = ratesReducer(empty, {
    type: 'addRate',
    kind: 'luggage',
    name: suggestedName(empty, 'luggage'),
  });
  draft = ratesReducer(draft, { type: 'addItem', ...at, today });
  return draft;
}

describe('rates editor', () => {
  it("names a kind's first rate 'firstRate' and leaves the next for the user", () => {
    expect(suggestedName(empty, 'luggage')).toBe(FIRST_RATE_NAME);
    expect(suggestedName(withLuggageRate(), 'luggage')).toBe('');
    expect(suggestedName(withLuggageRate(), 'transfer')).toBe(FIRST_RATE_NAME);
  });

  it('gives a new item the year from today, any week day and one bracket from 0 to "and more"', () => {
    const item = withLuggageRate().luggage[0].rate_items[0];
    expect(item).toMatchObject({ week_day_id: 1, from_date: today, to_date: '2026-12-31' });
    expect(item.qties).toEqual([{ from_qty: 0, to_qty: -1, amount: null, price_type: 'per' }]);
  });

  it('edits brackets, and the live check finds an overlap', () => {
    let draft = withLuggageRate();
    draft = ratesReducer(draft, { type: 'editQty', ...at, item: 0, qty: 0, patch: { to_qty: 3, amount: 5 } });
    draft = ratesReducer(draft, { type: 'addQty', ...at, item: 0 });
    draft = ratesReducer(draft, {
      type: 'editQty',
      ...at,
      item: 0,
      qty: 1,
      patch: { from_qty: 2, amount: 4 },
    });
    const problems = findRateProblems(draft.luggage[0] as LuggageRate);
    expect(problems.some((p) => p.kind === 'overlapping-brackets' && p.qtyIndexes.includes(1))).toBe(true);
  });

  it('queues the ids of removed saved rows and drops new ones', () => {
    const saved = ratesDraftOf({
      negotiated: [],
      transfer: [],
      luggage: [
        {
          id: 7,
          name: 'firstRate',
          type: 'luggage',
          rate_items: [
            {
              id: 70,
              rate_item_type_id: 1,
              week_day_id: 1,
              from_date: today,
              to_date: today,
              qties: [
                { id: 700, from_qty: 0, to_qty: 2, amount: 5, price_type: 'per' },
                { id: 701, from_qty: 3, to_qty: -1, amount: 4, price_type: 'per' },
              ],
            },
          ],
        },
      ],
    });
    let draft = ratesReducer(saved, { type: 'removeQty', ...at, item: 0, qty: 1 });
    draft = ratesReducer(draft, { type: 'addItem', ...at, today });
    draft = ratesReducer(draft, { type: 'removeItem', ...at, item: 1 });
    expect(saveBody(draft, 2)).toMatchObject({ deleted_qty_ids: [701], deleted_item_ids: [], version: 2 });
    draft = ratesReducer(draft, { type: 'removeRate', ...at });
    expect(saveBody(draft, 2)).toMatchObject({ luggage: [], deleted_rate_ids: [7], deleted_qty_ids: [701] });
  });

  it('gives a negotiated item dates only: its prices start empty', () => {
    let draft = ratesReducer(empty, { type: 'addRate', kind: 'negotiated', name: 'firstRate' });
    draft = ratesReducer(draft, { type: 'addItem', kind: 'negotiated', rate: 0, today });
    draft = ratesReducer(draft, {
      type: 'editItem',
      kind: 'negotiated',
      rate: 0,
      item: 0,
      patch: { ir_b: 60 },
    });
    expect(draft.negotiated[0].rate_items[0]).toEqual({
      rate_item_type_id: 1,
      week_day_id: 1,
      from_date: today,
      to_date: '2026-12-31',
      ir_b: 60,
    });
  });
});
