import type { ReportDescriptor } from '@trips/shared/reports/define-report';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ListBinding, ListQueryBuilder, SqlExpr } from '../list/binding.ts';

type ReportParts = Omit<ListBinding, 'descriptor' | 'permission'>;

/**
 * A report is a list of the list engine (DESIGN §10): its descriptor and right come from the shared report,
 * the rest is a binding, so filters, order, pages, totals, export, saved filters and columns come for free.
 */
export function reportBinding(report: ReportDescriptor, parts: ReportParts): ListBinding {
  return { ...parts, descriptor: report.list, permission: report.right, orPermission: report.mobileRight };
}

/**
 * A report whose rows are groups: `source` is a grouped (or joined) query with one row per `id` and every
 * measure as a named column; the report reads it as the table `g`, so each filter field and sort key is a
 * plain column of the group. Conditions on grouping columns are pushed into the grouped query by the
 * planner; the measures are filtered after grouping, as a HAVING would. A page is read in one pass, so
 * the groups are computed once.
 */
export function groupedReport(
  report: ReportDescriptor,
  source: (db: Database) => ListQueryBuilder,
  parts: Partial<ReportParts> & Pick<ReportParts, 'select'>,
): ListBinding {
  const g = (name: string) => sql.ref(`g.${name}`);
  const list = report.list;
  const columns = [...list.fieldNames, ...list.sortKeys].filter((name) => !parts.tags?.[name]);
  const fields: Record<string, SqlExpr> = Object.fromEntries(columns.map((name) => [name, g(name)]));
  return reportBinding(report, {
    baseQuery: (db) => db.selectFrom(source(db).as('g')) as ListQueryBuilder,
    id: g('id'),
    pageInOnePass: true,
    ...parts,
    fields: { ...fields, ...parts.fields },
  });
}
