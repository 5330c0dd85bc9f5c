import type { PriorityList } from '@trips/shared/modules/locations/priority-lists.schema';
import type { Database } from '../../db/database.ts';
import { localName } from '../../engine/i18n/local-name.ts';

export interface PriorityRow {
  provider_id: number;
  hotel_type_id: number | null;
  priority: number;
}

/** A location's ranked providers (hotel, superior, emergency transfer) and the version of the three lists. */
export function createPriorityListsRepo(db: Database) {
  return {
    rows(locationId: number) {
      return db
        .selectFrom('location_priority_providers as lp')
        .leftJoin('hotel_types as h', 'h.id', 'lp.hotel_type_id')
        .select([
          'lp.list',
          'lp.provider_id',
          'lp.hotel_type_id',
          localName('h').as('hotel_type_name'),
          'lp.priority',
        ])
        .where('lp.location_id', '=', locationId)
        .orderBy('lp.list')
        .orderBy('lp.priority')
        .execute();
    },
    async version(locationId: number): Promise<number> {
      const row = await db
        .selectFrom('location_priority_versions')
        .select('version')
        .where('location_id', '=', locationId)
        .executeTakeFirst();
      return row?.version ?? 0;
    },
    async replace(locationId: number, list: PriorityList, rows: PriorityRow[]) {
      await db
        .deleteFrom('location_priority_providers')
        .where('location_id', '=', locationId)
        .where('list', '=', list)
        .execute();
      if (rows.length === 0) return;
      await db
        .insertInto('location_priority_providers')
        .values(rows.map((r) => ({ ...r, location_id: locationId, list })))
        .execute();
    },
    async bump(locationId: number) {
      await db
        .insertInto('location_priority_versions')
        .values({ location_id: locationId })
        .onConflict((oc) =>
          oc
            .column('location_id')
            .doUpdateSet((eb) => ({ version: eb('location_priority_versions.version', '+', 1) })),
        )
        .execute();
    },
  };
}
