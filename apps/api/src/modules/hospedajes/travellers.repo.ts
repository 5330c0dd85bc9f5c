import type { TravellerInput } from '@trips/shared/modules/hospedajes/travellers.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

const columns = [
  'first_name',
  'surname1',
  'surname2',
  'document_type',
  'document_number',
  'document_support',
  'nationality_id',
  'birth_date',
  'sex',
  'address',
  'municipality_code',
  'municipality_name',
  'postal_code',
  'country_id',
  'phone',
  'email',
  'relationship',
  'diet',
  'bike_height_cm',
  'emergency_name',
  'emergency_phone',
] as const;

/** A trip's travellers in order, and their own version counter (0 before the first save). */
export function createTravellersRepo(db: Database) {
  return {
    list: (tripId: number) =>
      db
        .selectFrom('trip_travellers')
        .select(['id', ...columns.filter((c) => c !== 'birth_date')])
        .select(sql<string | null>`to_char(birth_date, 'YYYY-MM-DD')`.as('birth_date'))
        .where('trip_id', '=', tripId)
        .orderBy('position')
        .execute(),
    async version(tripId: number) {
      const row = await db
        .selectFrom('trip_traveller_versions')
        .select('version')
        .where('trip_id', '=', tripId)
        .executeTakeFirst();
      return row?.version ?? 0;
    },
    /** Locks the counter (made at 0 the first time); undefined when the trip is gone. */
    async lock(tripId: number): Promise<number | undefined> {
      const trip = await db
        .selectFrom('trips')
        .select('id')
        .where('id', '=', tripId)
        .forUpdate()
        .executeTakeFirst();
      if (!trip) return undefined;
      await db
        .insertInto('trip_traveller_versions')
        .values({ trip_id: tripId })
        .onConflict((oc) => oc.column('trip_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('trip_traveller_versions')
        .select('version')
        .where('trip_id', '=', tripId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      return row.version;
    },
    /** Replaces the list and moves the version on; answers the new version. */
    async replace(tripId: number, travellers: TravellerInput[]) {
      await db.deleteFrom('trip_travellers').where('trip_id', '=', tripId).execute();
      if (travellers.length > 0)
        await db
          .insertInto('trip_travellers')
          .values(travellers.map((t, position) => ({ ...t, trip_id: tripId, position })))
          .execute();
      const row = await db
        .updateTable('trip_traveller_versions')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('trip_id', '=', tripId)
        .returning('version')
        .executeTakeFirstOrThrow();
      return row.version;
    },
    async countryIds(ids: (number | null)[]) {
      const wanted = ids.filter((id): id is number => id !== null);
      if (wanted.length === 0) return [];
      const rows = await db.selectFrom('countries').select('id').where('id', 'in', wanted).execute();
      return rows.map((r) => r.id);
    },
    trip: (tripId: number) =>
      db
        .selectFrom('trips')
        .select([
          'id',
          'customer_first_name',
          'customer_last_name',
          'customer_email',
          'customer_phone',
          sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('start_date'),
        ])
        .where('id', '=', tripId)
        .executeTakeFirst(),
  };
}
