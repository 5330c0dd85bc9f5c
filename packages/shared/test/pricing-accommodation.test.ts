import { describe, expect, it } from 'vitest';
import {
  type AccommodationStay,
  type NegotiatedRate,
  type NegotiatedRateItem,
  priceAccommodationStay,
} from '../src/pricing/index.ts';

// 2026-05-01 is a Friday, 2026-05-02 a Saturday, 2026-06-30 a Tuesday, 2026-07-01 a Wednesday.
const SATURDAY = 7;

const spring: NegotiatedRateItem = {
  id: 11,
  rate_item_type_id: 1,
  week_day_id: 1,
  from_date: '2026-04-01',
  to_date: '2026-06-30',
  ...{ ir_b: 60, dr2_b: 80, ir1_b: 82, tr_b: 105, ir_bd: 75, dr2_bd: 110, ir1_bd: 112, tr_bd: 150 },
  ...{ ir_bp: 68, dr2_bp: 96, ir1_bp: 98, tr_bp: 129, ir_bpd: 83, dr2_bpd: 126, ir1_bpd: 128, tr_bpd: 174 },
};
const highSeason: NegotiatedRateItem = {
  id: 12,
  rate_item_type_id: 2,
  week_day_id: 1,
  from_date: '2026-07-01',
  to_date: '2026-09-30',
  ir_b: 70,
  dr2_b: 95,
  dr2_bd: null,
};
const saturdays: NegotiatedRateItem = {
  id: 13,
  rate_item_type_id: 1,
  week_day_id: SATURDAY,
  from_date: '2026-04-01',
  to_date: '2026-09-30',
  ir_b: 75,
  dr2_b: 100,
};
const rate: NegotiatedRate = { id: 1, name: 'Hotel Sol 2026', rate_items: [spring, highSeason, saturdays] };

const stay = (checkin_date: string, checkout_date: string, extra: Partial<AccommodationStay> = {}) => ({
  checkin_date,
  checkout_date,
  double_rooms: 1,
  ...extra,
});

describe('priceAccommodationStay: worked examples', () => {
  it('prices one night in one double room with breakfast', () => {
    const result = priceAccommodationStay(rate, stay('2026-04-30', '2026-05-01'));
    expect(result).toEqual({
      ok: true,
      national: 80,
      euro: 80,
      breakdown: [
        {
          date: '2026-04-30',
          amount: 80,
          itemId: 11,
          itemIndex: 0,
          weekDayId: 5,
          variant: 'b',
          rooms: [{ group: 'dr2', rooms: 1, price: 80 }],
        },
      ],
    });
  });

  it('adds mixed room types: 1 individual, 2 double, 1 twin, 1 triple', () => {
    const rooms = { individual_rooms: 1, double_rooms: 2, twin_rooms: 1, triple_rooms: 1 };
    const result = priceAccommodationStay(rate, stay('2026-05-05', '2026-05-06', rooms));
    expect(result.ok && result.national).toBe(60 + 2 * 80 + 82 + 105);
    expect(result.ok && result.breakdown[0].rooms.map((r) => r.group)).toEqual(['ir', 'dr2', 'ir1', 'tr']);
  });

  it.each([
    [1, 'b', 80],
    [2, 'bd', 110],
    [3, 'bp', 96],
    [4, 'bpd', 126],
  ])('meals_id %i prices the %s variant', (meals_id, variant, price) => {
    const result = priceAccommodationStay(rate, stay('2026-05-05', '2026-05-06', { meals_id }));
    expect(result.ok && result.national).toBe(price);
    expect(result.ok && result.breakdown[0].variant).toBe(variant);
  });

  it('prices each variant of each room group from its own field', () => {
    const rooms = { individual_rooms: 1, double_rooms: 1, twin_rooms: 1, triple_rooms: 1 };
    const result = priceAccommodationStay(rate, stay('2026-05-05', '2026-05-06', { ...rooms, meals_id: 4 }));
    expect(result.ok && result.national).toBe(83 + 126 + 128 + 174);
  });

  it('crosses a season boundary night by night', () => {
    const result = priceAccommodationStay(rate, stay('2026-06-29', '2026-07-02'));
    expect(result.ok && result.national).toBe(80 + 80 + 95);
    expect(result.ok && result.breakdown.map((n) => [n.date, n.itemId])).toEqual([
      ['2026-06-29', 11],
      ['2026-06-30', 11],
      ['2026-07-01', 12],
    ]);
  });

  it('lets a Saturday item beat the Any Week Day item', () => {
    const result = priceAccommodationStay(rate, stay('2026-05-01', '2026-05-03', { individual_rooms: 1 }));
    expect(result.ok && result.breakdown.map((n) => [n.weekDayId, n.itemId, n.amount])).toEqual([
      [6, 11, 60 + 80],
      [SATURDAY, 13, 75 + 100],
    ]);
    expect(result.ok && result.national).toBe(315);
  });

  it('prefers the narrower of two Any Week Day items (a special event inside a season)', () => {
    const festival = {
      ...spring,
      id: 14,
      rate_item_type_id: 4,
      from_date: '2026-05-01',
      to_date: '2026-05-01',
      dr2_b: 150,
    };
    const withFestival = { ...rate, rate_items: [spring, festival] };
    const result = priceAccommodationStay(withFestival, stay('2026-04-30', '2026-05-02'));
    expect(result.ok && result.breakdown.map((n) => n.itemId)).toEqual([11, 14]);
    expect(result.ok && result.national).toBe(230);
  });

  it('prices the location replacement of the booked meal plan', () => {
    const ration_replacements = { breakfast_picnic_replacement_id: 1 };
    const result = priceAccommodationStay(
      rate,
      stay('2026-05-05', '2026-05-06', { meals_id: 3, ration_replacements }),
    );
    expect(result.ok && result.national).toBe(80);
    expect(result.ok && result.breakdown[0].variant).toBe('b');
  });

  it('costs nothing for zero nights or zero rooms, and needs no rate then', () => {
    const empty = { ok: true, national: 0, euro: 0, breakdown: [] };
    expect(priceAccommodationStay(rate, stay('2026-05-05', '2026-05-05'))).toEqual(empty);
    expect(priceAccommodationStay(rate, stay('2027-05-05', '2027-05-08', { double_rooms: 0 }))).toEqual(
      empty,
    );
  });
});
