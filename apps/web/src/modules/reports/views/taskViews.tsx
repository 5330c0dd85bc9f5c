import { t } from '@lingui/core/macro';
import {
  activeTasksReport,
  type TaskMeasure,
  taskChartReports,
} from '@trips/shared/modules/reports/tasks.resource';
import type { ListRow, ListView } from '../../../engine/types';
import { formatPercent } from '../../../i18n/format';
import { tr } from '../../../i18n/tr';
import { detailPath, pathTo } from '../../../lib/paths';
import { TaskChart } from '../charts/TaskChart';

/** Active tasks: each opens its task. */
export const activeTasksView: ListView<ListRow> = {
  descriptor: activeTasksReport.list,
  rowHref: (row) => detailPath('task', row.id),
  get loadFailure() {
    return t`unable to find the active tasks report`;
  },
};

const measureLabels = (): Record<TaskMeasure, string> => ({
  total: t`Tasks`,
  open: t`Open`,
  pending: t`Pending`,
  overdue: t`Overdue`,
  completed: t`Completed`,
  completed_per: t`Completed %`,
});

/** The chart reports: a bar chart of the page's rows per user above the table of users and days. */
export const taskChartViews: Record<string, ListView<ListRow>> = Object.fromEntries(
  taskChartReports.map(({ report, series }) => [
    report.list.name,
    {
      descriptor: report.list,
      rowHref: () => pathTo('report', 'active_tasks_report'),
      cells: { completed_per: (row: ListRow) => formatPercent(row.completed_per as number | null) },
      summary: (rows: readonly ListRow[]) => (
        <TaskChart rows={rows} series={series} labels={measureLabels()} title={tr(report.list.label)} />
      ),
      get loadFailure() {
        return t`unable to find the task report`;
      },
    } satisfies ListView<ListRow>,
  ]),
);
