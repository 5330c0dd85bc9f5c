import type { ListRow } from '../../../engine/types';
import { formatDate } from '../../../i18n/format';
import { BarSummary } from './BarSummary';
import { rowsByDayAndStatus } from './reportTotals';

/** trip_service statuses by id (OK, Requested, Confirmed, Pending, changes asked, Cancelled, Declined, No response). */
const statusColors: Record<number, string> = {
  1: 'gray.5',
  2: 'blue.5',
  3: 'teal.6',
  4: 'yellow.6',
  5: 'violet.5',
  6: 'orange.6',
  7: 'dark.3',
  8: 'red.6',
  9: 'pink.6',
};
const otherColors = ['cyan.6', 'lime.6', 'indigo.5', 'grape.5', 'green.7'];

interface Props {
  rows: readonly ListRow[];
  /** The row's day the bars group by (check-in, the transfer's date). */
  dayColumn: string;
  title: string;
}

/** A report's rows per day, stacked by the rows' status (named as the server names them, in the reader's language). */
export function StatusChart({ rows, dayColumn, title }: Props) {
  const { data, series } = rowsByDayAndStatus(rows, dayColumn, formatDate);
  return (
    <BarSummary
      data={data}
      category="day"
      stacked
      series={series.map((s, i) => ({
        name: s.name,
        label: s.label,
        color: statusColors[s.id] ?? otherColors[i % otherColors.length],
      }))}
      title={title}
    />
  );
}
