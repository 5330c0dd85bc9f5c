import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

const key = (name: string) => name.trim().toLowerCase();

/** Names in a deal → ids here: locations by name or one of their name variations, case and spaces aside. */
export function createZohoMatcher(db: Database) {
  return {
    async location(name: string): Promise<number | null> {
      const { rows } = await sql<{ id: number }>`
        select id from locations_view where lower(trim(name)) = ${key(name)}
        union all
        select location_id as id from location_name_variations_view where lower(trim(name)) = ${key(name)}
        order by id limit 1`.execute(db);
      return rows[0]?.id ?? null;
    },
    async brand(name: string) {
      const row = await db
        .selectFrom('brandings_view')
        .select('id')
        .where(sql<string>`lower(trim(name))`, '=', key(name))
        .orderBy('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    async tripType(name: string) {
      const row = await db
        .selectFrom('trip_types')
        .select('id')
        .where(sql<string>`lower(trim(name))`, '=', key(name))
        .orderBy('id')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    /** An active user with this email, else none (the trip then has no operations owner). */
    async activeUser(email: string) {
      const row = await db
        .selectFrom('users_view')
        .select('id')
        .where(sql<string>`lower(email)`, '=', key(email))
        .where('is_active', '=', true)
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}
export type ZohoMatcher = ReturnType<typeof createZohoMatcher>;
