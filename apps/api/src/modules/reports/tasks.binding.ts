import {
  activeTasksReport,
  taskChartReports,
  taskMeasures,
} from '@trips/shared/modules/reports/tasks.resource';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ListBinding } from '../../engine/list/binding.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { groupedReport, reportBinding } from '../../engine/reports/report-binding.ts';
import { rowColumns, taskSql } from '../tasks/index.ts';
import { dayUserId } from './next-days-stats.binding.ts';

/** The task reports (spec part 1 §3): overdue is judged on the company's day, so they are built per zone. */
export function taskReportBindings(timeZone: string): ListBinding[] {
  const q = taskSql(timeZone);
  const active = reportBinding(activeTasksReport, {
    baseQuery: (db) => q.from(db).where(q.isOpen) as never,
    id: sql.ref('t.id'),
    fields: { search_user_id: sql.ref('t.owner_id'), date: sql.ref('t.deadline') },
    select: (query) => query.select([...rowColumns(q)]),
  });
  const count = (where: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${where}))::int`;
  /**
   * One row per deadline day and owner with every measure; each report shows some of them. Only the
   * status is joined, so the groups are read from the (deadline, owner) index in the report's order.
   */
  const source = (db: Database) =>
    db
      .selectFrom('tasks as t')
      .innerJoin('task_statuses as s', 's.id', 't.status_id')
      .groupBy(['t.deadline', 't.owner_id'])
      .select([
        dayUserId('t.deadline', 't.owner_id').as('id'),
        't.owner_id as search_user_id',
        't.deadline as date',
        sql<number>`count(*)::int`.as('total'),
        count(q.isOpen).as('open'),
        count(sql`${q.isOpen} and not ${q.isOverdue}`).as('pending'),
        count(q.isOverdue).as('overdue'),
        count(sql`s.is_closed`).as('completed'),
        sql<number>`round(100.0 * count(*) filter (where s.is_closed) / count(*), 2)`.as('completed_per'),
      ]) as never;
  const charts = taskChartReports.map(({ report }) =>
    groupedReport(report, source, {
      select: (query) =>
        query.select([
          'g.id',
          'g.search_user_id',
          nameOf('users', sql.ref('g.search_user_id'), sql`x.first_name || ' ' || x.last_name`).as(
            'user_name',
          ),
          sql<string>`to_char(g.date, 'YYYY-MM-DD')`.as('date'),
          ...Object.keys(taskMeasures).map((m) => sql.ref(`g.${m}`).as(m)),
        ]) as never,
      fields: {
        user_name: nameOf('users', sql.ref('g.search_user_id'), sql`x.first_name || ' ' || x.last_name`),
      },
    }),
  );
  return [active, ...charts];
}
