import {
  generalStatuses,
  type TripSection,
  tripMessages,
  tripSections,
} from '@trips/shared/modules/trips/trips.constants';
import type { SaveTripInput } from '@trips/shared/modules/trips/trips.schema';
import type { Database } from '../../db/database.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { conflict } from '../../http/errors.ts';
import { createTripRowsRepo } from './trip-rows.repo.ts';
import { notifyNewOwner, type SaveCause } from './trips.audit.ts';
import { followTripLevel } from './trips.follow-trip.ts';
import { rawOrThrow, tripNotFound } from './trips.load.ts';
import { loadTrip, type RawTrip } from './trips.presenter.ts';
import { createRowPricer, type RowPricer } from './trips.pricing.ts';
import { keepBookedRemovals } from './trips.removals.ts';
import { createTripsRepo } from './trips.repo.ts';
import { sections } from './trips.sections.ts';
import { settleTrip } from './trips.settle.ts';
import { checkSave } from './trips.validate.ts';

/** A stale save: 409 with the trip as it now stands, so the editor can show what changed. */
async function stale(db: Database, id: number) {
  return conflict(tripMessages.stale, { current: await loadTrip(db, id) });
}

/** A row's own columns as stored: a meeting point of -1 (none) is null. */
function rowValues(section: TripSection, row: Record<string, unknown>) {
  const { id, ...values } = row;
  for (const [point] of sections[section].meetingPoints)
    if (((values[point] as number | null) ?? 0) <= 0) values[point] = null;
  const transferTypeId = sections[section].transferTypeId;
  return transferTypeId === null ? values : { ...values, transfer_type_id: transferTypeId };
}

/** Deletes the queued rows, then inserts or updates every row in its order, priced. */
async function writeRows(trx: Database, before: RawTrip, body: SaveTripInput, price: RowPricer) {
  const repo = createTripRowsRepo(trx);
  const tripId = before.trip.id;
  for (const section of tripSections) {
    const spec = sections[section];
    const saved = new Map(before[section].map((r) => [r.id as number, r]));
    await repo.remove(spec, body.deleted[section]);
    for (const [position, row] of (body[section] as Record<string, unknown>[]).entries()) {
      const values = {
        ...rowValues(section, row),
        ...(await price(section, row, row.id === null ? undefined : saved.get(row.id as number))),
        position,
        trip_id: tripId,
      };
      if (row.id === null) await repo.insert(spec, values);
      else await repo.update(spec, row.id as number, values);
    }
  }
}

/**
 * The one save of the trip detail, in the caller's transaction: the version must be the one the editor
 * started from; everything is checked before anything is written; rows are priced, the trip's costs
 * recomputed, every change audited and a new operations owner notified.
 */
export async function saveTrip(
  trx: Database,
  userId: number | null,
  id: number,
  body: SaveTripInput,
  now: Date,
  cause?: SaveCause,
) {
  const repo = createTripsRepo(trx);
  await lockAndCheck(repo.lock(id), body.version, {
    missing: tripNotFound,
    stale: () => stale(trx, id),
  });
  const before = await rawOrThrow(trx, id);
  // On an Active trip a new start day or party moves and resizes the rows the editor left alone.
  if (Number(before.trip.general_status_id) === generalStatuses.active)
    body = await followTripLevel(trx, before, body);
  body = await keepBookedRemovals(trx, before, body);
  await checkSave(trx, id, body, before.trip);
  await writeRows(trx, before, body, createRowPricer(trx));
  const { tag_ids, ...info } = body.trip;
  await repo.update(id, { ...info, trip_name: info.trip_name.trim() });
  await repo.setTags(id, [...new Set(tag_ids)]);
  const after = await settleTrip(trx, userId, id, before, now, cause);
  await notifyNewOwner(trx, userId, before, after);
  return after;
}
