import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { RawTrip } from '../trips/index.ts';

/** A place the trip sleeps in, in order: where the route sketch puts it and how many nights it marks. */
export interface RoutePoint {
  name: string;
  lat: number;
  lon: number;
  /** The first night spent there (1 for the first night of the trip). */
  firstNight: number;
  nights: number;
}

type Row = Record<string, unknown>;
const gone = new Set<number>([serviceStatus.cancelled, serviceStatus.declined]);

/**
 * The trip's nights in order as places with coordinates: the night's hotel's, else where the place's hotels
 * are on average. A place without any coordinates is left out of the sketch.
 */
export async function routePoints(db: Database, raw: RawTrip): Promise<RoutePoint[]> {
  const stays = (raw.accommodations as Row[])
    .filter((r) => !gone.has(Number(r.trip_service_status_id)) && r.location_id && r.checkin_date)
    .sort((a, b) => String(a.checkin_date).localeCompare(String(b.checkin_date)));
  if (stays.length === 0) return [];
  const start = Date.parse(String(raw.trip.start_date).slice(0, 10));
  const providerIds = stays.map((r) => Number(r.provider_id)).filter((id) => id > 0);
  const locationIds = [...new Set(stays.map((r) => Number(r.location_id)))];
  const hotels = providerIds.length
    ? await db
        .selectFrom('providers_view')
        .select(['id', 'latitude', 'longitude'])
        .where('id', 'in', providerIds)
        .where('latitude', 'is not', null)
        .where('longitude', 'is not', null)
        .execute()
    : [];
  const towns = await db
    .selectFrom('provider_locations_view as pl')
    .innerJoin('providers_view as p', 'p.id', 'pl.provider_id')
    .select([
      'pl.location_id',
      sql<number>`avg(p.latitude)`.as('lat'),
      sql<number>`avg(p.longitude)`.as('lon'),
    ])
    .where('pl.location_id', 'in', locationIds)
    .where('p.category_id', '=', 1)
    .where('p.latitude', 'is not', null)
    .where('p.longitude', 'is not', null)
    .groupBy('pl.location_id')
    .execute();
  const hotelAt = new Map(hotels.map((h) => [h.id, [Number(h.latitude), Number(h.longitude)]]));
  const townAt = new Map(towns.map((t) => [t.location_id, [Number(t.lat), Number(t.lon)]]));
  const places: (Omit<RoutePoint, 'lat' | 'lon'> & { at: number[] | undefined })[] = [];
  for (const stay of stays) {
    const name = String(stay.location_name ?? '');
    const nights = Math.max(1, Number(stay.nights) || 1);
    const firstNight =
      Math.round((Date.parse(String(stay.checkin_date).slice(0, 10)) - start) / 86_400_000) + 1;
    const last = places.at(-1);
    if (last && last.name === name) last.nights += nights;
    else if (name)
      places.push({
        name,
        firstNight,
        nights,
        at: hotelAt.get(Number(stay.provider_id)) ?? townAt.get(Number(stay.location_id)),
      });
  }
  return placed(places);
}

/**
 * A place no hotel gives coordinates for sits halfway along the route between its neighbours that have some
 * (the sketch keeps every night in order); before the first or after the last known place it is left out.
 */
function placed(places: (Omit<RoutePoint, 'lat' | 'lon'> & { at: number[] | undefined })[]): RoutePoint[] {
  const known = places.map((p, i) => (p.at ? i : -1)).filter((i) => i >= 0);
  return places.flatMap((p, i) => {
    const { at, ...rest } = p;
    if (at) return [{ ...rest, lat: at[0]!, lon: at[1]! }];
    const before = known.filter((k) => k < i).at(-1);
    const after = known.find((k) => k > i);
    if (before === undefined || after === undefined) return [];
    const share = (i - before) / (after - before);
    const [a, b] = [places[before]!.at!, places[after]!.at!];
    return [{ ...rest, lat: a[0]! + (b[0]! - a[0]!) * share, lon: a[1]! + (b[1]! - a[1]!) * share }];
  });
}
