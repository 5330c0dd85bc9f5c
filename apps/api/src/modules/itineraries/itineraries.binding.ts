import { itinerariesResource } from '@trips/shared/modules/itineraries/itineraries.resource';
import { itineraryRow } from '@trips/shared/modules/itineraries/itineraries.schema';
import { sql } from 'kysely';
import { readerLanguage } from '../../db/reader-language.ts';
import type { ListBinding } from '../../engine/list/binding.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';

const i = (column: string) => sql.ref(`i.${column}`);
/** The name in the reader's language: the Spanish one for a Spanish reader when it is not blank. */
const localName = sql<string>`coalesce(case ${readerLanguage}::text when 'es'
  then nullif(btrim(i.name_es), '') end, i.name)`;
const typeName = nameOf('trip_types', i('trip_type_id'));
const brandNames = sql<string>`coalesce((select string_agg(b.name, ', ' order by b.name)
  from itinerary_brandings ib join brandings_view b on b.id = ib.branding_id where ib.itinerary_id = i.id), '')`;
const stageCount = sql<number>`(select count(*)::int from itinerary_stages s where s.itinerary_id = i.id)`;
const nights = sql<number>`(select coalesce(max(s.day_offset + s.nights), 0)::int
  from itinerary_stages s where s.itinerary_id = i.id)`;
const stagePlace = (direction: 'asc' | 'desc') =>
  sql<string | null>`(select l.name from itinerary_stages s join locations_view l on l.id = s.location_id
    where s.itinerary_id = i.id order by s.position ${sql.raw(direction)} limit 1)`;
const [startName, endName] = [stagePlace('asc'), stagePlace('desc')];
const tripCount = sql<number>`(select count(*)::int from trips_view t where t.itinerary_id = i.id)`;
const updatedAt = sql<string>`to_char(i.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const searchText = sql<string>`(i.holiday_id || ' ' || i.name || ' ' || i.name_es || ' ' || i.notes)`;

/**
 * The itineraries list for the engine: one row per itinerary with its brands, length, first and last
 * place and the trips made from it. A brand or a location filter matches any of the itinerary's brands
 * or stages.
 */
export const itinerariesBinding: ListBinding = {
  descriptor: itinerariesResource,
  permission: 'itineraries',
  baseQuery: (db) => db.selectFrom('itineraries as i'),
  id: i('id'),
  fields: {
    holiday_id: i('holiday_id'),
    name: localName,
    trip_type_id: i('trip_type_id'),
    trip_type_name: typeName,
    is_active: i('is_active'),
    stage_count: stageCount,
    nights,
    start_location_name: startName,
    end_location_name: endName,
    trip_count: tripCount,
    updated_at: i('updated_at'),
  },
  tags: {
    branding_id: { linkTable: 'itinerary_brandings', ownerColumn: 'itinerary_id', tagColumn: 'branding_id' },
    location_id: { linkTable: 'itinerary_stages', ownerColumn: 'itinerary_id', tagColumn: 'location_id' },
  },
  search: (term) => containsText(searchText, term),
  select: (query) =>
    query.select([
      'i.id',
      'i.holiday_id',
      localName.as('name'),
      'i.trip_type_id',
      typeName.as('trip_type_name'),
      brandNames.as('branding_names'),
      stageCount.as('stage_count'),
      nights.as('nights'),
      startName.as('start_location_name'),
      endName.as('end_location_name'),
      tripCount.as('trip_count'),
      'i.is_active',
      updatedAt.as('updated_at'),
    ]),
  row: itineraryRow,
  options: { name: sql`i.holiday_id || ' · ' || ${localName}` },
};
