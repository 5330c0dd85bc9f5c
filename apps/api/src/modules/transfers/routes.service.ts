import { none } from '@trips/shared/modules/transfers/routes.schema';
import { transferTypeIds } from '@trips/shared/modules/transfers/transfers.resource';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { checkRouteSave, type RouteFacts, type SaveRoute, selfRouteMessage } from './routes.check.ts';
import { loadRoute, type RouteState } from './routes.presenter.ts';
import { createRoutesRepo, toNull } from './routes.repo.ts';

export const staleRouteMessage =
  'This route was changed by someone else. Reload to see their changes; your edits are kept on screen.';
const missing = () => notFound('unable to find transfer');

async function factsFor(db: Database, body: SaveRoute, saved: RouteState): Promise<RouteFacts> {
  const rows = body.providers.flatMap((p) => p.rates);
  const providerIds = [
    ...body.providers.map((p) => p.provider_id),
    ...rows.flatMap((r) => [r.start_provider_id, r.end_provider_id]).filter((id) => id !== none),
    ...body.deleted_provider_ids,
    ...saved.providers.map((p) => p.provider_id),
  ];
  const providers = providerIds.length
    ? await db
        .selectFrom('providers_view')
        .select(['id', 'commercial_name', 'status'])
        .where('id', 'in', providerIds)
        .execute()
    : [];
  const rates = await createRoutesRepo(db).assignableRates(body.providers.map((p) => p.provider_id));
  const ratesOf = new Map<number, Set<number>>();
  for (const r of rates) ratesOf.set(r.provider_id, (ratesOf.get(r.provider_id) ?? new Set()).add(r.id));
  return {
    providers: new Map(
      providers.map((p) => [p.id, { name: p.commercial_name, active: p.status === 'active' }]),
    ),
    ratesOf,
    startPoints: new Set(saved.start_meeting_points.map((m) => m.id)),
    endPoints: new Set(saved.end_meeting_points.map((m) => m.id)),
  };
}

/** What the audit compares: each provider's priority and rate rows, without names. */
const snapshot = (route: RouteState) =>
  Object.fromEntries(
    route.providers.map((p) => [
      p.provider_name,
      { priority: p.provider_priority, rates: p.rates.map(({ id, ...row }) => ({ id, ...row })) },
    ]),
  );

export function createRoutesService(db: Database) {
  return {
    /** A provider as a route shows it when added: its luggage flag (a new row's processing) and rates. */
    async provider(providerId: number) {
      const repo = createRoutesRepo(db);
      const row = await db
        .selectFrom('providers_view')
        .select(['id', 'commercial_name', 'luggage'])
        .where('id', '=', providerId)
        .executeTakeFirst();
      if (!row) throw notFound('unable to find provider');
      const rates = await repo.assignableRates([providerId]);
      return {
        success: true as const,
        provider_id: row.id,
        provider_name: row.commercial_name,
        provider_priority: 0,
        luggage: row.luggage,
        assignable_rates: rates.map(({ id, name, kind }) => ({
          id,
          name,
          kind: kind as 'luggage' | 'transfer',
        })),
        rates: [],
      };
    },

    async get(start: number, end: number) {
      const route = await loadRoute(createRoutesRepo(db), start, end);
      if (!route) throw missing();
      return { success: true as const, ...route };
    },

    /**
     * The whole route in one transaction: providers renumbered 1…n in priority order, rows written in
     * order, queued rows and providers deleted; a route left without providers is removed.
     */
    async save(userId: number, start: number, end: number, body: SaveRoute) {
      if (start === end)
        throw new AppError(400, selfRouteMessage, { end_location_id: selfRouteMessage }, [selfRouteMessage]);
      const route = await db.transaction().execute(async (trx) => {
        const repo = createRoutesRepo(trx);
        const before = await loadRoute(repo, start, end);
        if (!before) throw missing();
        const locked = await lockAndCheck(repo.lock(start, end), body.version, {
          stale: () => conflict(staleRouteMessage),
        });
        checkRouteSave(body, before, await factsFor(trx, body, before));
        await repo.removeRates(body.deleted_rate_ids);
        await repo.removeProviders(locked.id, body.deleted_provider_ids);
        const ranked = [...body.providers].sort((a, b) => a.provider_priority - b.provider_priority);
        const assignable = await repo.assignableRates(ranked.map((p) => p.provider_id));
        const kindOf = new Map(assignable.map((r) => [r.id, r.kind]));
        const luggage = await repo.luggageFlags(ranked.map((p) => p.provider_id));
        for (const [i, entry] of ranked.entries()) {
          const owner = await repo.saveProvider(locked.id, entry.provider_id, i + 1);
          for (const [position, rate] of entry.rates.entries()) {
            const kind = rate.rate_id === none ? undefined : kindOf.get(rate.rate_id);
            const isLuggage = kind ? kind === 'luggage' : (luggage.get(entry.provider_id) ?? false);
            await repo.saveRate(owner, position, rate.id, {
              transfer_type_id: isLuggage ? transferTypeIds.luggage : transferTypeIds.normal,
              start_meeting_point_id: toNull(rate.start_meeting_point_id),
              start_provider_id: toNull(rate.start_provider_id),
              end_meeting_point_id: toNull(rate.end_meeting_point_id),
              end_provider_id: toNull(rate.end_provider_id),
              rate_id: toNull(rate.rate_id),
              qty_start: rate.qty_start,
              qty_end: rate.qty_end,
              automated_creation: rate.automated_creation,
              automated_processing: rate.automated_processing,
            });
          }
        }
        if (ranked.length === 0) await repo.remove(locked.id);
        else await repo.setVersion(locked.id, locked.version + 1);
        const after = (await loadRoute(repo, start, end))!;
        await recordChange(trx, {
          entity: 'transfer_route',
          entityId: locked.id,
          action: before.version === 0 ? 'create' : ranked.length === 0 ? 'delete' : 'update',
          userId,
          subject: `${before.start_location.name} → ${before.end_location.name}`,
          before: snapshot(before),
          after: snapshot(after),
        });
        return after;
      });
      return { ...ok(route.version === 0 ? 'Route removed' : 'Route saved'), ...route };
    },
  };
}
