import { CompiledQuery, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ListQueryBuilder } from './binding.ts';

/** Beyond this many matching rows a list shows an estimated total (DESIGN §5: totals that stay fast). */
export const countCap = 10_000;

export interface Totals {
  all_count: number;
  count_is_estimate: boolean;
}

const ones = (filtered: ListQueryBuilder) => filtered.select(sql`1`.as('one'));

export async function exactCount(db: Database, filtered: ListQueryBuilder, limit?: number): Promise<number> {
  const rows = limit === undefined ? ones(filtered) : ones(filtered).limit(limit);
  const row = await db
    .selectFrom(rows.as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The planner's row estimate for the filtered query: no rows are read. */
async function plannerEstimate(db: Database, filtered: ListQueryBuilder): Promise<number> {
  const { sql: text, parameters } = ones(filtered).compile();
  type Plan = { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] };
  const result = await db.executeQuery<Plan>(
    CompiledQuery.raw(`explain (format json) ${text}`, [...parameters]),
  );
  return Math.round(result.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
}

/**
 * Counts at most countCap + 1 matching rows. Up to the cap the total is exact; above it the planner's
 * estimate is given (never below the cap) and flagged, which the UI shows as "about".
 */
export async function cappedCount(db: Database, filtered: ListQueryBuilder): Promise<Totals> {
  const n = await exactCount(db, filtered, countCap + 1);
  if (n <= countCap) return { all_count: n, count_is_estimate: false };
  const estimate = await plannerEstimate(db, filtered);
  return { all_count: Math.max(estimate, countCap + 1), count_is_estimate: true };
}
