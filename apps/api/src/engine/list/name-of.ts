import { type RawBuilder, sql } from 'kysely';

/**
 * The name behind a list row's id column, read by a scalar subquery rather than a join: a page computes it
 * for its rows only, a count never, and the planner does not search the orders of many joins (with a
 * dozen lookups that alone cost 10–30 ms a query).
 */
export const nameOf = (table: string, id: RawBuilder<unknown>, name = sql`x.name`, extra = sql``) =>
  sql<string | null>`(select ${name} from ${sql.table(table)} x where x.id = ${id} ${extra})`;
