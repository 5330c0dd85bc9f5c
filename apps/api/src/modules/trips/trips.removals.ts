import { serviceStatus as S } from '@trips/shared/modules/bookings/bookings.constants';
import { tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import type { Database } from '../../db/database.ts';
import { bodyOf } from './trips.body.ts';
import type { RawTrip } from './trips.presenter.ts';
import { tripSteps } from './trips.steps.ts';

type Row = Record<string, unknown>;

const booked: readonly number[] = [S.requested, S.confirmed, S.modificationRequested];

/**
 * A row the editor removed while a provider holds it (asked by the booking automation and not answered, or
 * confirmed) is not deleted but cancelled: the provider gets the cancellation with its confirmation number,
 * and the trip keeps the record of it. A row only marked as asked, with no request behind it, goes.
 */
export async function keepBookedRemovals(trx: Database, before: RawTrip, body: SaveTripInput) {
  let stored: SaveTripInput | null = null;
  const next = { ...body, deleted: { ...body.deleted } };
  for (const section of tripSections) {
    const candidates = (before[section] as Row[])
      .filter((r) => r.is_send_email === true && booked.includes(Number(r.trip_service_status_id)))
      .map((r) => r.id as number)
      .filter((id) => body.deleted[section].includes(id));
    if (candidates.length === 0) continue;
    const held = await tripSteps().heldByProviders(trx, section, candidates);
    if (held.size === 0) continue;
    stored ??= bodyOf(before);
    const rows = (stored[section] as Row[]).filter((r) => held.has(r.id as number));
    next.deleted[section] = body.deleted[section].filter((id) => !held.has(id));
    (next[section] as Row[]) = [
      ...(body[section] as Row[]),
      ...rows.map((r) => ({ ...r, trip_service_status_id: S.cancelled })),
    ];
  }
  return next;
}
