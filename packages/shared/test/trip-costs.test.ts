import { describe, expect, it } from 'vitest';
import { costsProblem, rowCost, tripCosts, tripMargin } from '../src/modules/trips/trip-costs.ts';
import { tripMessages } from '../src/modules/trips/trips.constants.ts';

const row = (t_cost: number | null, r_cost: number | null = null, trip_service_status_id = 1) => ({
  t_cost,
  r_cost,
  trip_service_status_id,
});

describe('trip costs (part 2 §3 other trip data)', () => {
  it('takes the real cost before the theoretical one, and nothing of a cancelled row', () => {
    expect(rowCost(row(100, 80))).toBe(80);
    expect(rowCost(row(100))).toBe(100);
    expect(rowCost(row(null))).toBe(0);
    expect(rowCost(row(100, 80, 7))).toBe(0);
  });

  it('gives the margin of a total cost, as the editor shows it live', () => {
    expect(tripMargin(600.5, 1000, 49.5)).toEqual({
      total_cost: 600.5,
      gross_margin: 350,
      gross_margin_per: 35,
    });
    expect(tripMargin(10, 0, 0).gross_margin_per).toBeNull();
  });

  it('sums in cents and subtracts the insurance from the margin', () => {
    const costs = tripCosts([row(0.1), row(0.2), row(50, 40.35), row(999, null, 7)], 1000, 10.5);
    expect(costs.total_cost).toBe(40.65);
    expect(costs.gross_margin).toBe(948.85);
    expect(costs.gross_margin_per).toBe(94.89);
  });

  it('has no percentage without a price, and a negative margin when costs exceed it', () => {
    expect(tripCosts([row(10)], 0, 0)).toEqual({ total_cost: 10, gross_margin: -10, gross_margin_per: null });
    expect(tripCosts([row(150)], 100, 0).gross_margin_per).toBe(-50);
  });

  it('names costs and margins the stored columns cannot hold', () => {
    const max = 9_999_999_999;
    expect(costsProblem(tripCosts([row(max)], max, 0))).toBeNull();
    expect(costsProblem(tripCosts([row(max), row(1)], max, 0))).toBe(tripMessages.costsTooLarge);
    expect(costsProblem(tripCosts([row(max)], 0, max))).toBe(tripMessages.marginTooLarge);
  });
});
