import { dossiersResource } from '@trips/shared/modules/dossiers/dossiers.resource';
import { dossierRow } from '@trips/shared/modules/dossiers/dossiers.schema';
import { sql } from 'kysely';
import type { ListBinding } from '../../engine/list/binding.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';

const s = (column: string) => sql.ref(`s.${column}`);
const d = (column: string) => sql.ref(`d.${column}`);
const placeName = (column: string) => nameOf('locations', s(column));
const brandName = nameOf('brandings', d('branding_id'));
const typeName = nameOf('trip_types', s('trip_type_id'));
const creatorName = nameOf('users', d('created_by'), sql`x.first_name || ' ' || x.last_name`);
const createdOn = sql<string>`to_char(d.created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const searchText = sql<string>`(s.holiday_id || ' ' || s.holiday || ' ' || s.title || ' ' || d.title_eng)`;

/**
 * The dossiers list (spec part 1 §3 "Dossier search filter") for the engine: one row per setting item,
 * its dossier's brand, activity and creation beside it; the row's id is the setting's.
 */
export const dossiersBinding: ListBinding = {
  descriptor: dossiersResource,
  permission: 'dossiers',
  baseQuery: (db) =>
    db.selectFrom('dossier_settings as s').innerJoin('dossiers as d', 'd.id', 's.dossier_id'),
  id: s('id'),
  fields: {
    branding_id: d('branding_id'),
    branding_name: brandName,
    trip_type_id: s('trip_type_id'),
    trip_type_name: typeName,
    start_location_id: s('start_location_id'),
    start_location_name: placeName('start_location_id'),
    end_location_id: s('end_location_id'),
    end_location_name: placeName('end_location_id'),
    holiday_id: s('holiday_id'),
    holiday: s('holiday'),
    is_active: d('is_active'),
    created_on: d('created_on'),
  },
  search: (term) => containsText(searchText, term),
  select: (query) =>
    query.select([
      's.id',
      's.dossier_id',
      'd.branding_id',
      brandName.as('branding_name'),
      's.trip_type_id',
      typeName.as('trip_type_name'),
      's.start_location_id',
      placeName('start_location_id').as('start_location_name'),
      's.end_location_id',
      placeName('end_location_id').as('end_location_name'),
      's.holiday_id',
      's.holiday',
      's.title',
      'd.is_active',
      creatorName.as('created_by'),
      createdOn.as('created_on'),
    ]),
  row: dossierRow,
  options: { name: sql`coalesce(nullif(s.title, ''), nullif(s.holiday, ''), s.holiday_id)` },
};
