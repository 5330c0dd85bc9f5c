import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { SectionSpec } from './trips.sections.ts';

export type StoredRow = Record<string, unknown> & {
  id: number;
  position: number;
  trip_service_status_id: number;
  t_cost: number | null;
  r_cost: number | null;
};

/** `select *` with the calendar days as 'YYYY-MM-DD' text, the same on both drivers. */
export const starWithDays = (dates: readonly string[]) =>
  sql.join([sql`*`, ...dates.map((c) => sql`${sql.ref(c)}::text as ${sql.ref(c)}`)]);

/**
 * The rows of the three service tables, addressed through a section (the two transfer sections share
 * one table, told apart by transfer_type_id). Kysely cannot type a table chosen at run time, hence the casts.
 */
export function createTripRowsRepo(db: Database) {
  const ofSection = (s: SectionSpec) =>
    s.transferTypeId === null ? sql`` : sql`and transfer_type_id = ${s.transferTypeId}`;
  const table = (s: SectionSpec) => s.table as 'trip_transfers';

  return {
    async list(s: SectionSpec, tripId: number): Promise<StoredRow[]> {
      const { rows } = await sql<StoredRow>`select ${starWithDays(s.dates)} from ${sql.table(s.table)}
        where trip_id = ${tripId} ${ofSection(s)} order by position, id`.execute(db);
      return rows;
    },
    async find(s: SectionSpec, id: number): Promise<StoredRow | undefined> {
      const { rows } = await sql<StoredRow>`select ${starWithDays(s.dates)} from ${sql.table(s.table)}
        where id = ${id} ${ofSection(s)}`.execute(db);
      return rows[0];
    },
    async ids(s: SectionSpec, tripId: number): Promise<Set<number>> {
      const { rows } = await sql<{ id: number }>`select id from ${sql.table(s.table)}
        where trip_id = ${tripId} ${ofSection(s)}`.execute(db);
      return new Set(rows.map((r) => r.id));
    },
    async insert(s: SectionSpec, values: Record<string, unknown>) {
      const row = await db
        .insertInto(table(s))
        .values(values as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async update(s: SectionSpec, id: number, values: Record<string, unknown>) {
      await db
        .updateTable(table(s))
        .set(values as never)
        .where('id', '=', id)
        .execute();
    },
    async remove(s: SectionSpec, ids: readonly number[]) {
      if (ids.length > 0)
        await db
          .deleteFrom(table(s))
          .where('id', 'in', [...ids])
          .execute();
    },
    /** Of these meeting points, the location each belongs to. */
    async pointLocations(ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('meeting_points_view')
        .select(['id', 'location_id'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, r.location_id]));
    },
    /** Of these provider services, the provider each belongs to, its price (national currency) and type. */
    async services(ids: number[]) {
      type Service = { provider_id: number; price: number | null; service_type_id: number | null };
      if (ids.length === 0) return new Map<number, Service>();
      const rows = await db
        .selectFrom('provider_services_view')
        .select(['id', 'provider_id', 'price', 'service_type_id'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, r]));
    },
  };
}
export type TripRowsRepo = ReturnType<typeof createTripRowsRepo>;
