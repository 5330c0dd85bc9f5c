import type { ItineraryDetail } from '@trips/shared/modules/itineraries/itineraries.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { localName } from '../../engine/i18n/local-name.ts';

const instant = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const place = (column: string) =>
  sql<string>`(select l.name from locations_view l where l.id = ${sql.ref(column)})`;
const named = (table: string, column: string) =>
  sql<string>`(select ${localName('x')} from ${sql.table(table)} x where x.id = ${sql.ref(column)})`;

/**
 * The itinerary with its names and rows in order, as the editor and the trip planner read it; undefined when
 * there is none. Other modules read itineraries through this function.
 */
export async function loadItinerary(db: Database, id: number): Promise<ItineraryDetail | undefined> {
  const head = await db
    .selectFrom('itineraries as i')
    .selectAll('i')
    .select([
      named('trip_types', 'i.trip_type_id').as('trip_type_name'),
      instant('i.created_at').as('created_text'),
      instant('i.updated_at').as('updated_text'),
      sql<number>`(select count(*)::int from trips_view t where t.itinerary_id = i.id)`.as('trip_count'),
    ])
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!head) return undefined;
  const brands = await db
    .selectFrom('itinerary_brandings')
    .select('branding_id')
    .where('itinerary_id', '=', id)
    .orderBy('branding_id')
    .execute();
  const stages = await db
    .selectFrom('itinerary_stages as s')
    .select([
      's.id',
      's.day_offset',
      's.location_id',
      's.nights',
      's.accommodation_level_id',
      's.meals_id',
      's.room_plans',
      's.luggage',
      's.distance_km',
      's.ascent_m',
      's.descent_m',
      's.duration_minutes',
      place('s.location_id').as('location_name'),
      named('accommodation_levels', 's.accommodation_level_id').as('accommodation_level_name'),
      named('meals', 's.meals_id').as('meals_name'),
    ])
    .where('s.itinerary_id', '=', id)
    .orderBy('s.position')
    .execute();
  const transfers = await db
    .selectFrom('itinerary_transfers as t')
    .select([
      't.id',
      't.day_offset',
      't.from_location_id',
      't.to_location_id',
      't.kind',
      place('t.from_location_id').as('from_location_name'),
      place('t.to_location_id').as('to_location_name'),
    ])
    .where('t.itinerary_id', '=', id)
    .orderBy('t.position')
    .execute();
  const services = await db
    .selectFrom('itinerary_services as s')
    .innerJoin('provider_services_view as ps', 'ps.id', 's.service_id')
    .innerJoin('providers_view as p', 'p.id', 'ps.provider_id')
    .select([
      's.id',
      's.day_offset',
      's.service_id',
      's.units',
      localName('ps').as('service_name'),
      'ps.provider_id',
      'p.commercial_name as provider_name',
    ])
    .where('s.itinerary_id', '=', id)
    .orderBy('s.position')
    .execute();
  const { created_text, updated_text, created_at, updated_at, created_by, ...info } = head;
  return {
    ...info,
    branding_ids: brands.map((b) => b.branding_id),
    nights: stages.reduce((end, s) => Math.max(end, s.day_offset + s.nights), 0),
    stages,
    transfers,
    services,
    created_at: created_text,
    updated_at: updated_text,
  };
}

/**
 * The active itinerary of a holiday (a Zoho deal's `Holiday_Id`), its id compared trimmed and case aside;
 * undefined when there is none or it is switched off.
 */
export async function findItineraryByHoliday(
  db: Database,
  holidayId: string,
): Promise<{ id: number; holiday_id: string; name: string } | undefined> {
  const key = holidayId.trim().toLowerCase();
  if (!key) return undefined;
  return db
    .selectFrom('itineraries')
    .select(['id', 'holiday_id', 'name'])
    .where(sql<string>`lower(trim(holiday_id))`, '=', key)
    .where('is_active', '=', true)
    .orderBy('id')
    .executeTakeFirst();
}
