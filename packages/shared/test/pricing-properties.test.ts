import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AccommodationStay,
  dayNumber,
  isoDate,
  type LuggageRate,
  type NegotiatedRate,
  priceAccommodationStay,
  priceFields,
  priceLuggageTransfer,
  pricePeopleTransfer,
  type TransferRate,
} from '../src/pricing/index.ts';

const START = dayNumber('2026-05-01')!;
const day = (offset: number) => isoDate(START + offset);
const cents = (value: number) => Math.round(value * 100);

const price = fc.option(
  fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
  { nil: null, freq: 8 },
);
const prices = fc.record(Object.fromEntries(priceFields.map((field) => [field, price])));
const datedWithin = (maxFrom: number, minLength: number) =>
  fc
    .record({
      from: fc.nat(maxFrom),
      length: fc.integer({ min: minLength, max: 60 }),
      week_day_id: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 8 })),
      type: fc.nat(4),
    })
    .map(({ from, length, week_day_id, type }) => ({
      rate_item_type_id: type + 1,
      week_day_id,
      from_date: day(from),
      to_date: day(from + length),
    }));
const dated = datedWithin(40, 0);
const fullPrices = fc.record(
  Object.fromEntries(priceFields.map((field) => [field, fc.nat(50_000).map((c) => c / 100)])),
);
/** Usually a whole-season 'Default' item under the random ones, so that most stays can be priced. */
const season = fc.option(
  fullPrices.map((p) => ({
    rate_item_type_id: 1,
    week_day_id: 1,
    from_date: day(0),
    to_date: day(90),
    ...p,
  })),
  { freq: 4 },
);
const negotiatedRate: fc.Arbitrary<NegotiatedRate> = fc
  .tuple(season, fc.array(fc.tuple(dated, prices), { maxLength: 6 }))
  .map(([base, items]) => ({
    name: 'Random',
    rate_items: [...(base ? [base] : []), ...items.map(([d, p], id) => ({ id, ...d, ...p }))],
  }));
const currencyRate = fc.integer({ min: 1, max: 2_000_000 }).map((r) => r / 10_000);
const stayParts = fc.record({
  checkin: fc.nat(50),
  first: fc.nat(8),
  second: fc.nat(8),
  rooms: fc.tuple(fc.nat(2), fc.integer({ min: 0, max: 3 }), fc.nat(2), fc.nat(1)),
  meals_id: fc.integer({ min: 1, max: 4 }),
  rate: currencyRate,
});
type Parts = typeof stayParts extends fc.Arbitrary<infer P> ? P : never;
const stay = (p: Parts, from: number, to: number): AccommodationStay => ({
  checkin_date: day(from),
  checkout_date: day(to),
  individual_rooms: p.rooms[0],
  double_rooms: p.rooms[1],
  twin_rooms: p.rooms[2],
  triple_rooms: p.rooms[3],
  meals_id: p.meals_id,
  provider_currency_rate: p.rate,
});

describe('accommodation pricing properties', () => {
  it('is additive over nights: a stay split at a night costs the sum of its parts', () => {
    fc.assert(
      fc.property(negotiatedRate, stayParts, (rate, p) => {
        const split = p.checkin + p.first;
        const whole = priceAccommodationStay(rate, stay(p, p.checkin, split + p.second));
        const [a, b] = [stay(p, p.checkin, split), stay(p, split, split + p.second)].map((s) =>
          priceAccommodationStay(rate, s),
        );
        expect(whole.ok).toBe(a.ok && b.ok);
        if (!whole.ok || !a.ok || !b.ok) return;
        expect(cents(whole.national)).toBe(cents(a.national) + cents(b.national));
        expect(whole.breakdown).toEqual([...a.breakdown, ...b.breakdown]);
      }),
      { numRuns: 300 },
    );
  });

  it('gives euro × rate within a cent of national, and never a negative cost', () => {
    fc.assert(
      fc.property(negotiatedRate, stayParts, (rate, p) => {
        const result = priceAccommodationStay(rate, stay(p, p.checkin, p.checkin + p.first));
        if (!result.ok) return;
        expect(Math.abs(result.euro - result.national / p.rate)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.abs(result.euro * p.rate - result.national)).toBeLessThanOrEqual(
          0.01 * Math.max(1, p.rate),
        );
        expect(result.national).toBeGreaterThanOrEqual(0);
        expect(result.euro).toBeGreaterThanOrEqual(0);
        for (const night of result.breakdown) expect(night.amount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });
});

const qty = fc.record({
  from_qty: fc.nat(10),
  to_qty: fc.oneof(fc.constant(-1), fc.integer({ min: 3, max: 15 })),
  amount: price,
  price_type: fc.constantFrom('per' as const, 'total' as const),
});
const quantityItems = fc.array(fc.tuple(datedWithin(20, 20), fc.array(qty, { maxLength: 5 })), {
  maxLength: 4,
});

describe('transfer pricing properties', () => {
  it('prices with a bracket that holds the quantity, never below zero', () => {
    fc.assert(
      fc.property(quantityItems, fc.nat(40), fc.nat(12), currencyRate, (items, offset, n, r) => {
        const rate_items = items.map(([d, qties]) => ({ ...d, qties }));
        const luggage: LuggageRate = { name: 'L', type: 'luggage', rate_items };
        const people: TransferRate = { name: 'P', type: 'transfer', rate_items };
        for (const result of [
          priceLuggageTransfer(luggage, { date: day(offset), luggages: n, provider_currency_rate: r }),
          pricePeopleTransfer(people, { date: day(offset), people: n, provider_currency_rate: r }),
        ]) {
          if (!result.ok || n === 0) continue;
          const line = result.breakdown[0];
          const bracket = rate_items[line.itemIndex].qties[line.qtyIndex];
          expect(bracket.from_qty <= n && (bracket.to_qty === -1 || n <= bracket.to_qty)).toBe(true);
          expect(result.national).toBeGreaterThanOrEqual(0);
          expect(Math.abs(result.euro - result.national / r)).toBeLessThanOrEqual(0.005 + 1e-9);
        }
      }),
      { numRuns: 300 },
    );
  });
});
