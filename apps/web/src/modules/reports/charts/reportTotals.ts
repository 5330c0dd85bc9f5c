import type { ListRow } from '../../../engine/types';

/** One bar group of a chart: its category and a number per series. */
export type ChartPoint = Record<string, string | number>;

const amount = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};
/** Sums kept to the cent: 0.1 + 0.2 reads 0.3 in a chart's total, not 0.30000000000000004. */
const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Prepayments' rows (a trip each) summed per section: what is still to prepay (`pending`) and what is paid,
 * a bar each, from the `{section}_pending` and `{section}_paid` columns. `sections` are [key, label] pairs.
 */
export function pendingAndPaidBySection(
  rows: readonly ListRow[],
  sections: readonly (readonly [key: string, label: string])[],
): ChartPoint[] {
  return sections.map(([key, label]) => ({
    section: label,
    pending: cents(rows.reduce((n, row) => n + amount(row[`${key}_pending`]), 0)),
    paid: cents(rows.reduce((n, row) => n + amount(row[`${key}_paid`]), 0)),
  }));
}

/**
 * VAT report rows (a trip each) summed per month of the trip's end, oldest month first whatever the
 * table's order: the margin and the VAT. `monthLabel` names a month ('2026-05' → 'May 2026'); rows without
 * an end day are left out.
 */
export function marginAndVatByMonth(
  rows: readonly ListRow[],
  monthLabel: (month: string) => string,
): ChartPoint[] {
  const byMonth = new Map<string, { margin: number; vat: number }>();
  for (const row of rows) {
    const month = String(row.end_date ?? '').slice(0, 7);
    if (!/^\d{4}-\d{2}$/.test(month)) continue;
    const entry = byMonth.get(month) ?? { margin: 0, vat: 0 };
    entry.margin += amount(row.cost_margin);
    entry.vat += amount(row.vat);
    byMonth.set(month, entry);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, { margin, vat }]) => ({
      month: monthLabel(month),
      margin: cents(margin),
      vat: cents(vat),
    }));
}

export interface StatusSeries {
  /** The series' key in each point: `status_<id>`. */
  name: string;
  id: number;
  /** The status as the rows name it (already in the reader's language). */
  label: string;
}

/**
 * Report rows (a night, a transfer) counted per day and status, for bars stacked by status: the days in the
 * order the rows come (the table's), the statuses by id. `dayLabel` writes the day as the table does.
 */
export function rowsByDayAndStatus(
  rows: readonly ListRow[],
  dayColumn: string,
  dayLabel: (day: string) => string,
): { data: ChartPoint[]; series: StatusSeries[] } {
  const statuses = new Map<number, StatusSeries>();
  const byDay = new Map<string, ChartPoint>();
  for (const row of rows) {
    const id = Number(row.trip_service_status_id ?? 0);
    const name = `status_${id}`;
    if (!statuses.has(id)) statuses.set(id, { name, id, label: String(row.trip_service_status_name ?? '') });
    const day = String(row[dayColumn] ?? '').slice(0, 10);
    const point = byDay.get(day) ?? { day: day ? dayLabel(day) : '–' };
    point[name] = Number(point[name] ?? 0) + 1;
    byDay.set(day, point);
  }
  const series = [...statuses.values()].sort((a, b) => a.id - b.id);
  // Every point carries every series, so a missing status reads 0 in the tooltip rather than nothing.
  const data = [...byDay.values()].map((point) => ({
    ...Object.fromEntries(series.map((s) => [s.name, 0])),
    ...point,
  }));
  return { data, series };
}
