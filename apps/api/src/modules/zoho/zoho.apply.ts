import { systemTaskMessages as task } from '@trips/shared/modules/tasks/system-tasks';
import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import { tripCauseMessages as causeText } from '@trips/shared/modules/trips/trip-causes';
import { generalStatuses } from '@trips/shared/modules/trips/trips.constants';
import { zohoMessages as says } from '@trips/shared/modules/zoho/zoho.messages';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { inReaderLanguage } from '../../db/reader-language.ts';
import { AppError } from '../../http/errors.ts';
import { findItineraryByHoliday } from '../itineraries/index.ts';
import { raiseSystemTask } from '../tasks/index.ts';
import {
  bodyOf,
  createTripsRepo,
  dayOf,
  insertTrip,
  insertTripFromItinerary,
  loadRaw,
  type RawTrip,
  saveTrip,
  tripReadiness,
} from '../trips/index.ts';
import type { ZohoDeal } from './zoho.deals.ts';
import { revisionLine } from './zoho.labels.ts';
import { mapDeal, type ZohoField, type ZohoValues, zohoFields } from './zoho.mapping.ts';
import { createZohoMatcher } from './zoho.match.ts';
import { createZohoRepo } from './zoho.repo.ts';

export type DealOutcome = 'created' | 'updated' | 'unchanged' | 'unmatched';

export interface ApplyOptions {
  /** The Zoho settings' Activate synced trips: a trip made from an itinerary goes Active when it is ready. */
  activate: boolean;
}

const IT_TEAM = 3;
const OPERATIONS_TEAM = 1;
/** Where a linked deal's `written` keeps the reason its trip was listed for (cleared when it is settled). */
const ATTENTION = 'attention';

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const modifiedOf = (deal: ZohoDeal) => (deal.Modified_Time ? new Date(deal.Modified_Time) : null);
const nameOf = (deal: ZohoDeal) => String(deal.Deal_Name ?? '').slice(0, 200);

type Listing = Omit<Parameters<typeof raiseSystemTask>[1], 'deadline'>;

/**
 * Lists the deal on the Zoho screen with its reason (a new reason replaces the old); the task is raised
 * the first time the deal is listed only.
 */
async function listDeal(
  trx: Database,
  accountId: number,
  deal: ZohoDeal,
  reason: string,
  now: Date,
  raise: Listing,
) {
  const repo = createZohoRepo(trx);
  const seen = await repo.unmatched(accountId, deal.id);
  const taskId = seen
    ? seen.task_id
    : await raiseSystemTask(trx, { ...raise, deadline: now.toISOString().slice(0, 10) });
  await repo.saveUnmatched({ accountId, dealId: deal.id, name: nameOf(deal), reason, taskId }, now);
}

/** A deal that cannot be a trip: the IT team gets one task the first time it is seen. */
async function unmatched(trx: Database, accountId: number, deal: ZohoDeal, reason: string, now: Date) {
  await listDeal(trx, accountId, deal, reason, now, {
    owner: { teamId: IT_TEAM },
    subject: task.zohoDealUnmatched(String(deal.id)),
    information: `Deal "${nameOf(deal)}" (${deal.id}): ${reason} Fix the deal in Zoho or the locations here.`,
  });
  return 'unmatched' as const;
}

/**
 * A trip made from a deal that still needs someone: listed with the trip and its reason, and one task
 * about the trip for its operations owner (else the operations team) the first time.
 */
async function needsAttention(
  trx: Database,
  link: { accountId: number; deal: ZohoDeal; trip: RawTrip },
  reason: string,
  subject: string,
  now: Date,
) {
  const { accountId, deal, trip } = link;
  const owner = trip.trip.operations_owner_id as number | null;
  await listDeal(trx, accountId, deal, reason, now, {
    owner: owner ? { userId: owner } : { teamId: OPERATIONS_TEAM },
    subject,
    information: `Deal "${nameOf(deal)}" (${deal.id}), trip "${trip.trip.trip_name}": ${reason}`,
    about: { typeId: taskObjectTypes.trip, id: trip.trip.id },
  });
  return reason;
}

interface Link {
  accountId: number;
  tripId: number;
  written: Record<string, unknown>;
}

async function update(trx: Database, link: Link, values: ZohoValues, deal: ZohoDeal, now: Date) {
  const repo = createZohoRepo(trx);
  const { tripId } = link;
  await createTripsRepo(trx).lock(tripId);
  const before = await loadRaw(trx, tripId);
  if (!before) return 'unchanged' as const;
  await settleListing(trx, link, deal, before);
  const changes: Partial<ZohoValues> = {};
  const ignored: string[] = [];
  for (const field of zohoFields) {
    if (same(values[field], link.written[field])) continue;
    if (same(before.trip[field], link.written[field])) changes[field] = values[field];
    else if (field === 'trip_comments' && values[field]) ignored.push(String(values[field]));
  }
  const written = { ...link.written, ...changes };
  await repo.saveDeal(link.accountId, deal.id, tripId, written, modifiedOf(deal));
  await repo.addLines(tripId, deal.id, 'ignored_comment', ignored, now);
  if (Object.keys(changes).length === 0) return 'unchanged' as const;
  const cause = { action: 'update', subject: causeText.zohoDeal(String(deal.id)) };
  const after = await saveTrip(trx, null, tripId, bodyOf(before, changes), now, cause);
  const lines = (Object.keys(changes) as ZohoField[]).map((f) => revisionLine(f, before.trip, after.trip));
  await repo.addLines(tripId, deal.id, 'revised', lines, now);
  return 'updated' as const;
}

