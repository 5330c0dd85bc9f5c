import { serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import { tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import { bodyOf } from './trips.body.ts';
import type { RawTrip } from './trips.presenter.ts';

type Row = Record<string, unknown>;

const held: readonly number[] = [S.requested, S.confirmed, S.modificationRequested];

/**
 * A row the editor removed while a provider holds it (asked or confirmed by the booking automation) is
 * not deleted but cancelled: the provider gets the cancellation with its confirmation number, and the trip
 * keeps the record of it.
 */
export function keepBookedRemovals(before: RawTrip, body: SaveTripInput): SaveTripInput {
  let stored: SaveTripInput | null = null;
  const next = { ...body, deleted: { ...body.deleted } };
  for (const section of tripSections) {
    const booked = new Set(
      (before[section] as Row[])
        .filter((r) => r.is_send_email === true && held.includes(Number(r.trip_service_status_id)))
        .map((r) => r.id as number),
    );
    const kept = body.deleted[section].filter((id) => booked.has(id));
    if (kept.length === 0) continue;
    stored ??= bodyOf(before);
    const rows = (stored[section] as Row[]).filter((r) => kept.includes(r.id as number));
    next.deleted[section] = body.deleted[section].filter((id) => !booked.has(id));
    (next[section] as Row[]) = [
      ...(body[section] as Row[]),
      ...rows.map((r) => ({ ...r, trip_service_status_id: S.cancelled })),
    ];
  }
  return next;
}
