import type { TaskMeasure } from '@trips/shared/modules/reports/tasks.resource';
import type { ListRow } from '../../../engine/types';
import { BarSummary } from './BarSummary';
import { taskTotals } from './taskTotals';

const colors: Record<TaskMeasure, string> = {
  total: 'gray.6',
  open: 'blue.6',
  pending: 'yellow.6',
  overdue: 'red.6',
  completed: 'teal.6',
  completed_per: 'teal.6',
};

interface Props {
  rows: readonly ListRow[];
  series: readonly TaskMeasure[];
  labels: Record<TaskMeasure, string>;
  title: string;
}

/** The page's task rows summed per user, a bar per measure. */
export function TaskChart({ rows, series, labels, title }: Props) {
  return (
    <BarSummary
      data={taskTotals(rows, series)}
      category="user"
      series={series.map((m) => ({ name: m, label: labels[m], color: colors[m] }))}
      title={title}
      counts={!series.includes('completed_per')}
    />
  );
}
