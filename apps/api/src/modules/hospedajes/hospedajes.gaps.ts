import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { missingOf } from './hospedajes.sql.ts';

/** A coming night in Spain whose communication still lacks data (`missing`: what, in SES.Hospedajes's words). */
export interface NightGap {
  accommodation_id: number;
  checkin_date: string;
  missing: string;
}

/**
 * The trip's nights in Spain from today on, not cancelled, that SES.Hospedajes could not be told about yet
 * because the hotel's address or the travellers' data is incomplete (the report's own rule, `missingOf`).
 */
export async function nightGaps(db: Database, tripId: number, today: string): Promise<NightGap[]> {
  const rows = await db
    .selectFrom('trip_accommodations as a')
    .innerJoin('trips as t', 't.id', 'a.trip_id')
    .innerJoin('providers_view as p', 'p.id', 'a.provider_id')
    .innerJoin('countries as pc', 'pc.id', 'p.country_id')
    .select([
      'a.id as accommodation_id',
      sql<string>`a.checkin_date::text`.as('checkin_date'),
      missingOf.as('missing'),
    ])
    .where('a.trip_id', '=', tripId)
    .where('pc.iso2', '=', 'ES')
    .where('a.checkin_date', '>=', today)
    .where('a.checkout_date', 'is not', null)
    .where('a.trip_service_status_id', 'not in', cancelledServiceStatusIds)
    .orderBy('a.checkin_date')
    .execute();
  return rows.filter((r) => r.missing !== '');
}