/**
 * A linked deal read again: it leaves the list unless it is there for its trip (no itinerary, left Pending)
 * and the trip is still Pending. A reason the mapping gave (a location since renamed) is settled now.
 */
async function settleListing(trx: Database, link: Link, deal: ZohoDeal, trip: RawTrip) {
  const repo = createZohoRepo(trx);
  const listed = await repo.unmatched(link.accountId, deal.id);
  if (!listed) return;
  const pending = Number(trip.trip.general_status_id) === generalStatuses.pending;
  if (pending && listed.reason === link.written[ATTENTION]) return;
  await repo.matched(link.accountId, deal.id);
}

/** Readiness errors as the Zoho screen keeps them: in English, like every stored reason. */
const readinessErrors = async (trx: Database, tripId: number, now: Date) =>
  (await inReaderLanguage('en', () => tripReadiness(trx, tripId, dayOf(now)))).filter(
    (p) => p.severity === 'error',
  );

/**
 * Activate synced trips: the new trip goes Active through the trips module's own save, as a person's
 * activation does (the booking automation then plans and requests each row), when its readiness shows no
 * error. Otherwise it stays Pending: answers why, for the Zoho screen.
 */
async function activateIfReady(trx: Database, deal: ZohoDeal, trip: RawTrip, now: Date) {
  const id = trip.trip.id;
  const errors = await readinessErrors(trx, id, now);
  if (errors.length === 1) return says.notActivatedOne;
  if (errors.length > 1) return says.notActivated(errors.length);
  const raw = await loadRaw(trx, id);
  const cause = { action: 'update', subject: causeText.zohoDeal(String(deal.id)) };
  const body = bodyOf(raw!, { general_status_id: generalStatuses.active });
  // A save the trips module refuses leaves the trip as it was made, Pending, and the sync goes on.
  await sql`savepoint zoho_activation`.execute(trx);
  try {
    await saveTrip(trx, null, id, body, now, cause);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await sql`rollback to savepoint zoho_activation`.execute(trx);
    return says.activationRefused;
  }
  await sql`release savepoint zoho_activation`.execute(trx);
  return null;
}

/**
 * A new deal becomes a trip through the trips module (history, costs and owner notices apply). With a
 * holiday that has an active itinerary, the trip is made from it with every row priced, and goes Active
 * when the settings say so and it is ready; a holiday without an itinerary gives the trip its details only
 * and lists it.
 */
async function create(
  trx: Database,
  accountId: number,
  deal: ZohoDeal,
  mapped: ZohoValues,
  now: Date,
  options: ApplyOptions,
) {
  const repo = createZohoRepo(trx);
  const values = { ...mapped, zoho_account_id: accountId } as Parameters<typeof insertTrip>[3];
  const holiday = String(mapped.holiday_id ?? '');
  const itinerary = holiday ? await findItineraryByHoliday(trx, holiday) : undefined;
  // What the deal leaves blank (trip type, brand, places) the itinerary gives; its nights give the end.
  const created = itinerary
    ? await insertTripFromItinerary(
        trx,
        null,
        {
          itinerary_id: itinerary.id,
          start_date: String(mapped.start_date),
          travellers: Number(mapped.travellers),
          values,
        },
        now,
      )
    : await insertTrip(trx, null, now, values);
  const tripId = created.trip.id as number;
  const link = { accountId, deal, trip: created };
  let attention: string | null = null;
  if (!itinerary && holiday)
    attention = await needsAttention(
      trx,
      link,
      says.noItinerary(holiday),
      says.noItineraryTask(String(deal.id), holiday),
      now,
    );
  else if (itinerary && options.activate) {
    const why = await activateIfReady(trx, deal, created, now);
    if (why) attention = await needsAttention(trx, link, why, says.notActivatedTask(String(deal.id)), now);
  }
  if (attention === null) await repo.matched(accountId, deal.id);
  const written = attention === null ? mapped : { ...mapped, [ATTENTION]: attention };
  await repo.saveDeal(accountId, deal.id, tripId, written, modifiedOf(deal));
  return 'created' as const;
}

/**
 * One deal in the caller's transaction: a new deal becomes a trip; a known one changes only the fields
 * staff have not edited since Zoho last wrote them; a deal that cannot be a trip is listed instead.
 */
export async function applyDeal(
  trx: Database,
  accountId: number,
  deal: ZohoDeal,
  now: Date,
  options: ApplyOptions = { activate: false },
): Promise<DealOutcome> {
  const repo = createZohoRepo(trx);
  const mapped = await mapDeal(deal, createZohoMatcher(trx));
  if (mapped.problem !== null) return unmatched(trx, accountId, deal, mapped.problem, now);
  const link = await repo.deal(accountId, deal.id);
  if (link && link.trip_id === null) {
    await repo.matched(accountId, deal.id);
    return 'unchanged';
  }
  if (link?.trip_id)
    return update(trx, { accountId, tripId: link.trip_id, written: link.written }, mapped.values, deal, now);
  return create(trx, accountId, deal, mapped.values, now, options);
}
