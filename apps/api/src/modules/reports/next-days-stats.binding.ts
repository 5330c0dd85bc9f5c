import { nextDaysStatsReport } from '@trips/shared/modules/reports/next-days-stats.resource';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { groupedReport } from '../../engine/reports/report-binding.ts';
import { confirmedStatusId } from './next-days.binding.ts';
import { liveRowsOfTrip } from './trip-rows-sql.ts';

/** A (day, user) pair as one number: the user in the high digits, the day (from 1 Jan 1900) below. */
export const dayUserId = (day: string, user: string) =>
  sql<number>`(coalesce(${sql.ref(user)}, 0)::bigint * 1000000 + (${sql.ref(day)} - date '1900-01-01'))`;

const source = (db: Database) =>
  db
    .selectFrom('trips as t')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom(sql`${liveRowsOfTrip(sql.ref('t.id'))}`.as('x'))
          .select([
            sql<number>`count(*)`.as('services'),
            sql<number>`count(*) filter (where x.trip_service_status_id = ${sql.lit(confirmedStatusId)})`.as(
              'confirmed',
            ),
          ])
          .as('s'),
      (join) => join.onTrue(),
    )
    .groupBy(['t.start_date', 't.operations_owner_id'])
    .select([
      dayUserId('t.start_date', 't.operations_owner_id').as('id'),
      't.start_date as date',
      't.operations_owner_id as search_user_id',
      sql<number>`count(*)::int`.as('trips'),
      sql<number>`sum(s.services)::int`.as('services'),
      sql<number>`sum(s.confirmed)::int`.as('confirmed_services'),
      sql<number>`round(100.0 * sum(s.confirmed) / nullif(sum(s.services), 0), 2)`.as('confirmed_per'),
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
