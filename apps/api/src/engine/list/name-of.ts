import { type OperationNode, type RawBuilder, sql } from 'kysely';
import { nameColumn } from '../i18n/local-name.ts';

const joinable = new WeakMap<OperationNode, RawBuilder<unknown>>();

/**
 * The name behind a list row's id column, read by a scalar subquery rather than a join: a page computes it
 * for its rows only, a count never, and the planner does not search the orders of many joins (with a
 * dozen lookups that alone cost 10–30 ms a query). An export, which reads every row, joins the same
 * lookup instead (`joinedLookup`, DESIGN §9: per-row subqueries run at a quarter of the speed of joins).
 * A reference table's name is the reader's language's (`nameColumn`).
 */
export function nameOf(
  table: string,
  id: RawBuilder<unknown>,
  name: RawBuilder<unknown> = nameColumn(table, 'x'),
  extra = sql``,
) {
  const subquery = sql<
    string | null
  >`(select ${name} from ${sql.table(table)} x where x.id = ${id} ${extra})`;
  const lookup = sql`(select ${name} as name from ${sql.table(table)} x where x.id = ${id} ${extra})`;
  joinable.set(subquery.toOperationNode(), lookup);
  return subquery;
}

/** For a name read by `nameOf`, the same lookup as a table of one `name` column, to join laterally. */
export const joinedLookup = (node: OperationNode): RawBuilder<unknown> | undefined => joinable.get(node);
