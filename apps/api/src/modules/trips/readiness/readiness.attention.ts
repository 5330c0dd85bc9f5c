import { problemLevels } from '@trips/shared/modules/trips/readiness.constants';
import type { AttentionItem } from '@trips/shared/modules/trips/readiness.schema';
import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { bookingRecord } from '@trips/shared/settings/record-groups';
import { sql } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { currentReaderLanguage, type ReaderLanguage } from '../../../db/reader-language.ts';
import { nameIn } from '../../../engine/i18n/local-name.ts';
import { readSettings } from '../../../engine/settings/read-settings.ts';
import { addDays } from './readiness.days.ts';
import { inWords, tripReadiness } from './readiness.service.ts';
import type { Finding } from './readiness.types.ts';

/** How many trips the panel reads problems of: the soonest. */
const tripLimit = 40;

/**
 * Trips not done with that the calendar can give a problem to: running or starting within the attention
 * window, or holding a room whose free cancellation ends within it.
 */
export async function tripsInWindow(db: Database, today: string) {
  const { bps_attention_days: days } = await readSettings(db, bookingRecord);
  const last = addDays(today, days);
  return db
    .selectFrom('trips as t')
    .select(['t.id', 't.trip_name', sql<string>`t.start_date::text`.as('start_date'), 't.problem_level'])
    .where('t.general_status_id', 'in', [generalStatuses.pending, generalStatuses.active])
    .where('t.end_date', '>=', today)
    .where((eb) =>
      eb.or([
        eb('t.start_date', '<=', last),
        // Asked once for every trip (index trip_accommodations_free_cancellation_idx), not per trip.
        eb(
          't.id',
          'in',
          eb
            .selectFrom('trip_accommodations as a')
            .select('a.trip_id')
            .where('a.free_cancellation_date', '>=', today)
            .where('a.free_cancellation_date', '<=', last),
        ),
      ]),
    )
    .orderBy('t.start_date')
    .orderBy('t.id');
}

/** The service status a kept finding names ('Requested'), as its writer read it. */
const statusOf = (finding: unknown) => (finding as Finding).values?.status;

/**
 * A kept finding names a row's status in the language of whoever kept it: each name the findings hold, in the
 * reader's language, read in one statement for the whole list.
 */
async function statusNamesIn(
  db: Database,
  trips: { findings: unknown[] | null }[],
  language: ReaderLanguage,
) {
  const written = [...new Set(trips.flatMap((t) => (t.findings ?? []).map(statusOf)))].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  const names = new Map<string, string>();
  if (written.length === 0) return names;
  const rows = await db
    .selectFrom('statuses as s')
    .select(['s.name', 's.name_es', 's.name_de', nameIn('s', language).as('local')])
    .where('s.kind', '=', 'trip_service')
    .where((eb) =>
      eb.or([eb('s.name', 'in', written), eb('s.name_es', 'in', written), eb('s.name_de', 'in', written)]),
    )
    .execute();
  for (const row of rows)
    for (const name of [row.name, row.name_es, row.name_de]) if (name) names.set(name, row.local);
  return names;
}

/** The kept findings with each status they name in the reader's language. */
const withStatusNames = (findings: unknown[] | null, names: Map<string, string>) =>
  findings?.map((f) => {
    const status = statusOf(f);
    if (typeof status !== 'string' || !names.has(status)) return f;
    const finding = f as Finding;
    return { ...finding, values: { ...finding.values, status: names.get(status)! } };
  }) ?? null;

/** The kept findings in words, or none when one no longer has words (a message renamed since). */
function inWordsOf(findings: unknown[] | null, language: ReaderLanguage) {
  try {
    return findings?.map((f) => inWords(f as Finding, language));
  } catch {
    return undefined;
  }
}

/**
 * The home's "Needs attention": every problem of the trips with problems in the window, most urgent first
 * (errors, then the soonest date: tonight's unconfirmed arrival leads). The problems are those the trips
 * keep (kept on each save and by the daily sweep), read in the statement that finds the trips; a trip
 * kept before its problems were (an older database) is computed once here, which keeps them.
 */
export async function needsAttention(db: Database, today: string) {
  const trips = await (await tripsInWindow(db, today))
    .leftJoin('trip_problems as p', 'p.trip_id', 't.id')
    .select('p.findings')
    .where('t.problem_level', '>', problemLevels.none)
    .limit(tripLimit + 1)
    .execute();
  const language = currentReaderLanguage();
  const statusNames = await statusNamesIn(db, trips, language);
  const items: AttentionItem[] = [];
  for (const trip of trips.slice(0, tripLimit)) {
    const problems =
      inWordsOf(withStatusNames(trip.findings, statusNames), language) ??
      (await tripReadiness(db, trip.id, today));
    for (const problem of problems)
      items.push({ trip_id: trip.id, trip_name: trip.trip_name, start_date: trip.start_date, problem });
  }
  const rank = (i: AttentionItem) => (i.problem.severity === 'error' ? 0 : 1);
  items.sort(
    (a, b) =>
      rank(a) - rank(b) || (a.problem.date ?? a.start_date).localeCompare(b.problem.date ?? b.start_date),
  );
  return { success: true as const, items, trip_count: trips.length };
}
