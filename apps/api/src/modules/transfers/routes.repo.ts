import { none } from '@trips/shared/modules/transfers/routes.schema';
import type { Database } from '../../db/database.ts';

export interface RateValues {
  transfer_type_id: number;
  start_meeting_point_id: number | null;
  start_provider_id: number | null;
  end_meeting_point_id: number | null;
  end_provider_id: number | null;
  rate_id: number | null;
  qty_start: number;
  qty_end: number;
  automated_creation: boolean;
  automated_processing: boolean;
}

/** -1 (none) in the editor is null in the table, and back. */
export const toNull = (id: number) => (id === none ? null : id);
export const toNone = (id: number | null) => id ?? none;

/** A route (start → end), its providers in priority order and their rate rows. */
export function createRoutesRepo(db: Database) {
  return {
    find(start: number, end: number) {
      return db
        .selectFrom('transfer_routes')
        .select(['id', 'version'])
        .where('start_location_id', '=', start)
        .where('end_location_id', '=', end)
        .executeTakeFirst();
    },
    /** Creates the route at version 0 if needed, then holds its row for the rest of the transaction. */
    async lock(start: number, end: number) {
      await db
        .insertInto('transfer_routes')
        .values({ start_location_id: start, end_location_id: end, version: 0 })
        .onConflict((oc) => oc.columns(['start_location_id', 'end_location_id']).doNothing())
        .execute();
      return db
        .selectFrom('transfer_routes')
        .select(['id', 'version'])
        .where('start_location_id', '=', start)
        .where('end_location_id', '=', end)
        .forUpdate()
        .executeTakeFirstOrThrow();
    },
    providers(routeId: number) {
      return db
        .selectFrom('transfer_route_providers as rp')
        .innerJoin('providers_view as p', 'p.id', 'rp.provider_id')
        .select(['rp.id', 'rp.provider_id', 'p.commercial_name as provider_name', 'rp.priority', 'p.luggage'])
        .where('rp.route_id', '=', routeId)
        .orderBy('rp.priority')
        .orderBy('rp.id')
        .execute();
    },
    rates(routeProviderIds: number[]) {
      if (routeProviderIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('transfer_route_rates as r')
        .leftJoin('meeting_points_view as sm', 'sm.id', 'r.start_meeting_point_id')
        .leftJoin('meeting_points_view as em', 'em.id', 'r.end_meeting_point_id')
        .leftJoin('providers_view as sp', 'sp.id', 'r.start_provider_id')
        .leftJoin('providers_view as ep', 'ep.id', 'r.end_provider_id')
        .leftJoin('provider_rates_view as pr', 'pr.id', 'r.rate_id')
        .selectAll('r')
        .select([
          'sm.name_eng as start_meeting_point_name',
          'em.name_eng as end_meeting_point_name',
          'sp.commercial_name as start_provider_name',
          'ep.commercial_name as end_provider_name',
          'pr.name as rate_name',
        ])
        .where('r.route_provider_id', 'in', routeProviderIds)
        .orderBy('r.position')
        .orderBy('r.id')
        .execute();
    },
    /** The luggage and transfer rates of these providers, in their editor's order. */
    assignableRates(providerIds: number[]) {
      if (providerIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('provider_rates_view')
        .select(['id', 'provider_id', 'name', 'kind'])
        .where('provider_id', 'in', providerIds)
        .where('kind', 'in', ['luggage', 'transfer'])
        .orderBy('kind')
        .orderBy('position')
        .execute();
    },
    locations(ids: number[]) {
      return db.selectFrom('locations_view').select(['id', 'name']).where('id', 'in', ids).execute();
    },
    /** Whether each provider carries luggage: a rate row without a rate takes its transfer type from it. */
    async luggageFlags(ids: number[]) {
      if (ids.length === 0) return new Map<number, boolean>();
      const rows = await db
        .selectFrom('providers_view')
        .select(['id', 'luggage'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, r.luggage]));
    },
    meetingPoints(locationIds: number[]) {
      return db
        .selectFrom('meeting_points_view')
        .select(['id', 'location_id', 'name_eng as name'])
        .where('location_id', 'in', locationIds)
        .orderBy('id')
        .execute();
    },
    async removeRates(ids: number[]) {
      if (ids.length > 0) await db.deleteFrom('transfer_route_rates').where('id', 'in', ids).execute();
    },
    async removeProviders(routeId: number, providerIds: number[]) {
      if (providerIds.length === 0) return;
      await db
        .deleteFrom('transfer_route_providers')
        .where('route_id', '=', routeId)
        .where('provider_id', 'in', providerIds)
        .execute();
    },
    /** Puts a provider at its priority; answers its row id. */
    async saveProvider(routeId: number, providerId: number, priority: number) {
      const row = await db
        .insertInto('transfer_route_providers')
        .values({ route_id: routeId, provider_id: providerId, priority })
        .onConflict((oc) => oc.columns(['route_id', 'provider_id']).doUpdateSet({ priority }))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async saveRate(owner: number, position: number, id: number | null | undefined, values: RateValues) {
      const row = { ...values, route_provider_id: owner, position };
      if (id) await db.updateTable('transfer_route_rates').set(row).where('id', '=', id).execute();
      else await db.insertInto('transfer_route_rates').values(row).execute();
    },
    async setVersion(routeId: number, version: number) {
      await db.updateTable('transfer_routes').set({ version }).where('id', '=', routeId).execute();
    },
    async remove(routeId: number) {
      await db.deleteFrom('transfer_routes').where('id', '=', routeId).execute();
    },
  };
}
export type RoutesRepo = ReturnType<typeof createRoutesRepo>;
