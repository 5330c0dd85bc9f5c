import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TripsTable } from '../../db/tables/trips.ts';
import { starWithDays } from './trip-rows.repo.ts';
import { tripDates } from './trips.sections.ts';

export type StoredTrip = Record<string, unknown> & {
  id: number;
  trip_name: string;
  operations_owner_id: number | null;
  trip_price: number;
  insurance_cost: number;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
};

export function createTripsRepo(db: Database) {
  return {
    async find(id: number): Promise<StoredTrip | undefined> {
      const { rows } = await sql<StoredTrip>`select ${starWithDays(tripDates)} from trips
        where id = ${id}`.execute(db);
      return rows[0];
    },
    /** Locks the trip for the rest of the transaction and tells its version. */
    lock(id: number) {
      return db
        .selectFrom('trips')
        .select(['id', 'version'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },
    async insert(values: Insertable<TripsTable>) {
      return (await db.insertInto('trips').values(values).returning('id').executeTakeFirstOrThrow()).id;
    },
    /** Writes the trip's fields and moves it to the next version. */
    async update(id: number, values: Updateable<TripsTable>) {
      await db
        .updateTable('trips')
        .set({ ...values, updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },
    /** Writes what the trip's rows decide (figures, voucher status) within the version a save just took. */
    async store(id: number, values: Updateable<TripsTable>) {
      await db.updateTable('trips').set(values).where('id', '=', id).execute();
    },
    async remove(id: number) {
      await db.deleteFrom('trips').where('id', '=', id).execute();
    },
    tags(id: number) {
      return db
        .selectFrom('trip_tags as tt')
        .innerJoin('tags as t', 't.id', 'tt.tag_id')
        .select(['t.id', 't.name'])
        .where('tt.trip_id', '=', id)
        .orderBy('t.name')
        .execute();
    },
    async setTags(id: number, tagIds: number[]) {
      await db.deleteFrom('trip_tags').where('trip_id', '=', id).execute();
      if (tagIds.length === 0) return;
      await db
        .insertInto('trip_tags')
        .values(tagIds.map((tag_id) => ({ trip_id: id, tag_id })))
        .execute();
    },
    /** Of these ids, the trip tags (tags of other kinds do not count). */
    async tripTagIds(ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('tags')
        .select('id')
        .where('type', '=', 'trip')
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },
    /** Of these users, the active ones. */
    async activeUserIds(ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('users_view')
        .select('id')
        .where('is_active', '=', true)
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type TripsRepo = ReturnType<typeof createTripsRepo>;
