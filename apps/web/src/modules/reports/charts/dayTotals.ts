import type { ListRow } from '../../../engine/types';
import { formatDate } from '../../../i18n/format';

/**
 * Next days trips stats' rows (a day and an owner each) summed per day, in the page's order: the services
 * confirmed and those still open.
 */
export function serviceTotalsByDay(rows: readonly ListRow[]) {
  const byDay = new Map<string, { day: string; confirmed: number; open: number }>();
  for (const row of rows) {
    const day = formatDate(String(row.date ?? ''));
    const entry = byDay.get(day) ?? { day, confirmed: 0, open: 0 };
    const confirmed = Number(row.confirmed_services ?? 0);
    entry.confirmed += confirmed;
    entry.open += Math.max(0, Number(row.services ?? 0) - confirmed);
    byDay.set(day, entry);
  }
  return [...byDay.values()];
}
