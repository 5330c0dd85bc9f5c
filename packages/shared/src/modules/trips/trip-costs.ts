import { moneyMax } from '../../validation/ranges.ts';
import { cancelledServiceStatusIds, tripMessages } from './trips.constants.ts';

/**
 * The trip's costs and margin (spec part 2 §3 "Other trip data"), zod-free so the browser recomputes them
 * live exactly as the server stores them. Money is summed in whole cents.
 */
export interface CostedRow {
  trip_service_status_id: number;
  r_cost: number | null;
  t_cost: number | null;
}

export interface TripCosts {
  total_cost: number;
  gross_margin: number;
  /** Margin as a percentage of the price, 2 decimals; null when the price is 0. */
  gross_margin_per: number | null;
}

const cents = (value: number) => Math.round(value * 100);
/** The stored percentage's range (numeric(9, 2)); a tiny price with big costs is clamped to it. */
const maxPercent = 9_999_999.99;

/** What a row adds to the trip's cost: nothing when cancelled, else the real cost or the theoretical one. */
export function rowCost(row: CostedRow): number {
  if (cancelledServiceStatusIds.includes(row.trip_service_status_id)) return 0;
  return row.r_cost ?? row.t_cost ?? 0;
}

/** The margin after insurance on a total cost, and the margin as a percentage of the price. */
export function tripMargin(totalCost: number, tripPrice: number, insuranceCost: number): TripCosts {
  const totalCents = cents(totalCost);
  const marginCents = cents(tripPrice) - totalCents - cents(insuranceCost);
  const percent = Math.round((marginCents / cents(tripPrice)) * 10_000) / 100;
  const gross_margin_per = tripPrice === 0 ? null : Math.max(-maxPercent, Math.min(maxPercent, percent));
  return { total_cost: totalCents / 100, gross_margin: marginCents / 100, gross_margin_per };
}

/**
 * Why the trip's costs cannot be stored (numeric(12, 2), like every amount), or null. Each amount is in
 * range, but a sum over many rows, or a small price less large costs, may not be. Unlike the percentage
 * they are not clamped: that would store a wrong amount.
 */
export function costsProblem({ total_cost, gross_margin }: TripCosts): string | null {
  if (Math.abs(total_cost) > moneyMax) return tripMessages.costsTooLarge;
  return Math.abs(gross_margin) > moneyMax ? tripMessages.marginTooLarge : null;
}

/** Total cost of the rows, the margin after insurance, and the margin as a percentage of the price. */
export function tripCosts(rows: readonly CostedRow[], tripPrice: number, insuranceCost: number): TripCosts {
  const totalCents = rows.reduce((sum, row) => sum + cents(rowCost(row)), 0);
  return tripMargin(totalCents / 100, tripPrice, insuranceCost);
}
