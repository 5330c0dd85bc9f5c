import { locationPickerCount, locationsResource } from '@trips/shared/modules/locations/locations.resource';
import { locationRow } from '@trips/shared/modules/locations/locations.schema';
import { type SqlBool, sql } from 'kysely';
import { localName } from '../../engine/i18n/local-name.ts';
import type { ListBinding } from '../../engine/list/binding.ts';
import { containsText } from '../../engine/list/where.ts';

const name = sql.ref('l.name');

/**
 * A location matches a name by its own name or any of its variations (Iruña finds Pamplona). Written as
 * a union of ids so each side can use its trigram index.
 */
const nameMatches = (term: string) =>
  sql<SqlBool>`l.id in (select id from locations where ${containsText(sql.ref('name'), term)}
    union select location_id from location_name_variations where ${containsText(sql.ref('name'), term)})`;

const meetingPointsCount = sql<number>`(select count(*)::int from meeting_points m where m.location_id = l.id)`;
const variations = sql<string[]>`coalesce((select array_agg(v.name order by v.name)
  from location_name_variations v where v.location_id = l.id), '{}')`;

export const locationsBinding: ListBinding = {
  descriptor: locationsResource,
  permission: 'locations',
  baseQuery: (db) =>
    db
      .selectFrom('locations as l')
      .innerJoin('countries as c', 'c.id', 'l.country_id')
      .leftJoin('states as s', 's.id', 'l.state_id'),
  id: sql.ref('l.id'),
  fields: {
    location_name: name,
    state_id: sql.ref('l.state_id'),
    country_id: sql.ref('l.country_id'),
    state_name: sql.ref('s.name'),
    country_name: localName('c'),
    meeting_points_count: meetingPointsCount,
    is_automated_processing: sql.ref('l.is_automated_processing'),
  },
  search: nameMatches,
  select: (query) =>
    query.select([
      'l.id',
      'l.name as location_name',
      'l.state_id',
      's.name as state_name',
      'l.country_id',
      localName('c').as('country_name'),
      variations.as('name_variations'),
      meetingPointsCount.as('meeting_points_count'),
      'l.is_automated_processing',
    ]),
  row: locationRow,
  // Trips, providers, transfers and dossiers pick locations, so any signed-in user may list their names.
  options: { name, access: 'authenticated', count: locationPickerCount, match: nameMatches },
};
