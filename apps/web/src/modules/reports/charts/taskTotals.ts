import type { TaskMeasure } from '@trips/shared/modules/reports/tasks.resource';
import type { ListRow } from '../../../engine/types';

/** Rows of (user, day) summed per user, in the order users first appear. */
export function taskTotals(rows: readonly ListRow[], series: readonly TaskMeasure[]) {
  const byUser = new Map<string, Record<string, string | number>>();
  for (const row of rows) {
    const user = String(row.user_name ?? '');
    const entry = byUser.get(user) ?? { user, ...Object.fromEntries(series.map((m) => [m, 0])) };
    for (const m of series) entry[m] = (entry[m] as number) + Number(row[m] ?? 0);
    byUser.set(user, entry);
  }
  return [...byUser.values()];
}
