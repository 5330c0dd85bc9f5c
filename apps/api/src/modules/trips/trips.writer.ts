import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { Database } from '../../db/database.ts';
import { recordChange, type Snapshot } from '../../engine/audit/audit.ts';
import { dayOf } from './readiness/readiness.days.ts';
import { keepReadiness } from './readiness/readiness.service.ts';
import { createTripRowsRepo } from './trip-rows.repo.ts';
import { tripEntity } from './trips.audit.ts';
import { figureFields, figuresOf } from './trips.figures.ts';
import { rawOrThrow, tripNotFound } from './trips.load.ts';
import { createTripsRepo, type StoredTrip } from './trips.repo.ts';
import { sections } from './trips.sections.ts';
import { followChange } from './trips.settle.ts';
import type { TripFlags } from './trips.steps.ts';

/** Who or what changes a trip outside its editor, as the trip's history names it. */
export interface TripCause {
  /** Null when the system acts (the booking automation, a job). */
  userId: number | null;
  /** The history entry's action: 'booking', 'invoice', 'documents'… */
  action: string;
  /** "Accommodation #12: Hotel Virxe da Cerca declined; Hostal Alameda is next on the location's hotel list" */
  subject: string;
}

/** A row's columns set by the cause (its status, provider and cost, its real cost and payment). */
export interface RowChange {
  section: TripSection;
  id: number;
  values: Record<string, unknown>;
}

const pick = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.map((k) => [k, record[k] ?? null]));

/** Each row's before and after; with several rows, each field is named with its row. */
async function writeRows(trx: Database, rows: readonly RowChange[]) {
  const repo = createTripRowsRepo(trx);
  const story: { before: Snapshot; after: Snapshot } = { before: {}, after: {} };
  for (const { section, id, values } of rows) {
    const spec = sections[section];
    const was = await repo.find(spec, id);
    if (!was) continue;
    await repo.update(spec, id, values);
    const name = (field: string) => (rows.length > 1 ? `${spec.label} #${id} ${field}` : field);
    for (const field of Object.keys(values)) {
      story.before[name(field)] = was[field] ?? null;
      story.after[name(field)] = values[field] ?? null;
    }
  }
  return story;
}

/**
 * The one write of a trip outside its editor's save, in the caller's transaction: the rows' and trip's new
 * values, the figures computed again from all the rows, the next version (an open editor gets the 409 with
 * the trip as it now stands) and one history entry naming the cause, with each value that moved (the
 * row's cost and the trip's total cost and margin: "Total cost 155 → 69").
 */
export async function changeTrip(
  trx: Database,
  tripId: number,
  cause: TripCause,
  change: { rows?: readonly RowChange[]; flags?: TripFlags },
  now: Date,
) {
  const repo = createTripsRepo(trx);
  if (!(await repo.lock(tripId))) throw tripNotFound();
  const trip = (await repo.find(tripId)) as StoredTrip;
  const rows = change.rows ?? [];
  const before = rows.length > 0 ? await rawOrThrow(trx, tripId) : null;
  const story = await writeRows(trx, rows);
  // A row moved by the automation (another hotel after a decline) moves the luggage chain and tells
  // every provider concerned, as a save does.
  if (before) await followChange(trx, cause.userId, tripId, before, now, true);
  const flags = change.flags ?? {};
  const figures = await figuresOf(trx, trip);
  await repo.update(tripId, { ...flags, ...figures });
  await recordChange(trx, {
    entity: tripEntity,
    entityId: tripId,
    action: cause.action,
    userId: cause.userId,
    subject: cause.subject,
    before: { ...story.before, ...pick(trip, [...Object.keys(flags), ...figureFields]) },
    after: { ...story.after, ...flags, ...figures },
  });
  await keepReadiness(trx, tripId, dayOf(now), cause.userId);
}
