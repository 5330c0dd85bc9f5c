import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import { cancelledServiceStatusIds, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { RawAccommodation, RawRow } from '../trips.presenter.ts';
import { addDays, nightsOf } from './readiness.days.ts';
import type { Finding, ReadinessInput } from './readiness.types.ts';

export const isLive = (r: RawRow) => !cancelledServiceStatusIds.includes(Number(r.trip_service_status_id));

/** The first day a row's service happens on. */
export const dayOfRow = (r: RawRow): string | null =>
  ('checkin_date' in r ? r.checkin_date : 'from_date' in r ? r.from_date : r.date) ?? null;

const bedsOf = (a: RawAccommodation) =>
  a.individual_rooms + 2 * a.double_rooms + 2 * a.twin_rooms + 3 * a.triple_rooms;
const roomsOf = (a: RawAccommodation) => a.individual_rooms + a.double_rooms + a.twin_rooms + a.triple_rooms;

/** Runs of consecutive nights as [first night, count]. */
function runs(days: readonly string[]): [string, number][] {
  const out: [string, number][] = [];
  for (const d of days) {
    const last = out.at(-1);
    if (last && addDays(last[0], last[1]) === d) last[1] += 1;
    else out.push([d, 1]);
  }
  return out;
}

/**
 * Every night from today (or the start) to the end has exactly one live stay: a run of nights without one
 * is one problem, a night two stays share another.
 */
export function nightFindings({ raw, today }: ReadinessInput): Finding[] {
  const { start_date: start, end_date: end } = raw.trip;
  const stays = raw.accommodations.filter((a) => isLive(a) && a.checkin_date && a.checkout_date);
  const cover = new Map<string, RawAccommodation[]>();
  for (const a of stays)
    for (const night of nightsOf(a.checkin_date!, a.checkout_date!))
      cover.set(night, [...(cover.get(night) ?? []), a]);
  const nights = nightsOf(start > today ? start : today, end);
  // The stay to lengthen: the one ending where the gap starts, else the one starting where it ends.
  const nextTo = (date: string, count: number) =>
    stays.find((a) => a.checkout_date === date) ?? stays.find((a) => a.checkin_date === addDays(date, count));
  const gaps = runs(nights.filter((n) => !cover.has(n))).map(
    ([date, count]): Finding => ({
      code: 'night_missing',
      severity: 'error',
      section: 'accommodations',
      ...(nextTo(date, count) ? { row_id: nextTo(date, count)!.id } : {}),
      date,
      says: 'nightMissing',
      values: { count, date },
    }),
  );
  const doubled = runs(nights.filter((n) => (cover.get(n)?.length ?? 0) > 1)).map(
    ([date, count]): Finding => ({
      code: 'night_missing',
      severity: 'error',
      section: 'accommodations',
      row_id: cover.get(date)![1]!.id,
      date,
      says: 'nightDoubled',
      values: { count, date },
    }),
  );
  return [...gaps, ...doubled];
}

/** A coming stay with no room, or with fewer beds than the people it is for. */
export function roomFindings({ raw, today }: ReadinessInput): Finding[] {
  return raw.accommodations
    .filter((a) => isLive(a) && a.checkin_date && (a.checkout_date ?? a.checkin_date) >= today)
    .flatMap((a): Finding[] => {
      const place = { provider: a.provider_name ?? a.location_name ?? '', date: a.checkin_date! };
      const where = { section: 'accommodations', row_id: a.id, date: a.checkin_date! } as const;
      if (roomsOf(a) === 0)
        return [{ code: 'rooms_missing', severity: 'error', ...where, says: 'noRooms', values: place }];
      const people = a.people > 0 ? a.people : raw.trip.travellers;
      if (bedsOf(a) >= people) return [];
      const values = { ...place, beds: bedsOf(a), people };
      return [{ code: 'rooms_missing', severity: 'warning', ...where, says: 'fewBeds', values }];
    });
}

/** A live row from today on without its provider. */
export function providerFindings({ raw, today }: ReadinessInput): Finding[] {
  return tripSections.flatMap((section) =>
    (raw[section] as RawRow[])
      .filter((r) => isLive(r) && !r.provider_id && (dayOfRow(r) ?? today) >= today)
      .map(
        (r): Finding => ({
          code: 'provider_missing',
          severity: 'error',
          section,
          row_id: r.id,
          ...(dayOfRow(r) ? { date: dayOfRow(r)! } : {}),
          says: 'noProvider',
          values: { section, date: dayOfRow(r) ?? '' },
        }),
      ),
  );
}

/** Rows nobody will sell: every provider asked declined or did not answer, and the fallback found no other. */
const refused = [serviceStatus.declined, serviceStatus.noResponse] as number[];

/** A coming row its providers refused, left with no one to ask: an error until staff find one. */
export function declinedFindings({ raw, today }: ReadinessInput): Finding[] {
  return tripSections.flatMap((section) =>
    (raw[section] as RawRow[])
      .filter((r) => refused.includes(Number(r.trip_service_status_id)) && (dayOfRow(r) ?? today) >= today)
      .map(
        (r): Finding => ({
          code: 'provider_declined',
          severity: 'error',
          section,
          row_id: r.id,
          ...(dayOfRow(r) ? { date: dayOfRow(r)! } : {}),
          says: 'declined',
          values: {
            section,
            date: dayOfRow(r) ?? '',
            provider: r.provider_name ?? '',
            status:
              Number(r.trip_service_status_id) === serviceStatus.noResponse ? 'no_response' : 'declined',
          },
        }),
      ),
  );
}

const key = (from: unknown, to: unknown) => `${from}>${to}`;

/**
 * A coming people transfer between two places with no transfer route: no provider can be proposed for it
 * and its price is not known from the routes (a warning; the row without a provider is an error of its own).
 */
export function routeFindings({ raw, today, routes }: ReadinessInput): Finding[] {
  return raw.normal_transfers
    .filter((r) => isLive(r) && r.from_location_id && r.to_location_id && (r.date ?? today) >= today)
    .filter((r) => !routes.has(key(r.from_location_id, r.to_location_id)))
    .map(
      (r): Finding => ({
        code: 'transfer_route_missing',
        severity: 'warning',
        section: 'normal_transfers',
        row_id: r.id,
        ...(r.date ? { date: r.date } : {}),
        says: 'noRoute',
        values: { from: r.from_location_name ?? '', to: r.to_location_name ?? '', date: r.date ?? '' },
      }),
    );
}

/**
 * A coming live row whose provider's rates give it no price (the pricing engine's problem is on the row):
 * a warning, since staff may agree a price by hand (the real cost).
 */
export function priceFindings({ raw, today }: ReadinessInput): Finding[] {
  return tripSections.flatMap((section) =>
    (raw[section] as RawRow[])
      .filter((r) => isLive(r) && r.provider_id && r.t_cost === null && r.t_cost_problem)
      .filter((r) => (dayOfRow(r) ?? today) >= today)
      .map(
        (r): Finding => ({
          code: 'price_missing',
          severity: 'warning',
          section,
          row_id: r.id,
          ...(dayOfRow(r) ? { date: dayOfRow(r)! } : {}),
          says: 'noPrice',
          values: { section, provider: r.provider_name ?? '', date: dayOfRow(r) ?? '' },
        }),
      ),
  );
}
