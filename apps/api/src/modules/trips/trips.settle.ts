import type { Database } from '../../db/database.ts';
import { dayOf } from './readiness/readiness.days.ts';
import { keepReadiness } from './readiness/readiness.service.ts';
import { createTripRowsRepo } from './trip-rows.repo.ts';
import { auditTrip, type SaveCause } from './trips.audit.ts';
import { figuresOf } from './trips.figures.ts';
import { rawOrThrow, tripNotFound } from './trips.load.ts';
import type { RawTrip } from './trips.presenter.ts';
import { createTripsRepo } from './trips.repo.ts';
import { sections } from './trips.sections.ts';
import { type RowStatus, type TripFlags, tripSteps } from './trips.steps.ts';

/** The statuses the booking plan asks rows to wait in, written here: the trips module writes its rows. */
async function writeStatuses(trx: Database, statuses: readonly RowStatus[]) {
  const repo = createTripRowsRepo(trx);
  for (const { section, id, status } of statuses)
    await repo.update(sections[section], id, { trip_service_status_id: status });
  return statuses.length > 0;
}

/**
 * What follows a change of a trip's rows, in the caller's transaction: the luggage rows follow the hotel
 * chain, then bookings plan what each provider is told (the statuses they ask for written here). Answers
 * the trip as it now stands.
 */
export async function followChange(
  trx: Database,
  userId: number | null,
  id: number,
  before: RawTrip,
  now: Date,
  byStep = false,
) {
  const steps = tripSteps();
  await steps.followLuggage(trx, userId, id, before);
  const after = await rawOrThrow(trx, id);
  return (await writeStatuses(trx, await steps.planBookings(trx, before, after, now, byStep)))
    ? rawOrThrow(trx, id)
    : after;
}

/**
 * What follows every save of a trip, in the caller's transaction and the version it took: the change
 * followed (luggage chain, bookings), customer documents planned, the figures computed again from the
 * rows, each change in the trip's history and its readiness kept.
 */
export async function settleTrip(
  trx: Database,
  userId: number | null,
  id: number,
  before: RawTrip,
  now: Date,
  cause?: SaveCause,
) {
  let after = await followChange(trx, userId, id, before, now);
  const flags = await tripSteps().planDocuments(trx, before, after, now);
  if (await storeFigures(trx, after, flags)) after = await rawOrThrow(trx, id);
  await auditTrip(trx, userId, id, before, after, cause);
  await keepReadiness(trx, id, dayOf(now), userId);
  return after;
}

/** The figures (and the flags the plans set) where they differ from what the trip holds; answers whether. */
async function storeFigures(trx: Database, raw: RawTrip, flags: TripFlags) {
  const values = { ...flags, ...(await figuresOf(trx, raw.trip)) };
  const trip = raw.trip as Record<string, unknown>;
  if (Object.entries(values).every(([k, v]) => trip[k] === v)) return false;
  await createTripsRepo(trx).store(raw.trip.id, values);
  return true;
}

/**
 * A change made outside the editor that the trip settles after as its save does (a restored luggage row),
 * in one new version.
 */
export async function settleAfter(
  trx: Database,
  userId: number | null,
  id: number,
  now: Date,
  change: () => Promise<void>,
) {
  const repo = createTripsRepo(trx);
  if (!(await repo.lock(id))) throw tripNotFound();
  const before = await rawOrThrow(trx, id);
  await change();
  await repo.update(id, {});
  return settleTrip(trx, userId, id, before, now);
}
