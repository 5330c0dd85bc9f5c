import { describe, expect, it } from 'vitest';
import {
  findRateProblems,
  type LuggageRate,
  type RateProblem,
  rateErrors,
  type TransferRate,
} from '../src/pricing/index.ts';

const any = { rate_item_type_id: 1, week_day_id: 1 };
const summary = (problems: RateProblem[]) => problems.map((p) => [p.kind, p.severity, p.message]);

const luggageItem = (qties: unknown[], extra = {}) => ({
  ...any,
  from_date: '2026-01-01',
  to_date: '2026-12-31',
  qties,
  ...extra,
});
const luggage = (...items: unknown[]) =>
  ({ name: 'Bags', type: 'luggage', rate_items: items }) as LuggageRate;
const prefix = 'Item 1 (Any Week Day, 2026-01-01 to 2026-12-31): ';

describe('findRateProblems: luggage and transfer brackets', () => {
  it.each([
    ['bracket-order', [{ from_qty: 10, to_qty: 5, amount: 1 }], 'bracket 1 (10–5): from 10 is above to 5'],
    [
      'overlapping-brackets',
      [
        { from_qty: 0, to_qty: 5, amount: 1 },
        { from_qty: 4, to_qty: 10, amount: 1 },
      ],
      'bracket 1 (0–5) and bracket 2 (4–10) overlap for 4–5 bags',
    ],
    [
      'overlapping-brackets',
      [
        { from_qty: 3, to_qty: -1, amount: 1 },
        { from_qty: 0, to_qty: 4, amount: 1 },
      ],
      'bracket 2 (0–4) and bracket 1 (3 and more) overlap for 3–4 bags',
    ],
    ['negative-amount', [{ amount: -2 }], 'bracket 1 (0 and more): the amount is negative (-2)'],
    ['invalid-amount', [{ amount: 'ten' }], 'bracket 1 (0 and more): the amount is not a number'],
    [
      'invalid-price-type',
      [{ amount: 1, price_type: 'each' }],
      "bracket 1 (0 and more): the price type must be 'per' or 'total'",
    ],
    [
      'invalid-bracket',
      [{ from_qty: 1.5, amount: 1 }],
      'bracket 1 needs whole quantities (to -1 means "and more")',
    ],
    ['invalid-bracket', [null], 'bracket 1 is not a quantity row'],
  ])('reports %s as an error', (kind, qties, message) => {
    expect(summary(findRateProblems(luggage(luggageItem(qties))))).toEqual([
      [kind, 'error', prefix + message],
    ]);
  });

  it('warns about gaps (counting from 1), empty amounts and items without brackets', () => {
    const gaps = luggageItem([
      { from_qty: 3, to_qty: 4, amount: 1 },
      { from_qty: 7, to_qty: -1, amount: null },
    ]);
    const empty = luggageItem([], { week_day_id: 8 });
    expect(summary(findRateProblems(luggage(gaps, empty)))).toEqual([
      ['missing-amount', 'warning', `${prefix}bracket 2 (7 and more) has no amount`],
      ['bracket-gap', 'warning', `${prefix}no bracket covers 1–2 bags`],
      ['bracket-gap', 'warning', `${prefix}no bracket covers 5–6 bags`],
      ['no-brackets', 'warning', 'Item 2 (Sunday, 2026-01-01 to 2026-12-31) has no brackets'],
    ]);
    expect(rateErrors(luggage(gaps, empty))).toEqual([]);
  });

  it('checks transfer rates by people, without price types', () => {
    const taxi = {
      name: 'Taxi',
      type: 'transfer',
      rate_items: [
        luggageItem([
          { from_qty: 1, to_qty: 4, amount: 40 },
          { from_qty: 4, to_qty: -1, amount: 60, price_type: 'x' },
        ]),
      ],
    } as TransferRate;
    expect(summary(findRateProblems(taxi))).toEqual([
      [
        'overlapping-brackets',
        'error',
        `${prefix}bracket 1 (1–4) and bracket 2 (4 and more) overlap for 4 people`,
      ],
    ]);
  });

  it('also checks the dates and overlaps of quantity items, and a missing qties list', () => {
    const rate = luggage(
      luggageItem([{ amount: 1 }]),
      luggageItem([{ amount: 2 }]),
      luggageItem(undefined as never, { week_day_id: 2 }),
    );
    expect(findRateProblems(rate).map((p) => [p.kind, p.itemIndexes])).toEqual([
      ['invalid-rate', [2]],
      ['overlapping-items', [0, 1]],
    ]);
  });
});
