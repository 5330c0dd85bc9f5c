import { describe, expect, it } from 'vitest';
import { findRateProblems, type NegotiatedRate, type RateProblem } from '../src/pricing/index.ts';

const any = { rate_item_type_id: 1, week_day_id: 1 };
const summary = (problems: RateProblem[]) => problems.map((p) => [p.kind, p.severity, p.message]);

describe('findRateProblems: negotiated rates', () => {
  it('finds nothing wrong in a clean rate, Any next to a specific week day included', () => {
    const clean: NegotiatedRate = {
      name: 'Clean',
      rate_items: [
        { ...any, from_date: '2026-01-01', to_date: '2026-06-30', dr2_b: 80, ir_b: null },
        { ...any, from_date: '2026-07-01', to_date: '2026-12-31', dr2_b: 0 },
        { ...any, week_day_id: 7, from_date: '2026-01-01', to_date: '2026-12-31', dr2_b: 95 },
      ],
    };
    expect(findRateProblems(clean)).toEqual([]);
  });

  it('names each kind of problem and the rows involved', () => {
    const rate = {
      name: 'Broken',
      rate_items: [
        { ...any, from_date: '2026-01-01', to_date: '2026-06-30' },
        { ...any, from_date: '2026-06-01', to_date: '2026-12-31' },
        { ...any, week_day_id: 7, from_date: '2026-08-01', to_date: '2026-07-01' },
        { ...any, week_day_id: 3, from_date: '2027-01-01', to_date: '2027-01-31', dr2_b: -5, ir_bd: 'abc' },
        { ...any, week_day_id: 12, from_date: '2026-02-30', to_date: '2027-13-01' },
      ],
    } as unknown as NegotiatedRate;
    expect(summary(findRateProblems(rate))).toEqual([
      [
        'date-order',
        'error',
        'Item 3 (Saturday, 2026-08-01 to 2026-07-01): the from date is after the to date',
      ],
      ['invalid-price', 'error', 'Item 4 (Tuesday, 2027-01-01 to 2027-01-31): ir_bd is not a number'],
      ['negative-price', 'error', 'Item 4 (Tuesday, 2027-01-01 to 2027-01-31): dr2_b is negative (-5)'],
      [
        'invalid-date',
        'error',
        'Item 5 (week day 12, 2026-02-30 to 2027-13-01): the from date is not a valid date',
      ],
      [
        'invalid-date',
        'error',
        'Item 5 (week day 12, 2026-02-30 to 2027-13-01): the to date is not a valid date',
      ],
      [
        'invalid-week-day',
        'error',
        'Item 5 (week day 12, 2026-02-30 to 2027-13-01): the week day is unknown',
      ],
      [
        'overlapping-items',
        'error',
        'Item 1 (Any Week Day, 2026-01-01 to 2026-06-30) and item 2 (Any Week Day, 2026-06-01 to 2026-12-31) overlap from 2026-06-01 to 2026-06-30',
      ],
    ]);
  });

  it('points at the field and lists the rows, for the editor and for Zod issues', () => {
    const rate: NegotiatedRate = {
      name: 'Two Mondays',
      rate_items: [
        { ...any, week_day_id: 2, from_date: '2026-01-01', to_date: '2026-03-31' },
        { ...any, week_day_id: 2, from_date: '2026-03-31', to_date: '2026-04-30', tr_bpd: -1 },
      ],
    };
    const [negative, overlap] = findRateProblems(rate);
    expect(negative).toMatchObject({ path: ['rate_items', 1, 'tr_bpd'], itemIndexes: [1], qtyIndexes: [] });
    expect(overlap).toMatchObject({
      kind: 'overlapping-items',
      path: ['rate_items', 1, 'from_date'],
      itemIndexes: [0, 1],
    });
    expect(overlap.message).toContain('overlap from 2026-03-31 to 2026-03-31');
  });

  it('never throws on a rate that is not a rate', () => {
    expect(summary(findRateProblems(null as unknown as NegotiatedRate))).toEqual([
      ['invalid-rate', 'error', 'The rate has no list of rate items'],
    ]);
    expect(findRateProblems({ name: 'x', rate_items: [7] } as unknown as NegotiatedRate)[0].message).toBe(
      'Item 1 is not a rate item',
    );
  });
});
