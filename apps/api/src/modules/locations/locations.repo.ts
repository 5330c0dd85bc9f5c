import {
  noReplacementName,
  type RationKey,
  rationKeys,
} from '@trips/shared/modules/locations/locations.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { localName } from '../../engine/i18n/local-name.ts';

export type LocationSettings = {
  name: string;
  country_id: number;
  state_id: number | null;
  is_automated_processing: boolean;
} & Record<`${RationKey}_replacement_id`, number | null>;

export interface MeetingPointInput {
  name_eng: string;
  name_spn: string;
  name_grm: string;
}

const mealName = (key: RationKey) =>
  sql<string>`coalesce((select ${localName('meals')} from meals where id = l.${sql.ref(`${key}_replacement_id`)}), ${noReplacementName})`.as(
    `${key}_replacement_name`,
  );

export function createLocationsRepo(db: Database) {
  return {
    /** The location with its country, region and ration names; null when there is none. */
    find(id: number) {
      return db
        .selectFrom('locations as l')
        .innerJoin('countries as c', 'c.id', 'l.country_id')
        .leftJoin('states as s', 's.id', 'l.state_id')
        .selectAll('l')
        .select([localName('c').as('country_name'), 's.name as state_name', ...rationKeys.map(mealName)])
        .where('l.id', '=', id)
        .executeTakeFirst();
    },
    variations(id: number) {
      return db
        .selectFrom('location_name_variations')
        .select(['id', 'name'])
        .where('location_id', '=', id)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },
    meetingPoints(id: number) {
      return db
        .selectFrom('meeting_points')
        .select(['id', 'name_eng', 'name_spn', 'name_grm'])
        .where('location_id', '=', id)
        .orderBy('id')
        .execute();
    },
    /** Locks the row for the rest of the transaction and tells its version. */
    lockVersion(id: number) {
      return db.selectFrom('locations').select('version').where('id', '=', id).forUpdate().executeTakeFirst();
    },
    insert(settings: LocationSettings) {
      return db.insertInto('locations').values(settings).returning('id').executeTakeFirstOrThrow();
    },
    async update(id: number, settings: LocationSettings) {
      await db
        .updateTable('locations')
        .set({ ...settings, updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },
    async remove(id: number) {
      await db.deleteFrom('locations').where('id', '=', id).execute();
    },
    async addVariations(locationId: number, names: string[]) {
      if (names.length === 0) return;
      await db
        .insertInto('location_name_variations')
        .values(names.map((name) => ({ location_id: locationId, name })))
        .execute();
    },
    async removeVariations(locationId: number, ids: number[]) {
      if (ids.length === 0) return;
      await db
        .deleteFrom('location_name_variations')
        .where('location_id', '=', locationId)
        .where('id', 'in', ids)
        .execute();
    },
    async addMeetingPoints(locationId: number, points: MeetingPointInput[]) {
      if (points.length === 0) return;
      await db
        .insertInto('meeting_points')
        .values(points.map((p) => ({ ...p, location_id: locationId })))
        .execute();
    },
    async updateMeetingPoint(locationId: number, id: number, point: MeetingPointInput) {
      await db
        .updateTable('meeting_points')
        .set(point)
        .where('id', '=', id)
        .where('location_id', '=', locationId)
        .execute();
    },
    async removeMeetingPoints(locationId: number, ids: number[]) {
      if (ids.length === 0) return;
      await db
        .deleteFrom('meeting_points')
        .where('location_id', '=', locationId)
        .where('id', 'in', ids)
        .execute();
    },
  };
}
export type LocationsRepo = ReturnType<typeof createLocationsRepo>;
