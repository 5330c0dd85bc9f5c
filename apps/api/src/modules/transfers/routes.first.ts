import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RoutePair } from '../trips/index.ts';
import { legKey } from './auto-transfers.chain.ts';

export type { RoutePair };

export { legKey as routeKey };

/**
 * For each pair that has a transfer route (keyed "from>to"), the route's first active provider by priority
 * for this kind of transfer (transfer_types id): a provider with a rate row of that kind comes before one
 * without; null when the route has no active provider. Pairs without a route are left out, so a caller
 * tells "no route" from "no provider" (the trip planner and its readiness read it).
 */
export async function routeFirstProviders(
  db: Database,
  pairs: readonly RoutePair[],
  transferTypeId: number,
): Promise<Map<string, number | null>> {
  const found = new Map<string, number | null>();
  if (pairs.length === 0) return found;
  const routes = await db
    .selectFrom('transfer_routes')
    .select(['id', 'start_location_id', 'end_location_id'])
    .where('start_location_id', 'in', [...new Set(pairs.map((p) => p.from_location_id))])
    .where('end_location_id', 'in', [...new Set(pairs.map((p) => p.to_location_id))])
    .execute();
  if (routes.length === 0) return found;
  const providers = await db
    .selectFrom('transfer_route_providers as rp')
    .innerJoin('providers_view as p', 'p.id', 'rp.provider_id')
    .select([
      'rp.route_id',
      'rp.provider_id',
      sql<boolean>`exists (select 1 from transfer_route_rates r
        where r.route_provider_id = rp.id and r.transfer_type_id = ${transferTypeId})`.as('fits'),
    ])
    .where(
      'rp.route_id',
      'in',
      routes.map((r) => r.id),
    )
    .where('p.status', '=', 'active')
    .orderBy('rp.priority')
    .orderBy('rp.id')
    .execute();
  for (const route of routes) {
    const own = providers.filter((p) => p.route_id === route.id);
    const first = own.find((p) => p.fits) ?? own[0];
    found.set(legKey(route.start_location_id, route.end_location_id), first?.provider_id ?? null);
  }
  return found;
}
