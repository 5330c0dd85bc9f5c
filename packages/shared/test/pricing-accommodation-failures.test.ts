import { describe, expect, it } from 'vitest';
import { type NegotiatedRate, priceAccommodationStay } from '../src/pricing/index.ts';

const rate: NegotiatedRate = {
  name: 'Casa Rural 2026',
  rate_items: [
    {
      id: 21,
      rate_item_type_id: 1,
      week_day_id: 1,
      from_date: '2026-04-01',
      to_date: '2026-06-30',
      dr2_b: 80,
      dr2_bd: 110,
    },
    {
      id: 22,
      rate_item_type_id: 2,
      week_day_id: 1,
      from_date: '2026-07-01',
      to_date: '2026-09-30',
      dr2_b: 95,
    },
  ],
};
const stay = { checkin_date: '2026-06-30', checkout_date: '2026-07-02', double_rooms: 1 };

describe('priceAccommodationStay: no silent zero', () => {
  it('names the night and the field of a missing price', () => {
    const result = priceAccommodationStay(rate, { ...stay, meals_id: 2 });
    expect(result).toEqual({
      ok: false,
      reason: 'missing-price',
      message:
        "'Casa Rural 2026' has no price for double room with breakfast and dinner (dr2_bd) on 2026-07-01 (item 2)",
      details: { missing: [{ date: '2026-07-01', itemId: 22, itemIndex: 1, field: 'dr2_bd' }] },
    });
  });

  it('lists several missing prices, then how many more', () => {
    const long = { ...stay, checkout_date: '2026-07-06', meals_id: 2, individual_rooms: 1 };
    const result = priceAccommodationStay(rate, long);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.details.missing).toHaveLength(1 + 5 * 2);
    expect(result.message).toContain(
      'individual room with breakfast and dinner (ir_bd) on 2026-06-30 (item 1)',
    );
    expect(result.message).toContain('and 9 more');
  });

  it('reports the nights no item covers, with their week day', () => {
    const result = priceAccommodationStay(rate, {
      ...stay,
      checkin_date: '2026-09-30',
      checkout_date: '2026-10-03',
    });
    expect(result).toEqual({
      ok: false,
      reason: 'no-rate',
      message:
        "No rate item of 'Casa Rural 2026' covers the nights of 2026-10-01 (Thursday) and 2026-10-02 (Friday)",
      details: { dates: ['2026-10-01', '2026-10-02'] },
    });
  });

  it('says "the night of" for one uncovered night, and "the rate" when it has no name', () => {
    const result = priceAccommodationStay({ ...rate, name: '' }, { ...stay, checkin_date: '2026-03-31' });
    expect(result.ok || result.message).toBe(
      'No rate item of the rate covers the night of 2026-03-31 (Tuesday)',
    );
  });
});

describe('priceAccommodationStay: invalid input', () => {
  const invalid = (input: unknown, rateInput: unknown = rate) =>
    priceAccommodationStay(rateInput as NegotiatedRate, input as typeof stay);

  it.each([
    [
      { ...stay, checkout_date: '2026-06-29' },
      'checkout_date',
      'The check-out date is before the check-in date',
    ],
    [{ ...stay, checkin_date: '2026-02-30' }, 'checkin_date', 'The check-in date is not a valid date'],
    [{ ...stay, checkout_date: '2028-07-02' }, 'checkout_date', 'A stay cannot be longer than 366 nights'],
    [{ ...stay, double_rooms: -1 }, 'double_rooms', 'The number of double rooms is not valid'],
    [{ ...stay, twin_rooms: 1.5 }, 'twin_rooms', 'The number of twin rooms is not valid'],
    [{ ...stay, meals_id: 9 }, 'meals_id', 'The meal plan is unknown'],
    [
      { ...stay, provider_currency_rate: 0 },
      'provider_currency_rate',
      'The currency rate must be a positive number',
    ],
    [
      { ...stay, ration_replacements: { breakfast_replacement_id: 7 } },
      'ration_replacements',
      'The location replaces the meal plan with an unknown one',
    ],
    [null, '', 'There is no accommodation row to price'],
  ])('rejects %j at %s', (input, path, message) => {
    expect(invalid(input)).toEqual({ ok: false, reason: 'invalid-input', message, details: { path } });
  });

  it('names the rate item with a bad date or week day', () => {
    const badDate = {
      ...rate,
      rate_items: [rate.rate_items[0], { ...rate.rate_items[1], to_date: '2026-13-01' }],
    };
    expect(invalid(stay, badDate)).toMatchObject({
      message: 'Rate item 2 has no valid to date',
      details: { path: 'rate_items[1].to_date' },
    });
    const badDay = { ...rate, rate_items: [{ ...rate.rate_items[0], week_day_id: 9 }] };
    expect(invalid(stay, badDay)).toMatchObject({
      reason: 'invalid-input',
      details: { path: 'rate_items[0].week_day_id' },
    });
    expect(invalid(stay, { name: 'x' })).toMatchObject({ message: 'The rate has no list of rate items' });
  });

  it('refuses a negative price it would use', () => {
    const negative = { ...rate, rate_items: [{ ...rate.rate_items[0], dr2_b: -80 }, rate.rate_items[1]] };
    expect(invalid(stay, negative)).toEqual({
      ok: false,
      reason: 'invalid-input',
      message: 'Rate item 1 has a price that is not a number ≥ 0',
      details: { path: 'rate_items[0].dr2_b' },
    });
  });

  it('takes absent counts as 0 and an empty currency rate as euro', () => {
    const result = invalid({ ...stay, provider_currency_rate: null, meals_id: undefined });
    expect(result).toMatchObject({ ok: true, national: 175, euro: 175 });
  });
});
