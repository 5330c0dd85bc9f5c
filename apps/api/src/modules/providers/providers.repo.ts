import type { ProviderPickerType } from '@trips/shared/modules/providers/providers.resource';
import type { ProviderEditable } from '@trips/shared/modules/providers/providers.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { localName } from '../../engine/i18n/local-name.ts';
import { pickerCondition } from './providers.picker.ts';

/** The provider's own columns as saved; tags and locations live in link tables. */
export type ProviderValues = Omit<ProviderEditable, 'tag_ids'>;

export function createProvidersRepo(db: Database) {
  return {
    /** The provider with the names its detail shows; null when there is none. */
    find(id: number) {
      return db
        .selectFrom('providers as p')
        .innerJoin('provider_categories as c', 'c.id', 'p.category_id')
        .leftJoin('languages as lg', 'lg.id', 'p.language_id')
        .leftJoin('currencies as cu', 'cu.id', 'p.currency_id')
        .leftJoin('locations_view as l', 'l.id', 'p.location_id')
        .selectAll('p')
        .select([
          localName('c').as('category_name'),
          localName('lg').as('language_name'),
          'cu.symbol as currency_symbol',
          'cu.rate as currency_rate',
          'l.name as location_name',
        ])
        .where('p.id', '=', id)
        .executeTakeFirst();
    },
    locations(id: number) {
      return db
        .selectFrom('provider_locations as pl')
        .innerJoin('locations_view as l', 'l.id', 'pl.location_id')
        .select(['l.id', 'l.name'])
        .where('pl.provider_id', '=', id)
        .orderBy('l.name')
        .orderBy('l.id')
        .execute();
    },
    tags(id: number) {
      return db
        .selectFrom('provider_tags as pt')
        .innerJoin('tags as t', 't.id', 'pt.tag_id')
        .select(['t.id', 't.name'])
        .where('pt.provider_id', '=', id)
        .orderBy('t.name')
        .execute();
    },
    /** Locks the row for the rest of the transaction and tells its versions. */
    lock(id: number) {
      return db
        .selectFrom('providers')
        .select(['id', 'commercial_name', 'version', 'rates_version', 'services_version', 'currency_id'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },
    insert(values: ProviderValues) {
      return db.insertInto('providers').values(values).returning('id').executeTakeFirstOrThrow();
    },
    async update(id: number, values: ProviderValues) {
      await db
        .updateTable('providers')
        .set({ ...values, updated_at: new Date(), version: sql`version + 1` })
        .where('id', '=', id)
        .execute();
    },
    async bump(id: number, column: 'rates_version' | 'services_version') {
      await db
        .updateTable('providers')
        .set({ [column]: sql`${sql.ref(column)} + 1` })
        .where('id', '=', id)
        .execute();
    },
    async remove(id: number) {
      await db.deleteFrom('providers').where('id', '=', id).execute();
    },
    async addLocations(id: number, locationIds: number[]) {
      if (locationIds.length === 0) return;
      const rows = locationIds.map((location_id) => ({ provider_id: id, location_id }));
      await db.insertInto('provider_locations').values(rows).execute();
    },
    async removeLocations(id: number, locationIds: number[]) {
      if (locationIds.length === 0) return;
      await db
        .deleteFrom('provider_locations')
        .where('provider_id', '=', id)
        .where('location_id', 'in', locationIds)
        .execute();
    },
    async setTags(id: number, tagIds: number[]) {
      await db.deleteFrom('provider_tags').where('provider_id', '=', id).execute();
      if (tagIds.length === 0) return;
      await db
        .insertInto('provider_tags')
        .values(tagIds.map((tag_id) => ({ provider_id: id, tag_id })))
        .execute();
    },
    /** Of these ids, the provider tags (tags of other kinds do not count). */
    async providerTagIds(ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('tags')
        .select('id')
        .where('type', '=', 'provider')
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },
    async names(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('providers')
        .select(['id', 'commercial_name'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, r.commercial_name]));
    },
    /** Of these ids, the active providers a picker of this type offers, with their names. */
    fitting(type: ProviderPickerType, ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('providers as p')
        .select(['p.id', 'p.commercial_name'])
        .where('p.id', 'in', ids)
        .where(pickerCondition(type))
        .execute();
    },
  };
}
export type ProvidersRepo = ReturnType<typeof createProvidersRepo>;
