import { nextDaysStatsReport } from '@trips/shared/modules/reports/next-days-stats.resource';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { groupedReport } from '../../engine/reports/report-binding.ts';

/** A (day, user) pair as one number: the user in the high digits, the day (from 1 Jan 1900) below. */
export const dayUserId = (day: string, user: string) =>
  sql<number>`(coalesce(${sql.ref(user)}, 0)::bigint * 1000000 + (${sql.ref(day)} - date '1900-01-01'))`;

/** The trips' own counts of live and confirmed services (kept by the database, migration 0027). */
const source = (db: Database) =>
  db
    .selectFrom('trips as t')
    .groupBy(['t.start_date', 't.operations_owner_id'])
    .select([
      dayUserId('t.start_date', 't.operations_owner_id').as('id'),
      't.start_date as date',
      't.operations_owner_id as search_user_id',
      sql<number>`count(*)::int`.as('trips'),
      sql<number>`sum(t.live_services)::int`.as('services'),
      sql<number>`sum(t.confirmed_services)::int`.as('confirmed_services'),
      sql<number>`round(100.0 * sum(t.confirmed_services) / nullif(sum(t.live_services), 0), 2)`.as(
        'confirmed_per',
      ),
    ]) as never;

/** Trips starting per day and owner, their services and confirmed services (a grouped report). */
export const nextDaysStatsBinding = groupedReport(nextDaysStatsReport, source, {
  select: (query) =>
    query.select([
      'g.id',
      sql<string>`to_char(g.date, 'YYYY-MM-DD')`.as('date'),
      'g.search_user_id',
      nameOf('users', sql.ref('g.search_user_id'), sql`x.first_name || ' ' || x.last_name`).as('user_name'),
      'g.trips',
      'g.services',
      'g.confirmed_services',
      'g.confirmed_per',
    ]) as never,
});
