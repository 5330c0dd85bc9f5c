import type { ColumnDef } from '../../list/descriptor.ts';
import {
  column,
  defineReport,
  picked,
  type ReportDescriptor,
  reportDay,
} from '../../reports/define-report.ts';
import { columnsOf } from './report-fields.ts';

/** The task reports' filters (spec part 1 §3): the user, and a day range of the tasks' deadlines. */
const taskFilters = {
  search_user_id: picked('User', 'staff'),
  date: reportDay('Deadline'),
};

/** Active tasks (spec part 1 §3 "Tasks"): open tasks of a user, by deadline; rows open the task. */
export const activeTasksReport = defineReport({
  slug: 'active_tasks_report',
  label: 'Active tasks report',
  right: 'active_tasks_report',
  fields: taskFilters,
  columns: columnsOf('active_tasks_report'),
  defaultSort: 'date',
  defaultOrder: 'asc',
});

/** The measures of a user's tasks due on one day, each a sortable column. */
export const taskMeasures = {
  total: 'Tasks',
  open: 'Open',
  pending: 'Pending',
  overdue: 'Overdue',
  completed: 'Completed',
  completed_per: 'Completed %',
} as const;
export type TaskMeasure = keyof typeof taskMeasures;

const sortable = (slug: string, label: string): ColumnDef => ({ ...column(slug, label), sortable: true });

/**
 * A task chart report: one row per user and deadline day with some of the measures; `pending` = open
 * and not overdue, `overdue` = open and due before the company's today, `completed` = in a closed status.
 */
const taskChartReport = (slug: string, label: string, right: string, measures: readonly TaskMeasure[]) =>
  defineReport({
    slug,
    label,
    right,
    fields: taskFilters,
    columns: [
      sortable('user_name', 'User'),
      column('date', 'Deadline'),
      ...measures.map((m) => sortable(m, taskMeasures[m])),
    ],
    defaultSort: 'date',
    defaultOrder: 'asc',
  });

export const overdueVsPendingReport = taskChartReport(
  'overdue_vs_pending_tasks_report',
  'Overdue vs pending tasks',
  'overdue_pending_tasks_report',
  ['overdue', 'pending', 'open'],
);
export const completedVsTotalReport = taskChartReport(
  'completed_vs_total_tasks_report',
  'Completed vs total tasks',
  'completed_total_tasks_report',
  ['completed', 'total', 'completed_per'],
);
export const tasksSummaryReport = taskChartReport('tasks_summary', 'Tasks summary', 'tasks_summary_report', [
  'total',
  'open',
  'pending',
  'overdue',
  'completed',
  'completed_per',
]);

/** The chart reports and the two measures each one's chart sets side by side per user. */
export const taskChartReports: readonly { report: ReportDescriptor; series: readonly TaskMeasure[] }[] = [
  { report: overdueVsPendingReport, series: ['overdue', 'pending'] },
  { report: completedVsTotalReport, series: ['completed', 'total'] },
  { report: tasksSummaryReport, series: ['completed', 'pending', 'overdue'] },
];
