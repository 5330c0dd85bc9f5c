import { describe, expect, it } from 'vitest';
import { type LuggageRate, type LuggageTransfer, priceLuggageTransfer } from '../src/pricing/index.ts';

// 2026-05-03 is a Sunday, 2026-05-04 a Monday.
const wholeYear = { rate_item_type_id: 1, from_date: '2026-01-01', to_date: '2026-12-31' };
const luggage: LuggageRate = {
  id: 3,
  name: 'Equipajes Norte 2026',
  type: 'luggage',
  rate_items: [
    {
      ...{ id: 31, week_day_id: 1, ...wholeYear },
      qties: [
        { id: 301, from_qty: 0, to_qty: 3, amount: 8, price_type: 'per' },
        { id: 302, from_qty: 4, to_qty: 6, amount: 30, price_type: 'total' },
        { id: 303, from_qty: 7, to_qty: -1, amount: 5, price_type: 'per' },
      ],
    },
    {
      id: 32,
      week_day_id: 8,
      ...wholeYear,
      qties: [{ id: 304, from_qty: 1, to_qty: 5, amount: 10, price_type: 'per' }],
    },
  ],
};
const bags = (luggages: number, date = '2026-05-04', provider_currency_rate?: number): LuggageTransfer => ({
  date,
  luggages,
  provider_currency_rate,
});
const cost = (result: ReturnType<typeof priceLuggageTransfer>) =>
  result.ok ? result.national : result.message;

describe('priceLuggageTransfer', () => {
  it("multiplies a 'per' bracket by the bags", () => {
    expect(priceLuggageTransfer(luggage, bags(2))).toEqual({
      ok: true,
      national: 16,
      euro: 16,
      breakdown: [
        {
          date: '2026-05-04',
          amount: 16,
          itemId: 31,
          itemIndex: 0,
          qtyId: 301,
          qtyIndex: 0,
          quantity: 2,
          priceType: 'per',
        },
      ],
    });
  });

  it("charges a 'total' bracket once, whatever the bags inside it", () => {
    expect(cost(priceLuggageTransfer(luggage, bags(4)))).toBe(30);
    expect(cost(priceLuggageTransfer(luggage, bags(6)))).toBe(30);
  });

  it('uses an open-ended bracket for any number above its start', () => {
    expect(cost(priceLuggageTransfer(luggage, bags(7)))).toBe(35);
    expect(cost(priceLuggageTransfer(luggage, bags(100)))).toBe(500);
  });

  it('says which bags no bracket of the day covers', () => {
    expect(priceLuggageTransfer(luggage, bags(7, '2026-05-03'))).toEqual({
      ok: false,
      reason: 'no-rate',
      message:
        "No luggage rate covers 2026-05-03 (Sunday) for 7 bags: item 2 (Sunday, 2026-01-01 to 2026-12-31) of 'Equipajes Norte 2026' has brackets for 1–5",
      details: { dates: ['2026-05-03'], quantity: 7 },
    });
    expect(cost(priceLuggageTransfer(luggage, bags(5, '2026-05-03')))).toBe(50);
  });

  it('says when no item includes the day', () => {
    expect(cost(priceLuggageTransfer(luggage, bags(1, '2027-01-04')))).toBe(
      "No luggage rate covers 2027-01-04 (Monday) for 1 bag: no item of 'Equipajes Norte 2026' includes that day",
    );
  });

  it('costs nothing for zero bags, with or without a rate for the day', () => {
    expect(priceLuggageTransfer(luggage, bags(0, '2027-01-04'))).toEqual({
      ok: true,
      national: 0,
      euro: 0,
      breakdown: [],
    });
  });

  it('reports a bracket without amount as a missing price', () => {
    const noAmount = structuredClone(luggage);
    noAmount.rate_items[0].qties[1].amount = null;
    expect(priceLuggageTransfer(noAmount, bags(5))).toMatchObject({
      reason: 'missing-price',
      message: 'The luggage rate has no amount for 5 bags on 2026-05-04 (bracket 2 (4–6) of item 1)',
      details: { missing: [{ date: '2026-05-04', itemId: 31, itemIndex: 0, field: 'amount' }], quantity: 5 },
    });
  });

  it('converts to euro', () => {
    expect(priceLuggageTransfer(luggage, bags(3, '2026-05-04', 1.1))).toMatchObject({
      national: 24,
      euro: 21.82,
    });
  });

  it("reads absent bracket fields as 0, -1 and 'per'", () => {
    const bare = { ...luggage, rate_items: [{ ...wholeYear, week_day_id: 1, qties: [{ amount: 6 }] }] };
    expect(cost(priceLuggageTransfer(bare as LuggageRate, bags(9)))).toBe(54);
  });

  it('takes the narrower of two overlapping brackets', () => {
    const overlapping = structuredClone(luggage);
    overlapping.rate_items[0].qties.push({ from_qty: 2, to_qty: 2, amount: 12, price_type: 'total' });
    expect(cost(priceLuggageTransfer(overlapping, bags(2)))).toBe(12);
  });

  it.each([
    [bags(2.5), 'luggages', 'The number of bags must be a whole number ≥ 0'],
    [bags(-1), 'luggages', 'The number of bags must be a whole number ≥ 0'],
    [bags(1, '2026-5-4'), 'date', 'The transfer date is not a valid date'],
    [bags(1, '2026-05-04', -3), 'provider_currency_rate', 'The currency rate must be a positive number'],
  ])('rejects %j', (transfer, path, message) => {
    expect(priceLuggageTransfer(luggage, transfer)).toEqual({
      ok: false,
      reason: 'invalid-input',
      message,
      details: { path },
    });
  });

  it('names the bad quantity row', () => {
    const badType = structuredClone(luggage) as unknown as {
      rate_items: { qties: Record<string, unknown>[] }[];
    };
    badType.rate_items[0].qties[0].price_type = 'each';
    const result = priceLuggageTransfer(badType as unknown as LuggageRate, bags(1));
    expect(result).toMatchObject({
      reason: 'invalid-input',
      details: { path: 'rate_items[0].qties[0].price_type' },
    });
    badType.rate_items[0].qties[0].from_qty = -2;
    expect(priceLuggageTransfer(badType as unknown as LuggageRate, bags(1))).toMatchObject({
      message: 'Bracket 1 needs whole quantities (to -1 means "and more")',
    });
  });
});
