import { describe, expect, it } from 'vitest';
import { priceLuggageTransfer } from '../src/pricing/index.ts';
import { luggageRateSchema, negotiatedRateSchema, transferRateSchema } from '../src/pricing/rates.schema.ts';
import { luggageRateSaveSchema, negotiatedRateSaveSchema } from '../src/pricing/rates-save.schema.ts';

const dates = { from_date: '2026-01-01', to_date: '2026-12-31' };

describe('rate schemas', () => {
  it('fills the spec defaults and reads empty and numeric-string prices', () => {
    const parsed = negotiatedRateSchema.parse({
      name: 'Sol',
      rate_items: [{ ...dates, ir_b: '', dr2_b: '45.50', tr_b: 90 }],
    });
    expect(parsed).toEqual({
      name: 'Sol',
      rate_items: [{ rate_item_type_id: 1, week_day_id: 1, ...dates, ir_b: null, dr2_b: 45.5, tr_b: 90 }],
    });
  });

  it('rejects bad dates, week days and prices at their field', () => {
    const result = negotiatedRateSchema.safeParse({
      name: 'Sol',
      rate_items: [{ ...dates, from_date: '2026-02-30', week_day_id: 9, dr2_b: 'cheap' }],
    });
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['rate_items.0.from_date', 'Must be a date (YYYY-MM-DD)']);
    expect(issues?.map(([path]) => path)).toEqual([
      'rate_items.0.week_day_id',
      'rate_items.0.from_date',
      'rate_items.0.dr2_b',
    ]);
    expect(negotiatedRateSchema.safeParse({ name: ' ', rate_items: [] }).success).toBe(false);
  });

  it("defaults luggage brackets to 0, -1 and 'per', and prices what it parsed", () => {
    const rate = luggageRateSchema.parse({
      name: 'Bags',
      type: 'luggage',
      rate_items: [{ ...dates, qties: [{ amount: '7' }] }],
    });
    expect(rate.rate_items[0].qties).toEqual([{ from_qty: 0, to_qty: -1, amount: 7, price_type: 'per' }]);
    expect(priceLuggageTransfer(rate, { date: '2026-03-03', luggages: 3 })).toMatchObject({ national: 21 });
  });

  it('keeps transfer brackets without a price type and checks the rate type', () => {
    const qty = { from_qty: 1, to_qty: 4, amount: 40, price_type: 'per' };
    const rate = transferRateSchema.parse({
      name: 'Taxi',
      type: 'transfer',
      rate_items: [{ ...dates, qties: [qty] }],
    });
    expect(rate.rate_items[0].qties[0]).toEqual({ from_qty: 1, to_qty: 4, amount: 40 });
    expect(transferRateSchema.safeParse({ ...rate, type: 'luggage' }).success).toBe(false);
  });
});

describe('save schemas', () => {
  it('reject the errors findRateProblems finds, naming the rows at their field', () => {
    const items = [
      { ...dates, dr2_b: 80 },
      { from_date: '2026-06-01', to_date: '2026-06-30', dr2_b: 90 },
    ];
    const result = negotiatedRateSaveSchema.safeParse({ name: 'Sol', rate_items: items });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [
        ['rate_items', 1, 'from_date'],
        'Item 1 (Any Week Day, 2026-01-01 to 2026-12-31) and item 2 (Any Week Day, 2026-06-01 to 2026-06-30) overlap from 2026-06-01 to 2026-06-30',
      ],
    ]);
  });

  it('let warnings through', () => {
    const qties = [
      { from_qty: 1, to_qty: 2, amount: 5 },
      { from_qty: 5, to_qty: -1, amount: null },
    ];
    const bags = { name: 'Bags', type: 'luggage', rate_items: [{ ...dates, qties }] };
    expect(luggageRateSaveSchema.safeParse(bags).success).toBe(true);
    const negative = { ...bags, rate_items: [{ ...dates, qties: [{ amount: -1 }] }] };
    expect(luggageRateSaveSchema.safeParse(negative).error?.issues[0]).toMatchObject({
      path: ['rate_items', 0, 'qties', 0, 'amount'],
      message:
        'Item 1 (Any Week Day, 2026-01-01 to 2026-12-31): bracket 1 (0 and more): the amount is negative (-1)',
    });
  });
});
