import type { RouteResponse } from '@trips/shared/modules/transfers/routes.schema';
import type { RoutesRepo } from './routes.repo.ts';
import { toNone } from './routes.repo.ts';

export type RouteState = Omit<RouteResponse, 'success' | 'messages'>;
type RateRow = Awaited<ReturnType<RoutesRepo['rates']>>[number];

const rateRow = (r: RateRow) => ({
  id: r.id,
  transfer_type_id: r.transfer_type_id,
  start_meeting_point_id: toNone(r.start_meeting_point_id),
  start_meeting_point_name: r.start_meeting_point_name ?? '',
  start_provider_id: toNone(r.start_provider_id),
  start_provider_name: r.start_provider_name ?? '',
  end_meeting_point_id: toNone(r.end_meeting_point_id),
  end_meeting_point_name: r.end_meeting_point_name ?? '',
  end_provider_id: toNone(r.end_provider_id),
  end_provider_name: r.end_provider_name ?? '',
  rate_id: toNone(r.rate_id),
  rate_name: r.rate_name ?? '',
  qty_start: r.qty_start,
  qty_end: r.qty_end,
  automated_creation: r.automated_creation,
  automated_processing: r.automated_processing,
});

/** The route as the editor shows it; undefined when a location does not exist. */
export async function loadRoute(
  repo: RoutesRepo,
  start: number,
  end: number,
): Promise<RouteState | undefined> {
  const places = await repo.locations([start, end]);
  const place = (id: number) => places.find((l) => l.id === id);
  const [startLocation, endLocation] = [place(start), place(end)];
  if (!startLocation || !endLocation) return undefined;
  const points = await repo.meetingPoints([start, end]);
  const pointsAt = (id: number) =>
    points.filter((p) => p.location_id === id).map(({ id, name }) => ({ id, name }));
  const route = await repo.find(start, end);
  const providers = route ? await repo.providers(route.id) : [];
  const rates = await repo.rates(providers.map((p) => p.id));
  const assignable = await repo.assignableRates(providers.map((p) => p.provider_id));
  return {
    version: route?.version ?? 0,
    start_location: startLocation,
    end_location: endLocation,
    start_meeting_points: pointsAt(start),
    end_meeting_points: pointsAt(end),
    providers: providers.map((p) => ({
      provider_id: p.provider_id,
      provider_name: p.provider_name,
      provider_priority: p.priority,
      luggage: p.luggage,
      assignable_rates: assignable
        .filter((r) => r.provider_id === p.provider_id)
        .map(({ id, name, kind }) => ({ id, name, kind: kind as 'luggage' | 'transfer' })),
      rates: rates.filter((r) => r.route_provider_id === p.id).map(rateRow),
    })),
  };
}
