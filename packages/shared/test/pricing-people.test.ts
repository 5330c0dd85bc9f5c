import { describe, expect, it } from 'vitest';
import { pricePeopleTransfer, type TransferRate } from '../src/pricing/index.ts';

// 2026-05-04 is a Monday.
const wholeYear = { rate_item_type_id: 1, from_date: '2026-01-01', to_date: '2026-12-31' };
const cost = (result: ReturnType<typeof pricePeopleTransfer>) =>
  result.ok ? result.national : result.message;

const taxi: TransferRate = {
  name: 'Taxi Camino',
  type: 'transfer',
  rate_items: [
    {
      ...{ id: 41, week_day_id: 1, ...wholeYear },
      qties: [
        { id: 401, from_qty: 1, to_qty: 4, amount: 45 },
        { id: 402, from_qty: 5, to_qty: 8, amount: 70 },
        { id: 403, from_qty: 9, to_qty: -1, amount: 120 },
      ],
    },
  ],
};
const group = (people: number) => ({ date: '2026-05-04', people });

describe('pricePeopleTransfer', () => {
  it('charges the amount of the people bracket as the total for the group', () => {
    expect(cost(pricePeopleTransfer(taxi, group(1)))).toBe(45);
    expect(cost(pricePeopleTransfer(taxi, group(4)))).toBe(45);
    expect(cost(pricePeopleTransfer(taxi, group(8)))).toBe(70);
    expect(cost(pricePeopleTransfer(taxi, group(30)))).toBe(120);
    expect(pricePeopleTransfer(taxi, group(5))).toMatchObject({
      breakdown: [{ qtyId: 402, priceType: 'total' }],
    });
  });

  it('ignores a stray price_type: people brackets are totals', () => {
    const stray = structuredClone(taxi) as unknown as { rate_items: { qties: Record<string, unknown>[] }[] };
    stray.rate_items[0].qties[0].price_type = 'per';
    expect(cost(pricePeopleTransfer(stray as unknown as TransferRate, group(3)))).toBe(45);
  });

  it('names people in its messages', () => {
    const small = {
      ...taxi,
      rate_items: [{ ...taxi.rate_items[0], qties: taxi.rate_items[0].qties.slice(0, 1) }],
    };
    expect(cost(pricePeopleTransfer(small, group(6)))).toBe(
      "No transfer rate covers 2026-05-04 (Monday) for 6 people: item 1 (Any Week Day, 2026-01-01 to 2026-12-31) of 'Taxi Camino' has brackets for 1–4",
    );
    const none = { ...taxi, rate_items: [{ ...taxi.rate_items[0], qties: [] }] };
    expect(cost(pricePeopleTransfer(none, group(1)))).toContain(
      'for 1 person: item 1 (Any Week Day, 2026-01-01 to 2026-12-31) of',
    );
    expect(cost(pricePeopleTransfer(none, group(1)))).toMatch(/has no brackets$/);
  });

  it('costs nothing for zero people, and an absent count is 0 (the row default)', () => {
    expect(cost(pricePeopleTransfer(taxi, group(0)))).toBe(0);
    expect(cost(pricePeopleTransfer(taxi, { date: '2026-05-04' } as never))).toBe(0);
  });
});
