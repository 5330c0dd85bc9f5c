import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import { addDays, dayOf } from '../../modules/trips/readiness/readiness.days.ts';
import { keepReadiness } from '../../modules/trips/readiness/readiness.service.ts';
import type { Database } from '../database.ts';
import { seedReadinessShowcase } from './readiness-showcase.ts';

/**
 * Demo readiness (issue 31): a held room of an upcoming Active trip whose free cancellation ends within the
 * week, then every trip's summary computed as its next save would (the list's Problems column, the home's
 * "Needs attention"), quietly: the demo's notifications stay the ones it seeds. The demo's hotel chains already leave one
 * stage without a route (Palas de Rei → Arzúa), so an upcoming trip with luggage on shows that gap.
 */
export async function seedReadiness(db: Database, now = new Date()) {
  const today = dayOf(now);
  const held = await db
    .selectFrom('trip_accommodations as a')
    .innerJoin('trips as t', 't.id', 'a.trip_id')
    .select(['a.id', sql<string>`a.checkin_date::text`.as('checkin')])
    .where('t.general_status_id', '=', generalStatuses.active)
    .where('a.trip_service_status_id', 'in', [serviceStatus.confirmed, serviceStatus.requested])
    .where('a.checkin_date', '>', addDays(today, 8))
    .orderBy('a.checkin_date')
    .limit(1)
    .executeTakeFirst();
  if (held)
    await db
      .updateTable('trip_accommodations')
      .set({ free_cancellation_date: addDays(today, 5) })
      .where('id', '=', held.id)
      .execute();
  await seedReadinessShowcase(db, now);
  const trips = await db.selectFrom('trips').select('id').orderBy('id').execute();
  await db.transaction().execute(async (trx) => {
    for (const { id } of trips) await keepReadiness(trx, id, today, null, true);
  });
}
