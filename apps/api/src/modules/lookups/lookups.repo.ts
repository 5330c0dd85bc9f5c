import type { LookupItem, LookupName } from '@trips/shared/modules/lookups/lookups.schema';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { nameColumn } from '../../engine/i18n/local-name.ts';
import { lookups } from './lookups.registry.ts';

export function createLookupsRepo(db: Database) {
  return {
    /** One lookup list; table and column names come from the registry only. */
    async list(list: LookupName): Promise<LookupItem[]> {
      const spec = lookups[list];
      const name = nameColumn(spec.table, spec.table, spec.name);
      const extra = (spec.extra ?? []).map((c) => sql.ref(c));
      const columns = [sql`id`, sql`${name} as name`, ...extra];
      const where: RawBuilder<unknown> = spec.where
        ? sql`where ${sql.ref(spec.where[0])} = ${spec.where[1]}`
        : sql``;
      const order =
        spec.orderBy === 'name' ? sql`${name}, id` : spec.orderBy === 'sort' ? sql`sort, id` : sql`id`;
      const result = await sql<LookupItem>`select ${sql.join(columns)} from ${sql.table(spec.table)} ${where}
        order by ${order}`.execute(db);
      return result.rows;
    },

    findCountry(id: number) {
      return db.selectFrom('countries').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    findState(id: number) {
      return db
        .selectFrom('states')
        .select(['id', 'name', 'country_id'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async mealIds(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('meals').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type LookupsRepo = ReturnType<typeof createLookupsRepo>;
