import { ownerAlertDays, problemLevels } from '@trips/shared/modules/trips/readiness.constants';
import type { ReadinessProblem } from '@trips/shared/modules/trips/readiness.schema';
import { transferTypeIds } from '@trips/shared/modules/trips/trips.constants';
import { bookingRecord } from '@trips/shared/settings/record-groups';
import type { Database } from '../../../db/database.ts';
import { currentReaderLanguage, type ReaderLanguage } from '../../../db/reader-language.ts';
import { readSettings } from '../../../engine/settings/read-settings.ts';
import { notify } from '../../notifications/index.ts';
import { rawOrThrow } from '../trips.load.ts';
import type { RawTrip } from '../trips.presenter.ts';
import { createTripsRepo } from '../trips.repo.ts';
import { tripSteps } from '../trips.steps.ts';
import { daysFrom } from './readiness.days.ts';
import { keepFindings } from './readiness.kept.ts';
import { sayIn } from './readiness.messages.ts';
import { findingsOf } from './readiness.rules.ts';
import type { Finding } from './readiness.types.ts';

async function findings(db: Database, raw: RawTrip, today: string) {
  const id = raw.trip.id;
  const pairs = raw.normal_transfers.flatMap((r) =>
    r.from_location_id && r.to_location_id
      ? [{ from_location_id: r.from_location_id, to_location_id: r.to_location_id }]
      : [],
  );
  const steps = tripSteps();
  const [settings, luggage, nights, routes] = await Promise.all([
    readSettings(db, bookingRecord),
    steps.luggageGaps(db, id),
    steps.nightGaps(db, id, today),
    steps.routeFirstProviders(db, pairs, transferTypeIds.normal),
  ]);
  const attentionDays = settings.bps_attention_days;
  return findingsOf({ raw, today, attentionDays, luggage, nights, routes: new Set(routes.keys()) });
}

export const inWords = (f: Finding, language: ReaderLanguage): ReadinessProblem => {
  const { says, values, ...where } = f;
  return { ...where, message: sayIn(language, says, values) };
};

/** What the trip still lacks, computed from its rows now, in the reader's language. */
export async function tripReadiness(db: Database, id: number, today: string): Promise<ReadinessProblem[]> {
  const raw = await rawOrThrow(db, id);
  const found = await findings(db, raw, today);
  // Days pass and other modules' data change (routes, travellers): the list then follows what the screen says.
  await keepSummary(db, raw, found, today, null);
  return found.map((f) => inWords(f, currentReaderLanguage()));
}

/**
 * Computes the trip's readiness and keeps its summary on the trip (count, worst level, error codes) and its
 * findings for the lists; the operations owner hears of an error that was not there before when the trip starts within a week
 * (unless they made the change themselves: `userId`, null for the system; `quiet` tells no one: the demo seed).
 */
export async function keepReadiness(
  trx: Database,
  id: number,
  today: string,
  userId: number | null,
  quiet = false,
) {
  const raw = await rawOrThrow(trx, id);
  await keepSummary(trx, raw, await findings(trx, raw, today), today, quiet ? undefined : userId);
}

/** `userId` undefined: keep the summary and tell no one. */
async function keepSummary(
  db: Database,
  raw: RawTrip,
  found: Finding[],
  today: string,
  userId: number | null | undefined,
) {
  const errors = found.filter((f) => f.severity === 'error');
  const codes = [...new Set(errors.map((f) => f.code))].sort();
  const summary = {
    problem_count: found.length,
    problem_level: errors.length
      ? problemLevels.errors
      : found.length
        ? problemLevels.warnings
        : problemLevels.none,
    problem_errors: codes,
  };
  const { trip } = raw;
  await keepFindings(db, trip.id, found);
  const was = trip.problem_errors ?? [];
  if (
    trip.problem_count === summary.problem_count &&
    trip.problem_level === summary.problem_level &&
    was.join() === codes.join()
  )
    return;
  await createTripsRepo(db).store(trip.id, summary);
  const fresh = errors.filter((f) => !was.includes(f.code));
  const soon = trip.end_date >= today && daysFrom(today, trip.start_date) <= ownerAlertDays;
  if (userId !== undefined && fresh.length > 0 && soon && trip.operations_owner_id)
    await tellOwner(db, raw, fresh[0]!, userId);
}

async function tellOwner(db: Database, raw: RawTrip, first: Finding, userId: number | null) {
  const owner = await db
    .selectFrom('users_view')
    .select('ui_language')
    .where('id', '=', raw.trip.operations_owner_id!)
    .executeTakeFirst();
  const language = (owner?.ui_language ?? 'en') as ReaderLanguage;
  await notify(db, {
    userIds: [raw.trip.operations_owner_id!],
    event: 'tripProblem',
    params: [String(raw.trip.trip_name), inWords(first, language).message],
    relType: 'trip',
    relId: raw.trip.id,
    fromUserId: userId,
  });
}
