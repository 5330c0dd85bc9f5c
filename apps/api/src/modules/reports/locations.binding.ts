import { locationsReport } from '@trips/shared/modules/reports/locations.resource';
import { sql } from 'kysely';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';
import { reportBinding } from '../../engine/reports/report-binding.ts';
import { reportRefs as r } from './report-sql.ts';
import { cancelled } from './trip-rows-sql.ts';

const a = (column: string) => sql.ref(`a.${column}`);
const location = nameOf('locations', a('location_id'));
/** No earlier night (not cancelled) in the trip: the place the trip arrives at first. */
const isFirst = sql<boolean>`not exists (select 1 from trip_accommodations e where e.trip_id = a.trip_id
  and e.trip_service_status_id not in (${cancelled})
  and (e.checkin_date < a.checkin_date or (e.checkin_date = a.checkin_date and e.id < a.id)))`;

/** One row per night booked, not cancelled (spec part 1 §3 "Locations report"). */
export const locationsBinding = reportBinding(locationsReport, {
  baseQuery: (db) =>
    db
      .selectFrom('trip_accommodations as a')
      .innerJoin('trips as t', 't.id', 'a.trip_id')
      .where(sql<boolean>`a.trip_service_status_id not in (${cancelled})`) as never,
  id: a('id'),
  fields: {
    location_id: a('location_id'),
    checkin_date: a('checkin_date'),
    provider_id: a('provider_id'),
    trip_type_id: sql.ref('t.trip_type_id'),
    is_first_location_only: isFirst,
  },
  search: (term) => containsText(sql`(t.trip_name || ' ' || coalesce(${location}, ''))`, term),
  select: (query) =>
    query.select([
      'a.id',
      'a.trip_id',
      location.as('location_name'),
      r.day('a.checkin_date').as('checkin_date'),
      't.trip_name',
      nameOf('trip_types', sql.ref('t.trip_type_id')).as('trip_type_name'),
      nameOf('providers', a('provider_id'), sql`x.commercial_name`).as('provider_name'),
      'a.people',
      isFirst.as('is_first_location'),
    ]) as never,
});
