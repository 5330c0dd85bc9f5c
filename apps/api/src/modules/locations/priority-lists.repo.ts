import type { PriorityList } from '@trips/shared/modules/locations/priority-lists.schema';
import { superiorLevelIds } from '@trips/shared/modules/providers/providers.resource';
import type { Database } from '../../db/database.ts';
import { localName } from '../../engine/i18n/local-name.ts';

export interface PriorityRow {
  provider_id: number;
  hotel_type_id: number | null;
  priority: number;
}

/** One provider of a location's priority list: the first by priority that is active. */
export interface FirstProvider {
  provider_id: number;
  hotel_type_id: number | null;
  priority: number;
}

/** The list a stay's hotel comes from: the superior list for a superior (or luxury) level, else the hotel list. */
export const hotelListOf = (levelId: number | null | undefined): PriorityList =>
  levelId != null && superiorLevelIds.includes(Number(levelId)) ? 'superior' : 'hotel';

/**
 * The first active provider of a location's list ('hotel', 'superior' or 'emergency_transfer') by
 * priority; undefined when the list has none. What an itinerary's stage needs (a hotel there) and what a
 * trip made from one books first.
 */
export function firstActiveProvider(
  db: Database,
  locationId: number,
  list: PriorityList,
): Promise<FirstProvider | undefined> {
  return db
    .selectFrom('location_priority_providers as lp')
    .innerJoin('providers_view as p', 'p.id', 'lp.provider_id')
    .select(['lp.provider_id', 'lp.hotel_type_id', 'lp.priority'])
    .where('lp.location_id', '=', locationId)
    .where('lp.list', '=', list)
    .where('p.status', '=', 'active')
    .orderBy('lp.priority')
    .orderBy('lp.provider_id')
    .limit(1)
    .executeTakeFirst();
}

/** A location's ranked providers (hotel, superior, emergency transfer) and the version of the three lists. */
export function createPriorityListsRepo(db: Database) {
  return {
    firstActiveProvider: (locationId: number, list: PriorityList) =>
      firstActiveProvider(db, locationId, list),
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
