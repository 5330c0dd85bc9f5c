import { describe, expect, it } from 'vitest';
import { add, decimalOf, dividedToCents, sum, times, toCents, toNumber } from '../src/pricing/decimal.ts';
import { type NegotiatedRate, priceAccommodationStay } from '../src/pricing/index.ts';

const oneDoubleAt = (dr2_b: number): NegotiatedRate => ({
  name: 'Posada',
  rate_items: [
    { rate_item_type_id: 1, week_day_id: 1, from_date: '2026-01-01', to_date: '2026-12-31', dr2_b },
  ],
});
const nights = (count: number, provider_currency_rate?: number) => ({
  checkin_date: '2026-05-01',
  checkout_date: `2026-05-${String(1 + count).padStart(2, '0')}`,
  double_rooms: 1,
  provider_currency_rate,
});
const totals = (dr2_b: number, count: number, rate?: number) => {
  const result = priceAccommodationStay(oneDoubleAt(dr2_b), nights(count, rate));
  return result.ok ? [result.national, result.euro] : result.message;
};

describe('currency conversion and rounding', () => {
  it('converts provider currency to euro with units per euro', () => {
    expect(totals(1000, 2, 15.5654)).toEqual([2000, 128.49]);
    expect(totals(85, 3, 0.85)).toEqual([255, 300]);
    expect(totals(999.99, 1, 0.85)).toEqual([999.99, 1176.46]);
  });

  it('rounds once, at the end: 3 × 33.333 is 100.00, not 3 × 33.33', () => {
    expect(totals(33.333, 3)).toEqual([100, 100]);
  });

  it('does not drift like floats: 3 × 0.1 is 0.3', () => {
    expect(0.1 + 0.1 + 0.1).not.toBe(0.3);
    expect(totals(0.1, 3)).toEqual([0.3, 0.3]);
    expect(totals(0.1, 3, 3)).toEqual([0.3, 0.1]);
  });

  it('rounds half a cent away from zero', () => {
    expect(totals(0.005, 1)).toEqual([0.01, 0.01]);
    expect(totals(1, 1, 8)).toEqual([1, 0.13]);
    expect(totals(1, 1, 3)).toEqual([1, 0.33]);
  });

  it('fails a cost no cost column can hold instead of answering it', () => {
    expect(totals(9_999_999_999, 1)).toEqual([9_999_999_999, 9_999_999_999]);
    expect(totals(9_999_999_999, 2)).toMatch(/more than 9,999,999,999/);
    expect(totals(10_000, 1, 0.0000001)).toMatch(/more than 9,999,999,999/);
  });

  it('keeps exact amounts in the breakdown', () => {
    const result = priceAccommodationStay(oneDoubleAt(33.333), nights(2));
    expect(result.ok && result.breakdown.map((n) => n.amount)).toEqual([33.333, 33.333]);
  });
});

describe('exact decimals', () => {
  it('reads a number as the decimal it is written as, exponents included', () => {
    expect(decimalOf(12.5)).toEqual({ units: 125n, scale: 1 });
    expect(decimalOf(1e-7)).toEqual({ units: 1n, scale: 7 });
    expect(decimalOf(1.5e21)).toEqual({ units: 1_500_000_000_000_000_000_000n, scale: 0 });
    expect(decimalOf(-0.25)).toEqual({ units: -25n, scale: 2 });
    expect(() => decimalOf(Number.NaN)).toThrow(RangeError);
  });

  it('adds, multiplies and sums without loss', () => {
    expect(toNumber(add(decimalOf(0.1), decimalOf(0.2)))).toBe(0.3);
    expect(toNumber(times(decimalOf(19.99), 3))).toBe(59.97);
    expect(toNumber(sum([0.7, 0.1, 0.2].map(decimalOf)))).toBe(1);
  });

  it('rounds to cents and divides to cents, half away from zero', () => {
    expect(toCents(decimalOf(2.345))).toBe(235n);
    expect(toCents(decimalOf(-2.345))).toBe(-235n);
    expect(toCents(decimalOf(2.344))).toBe(234n);
    expect(dividedToCents(decimalOf(100), decimalOf(3))).toBe(3333n);
    expect(dividedToCents(decimalOf(-1), decimalOf(8))).toBe(-13n);
  });
});
