import type { Database } from '../../db/database.ts';
import { planBookings } from '../bookings/bookings.plan.ts';
import { followLuggageChain } from '../transfers/auto-transfers.follow.ts';
import { planDocuments } from '../vouchers/vouchers.plan.ts';
import { dayOf } from './readiness/readiness.days.ts';
import { keepReadiness } from './readiness/readiness.service.ts';
import { auditTrip, type SaveCause } from './trips.audit.ts';
import { figuresOf } from './trips.figures.ts';
import { rawOrThrow, tripNotFound } from './trips.load.ts';
import type { RawTrip } from './trips.presenter.ts';
import { createTripsRepo } from './trips.repo.ts';
import type { TripFlags } from './trips.writer.ts';

/**
 * What follows every change of a trip's rows, in the caller's transaction and the version it took: the
 * luggage rows follow the hotel chain, bookings and customer documents are planned, the figures are
 * computed again from the rows, each change goes into the trip's history and its readiness is kept.
 */
export async function settleTrip(
  trx: Database,
  userId: number | null,
  id: number,
  before: RawTrip,
  cause?: SaveCause,
) {
  await followLuggageChain(trx, userId, id, before);
  let after = await rawOrThrow(trx, id);
  if (await planBookings(trx, before, after, new Date())) after = await rawOrThrow(trx, id);
  const flags = await planDocuments(trx, before, after, new Date());
  if (await storeFigures(trx, after, flags)) after = await rawOrThrow(trx, id);
  await auditTrip(trx, userId, id, before, after, cause);
  await keepReadiness(trx, id, dayOf(new Date()), userId);
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
  change: () => Promise<void>,
) {
  const repo = createTripsRepo(trx);
  if (!(await repo.lock(id))) throw tripNotFound();
  const before = await rawOrThrow(trx, id);
  await change();
  await repo.update(id, {});
  return settleTrip(trx, userId, id, before);
}
