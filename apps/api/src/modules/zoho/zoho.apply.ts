import { systemTaskMessages as task } from '@trips/shared/modules/tasks/system-tasks';
import { tripCauseMessages as causeText } from '@trips/shared/modules/trips/trip-causes';
import { type SaveTripInput, saveTripBody } from '@trips/shared/modules/trips/trips.schema';
import type { Database } from '../../db/database.ts';
import { raiseSystemTask } from '../tasks/tasks.system.ts';
import { loadRaw, present } from '../trips/trips.presenter.ts';
import { createTripsRepo } from '../trips/trips.repo.ts';
import { saveTrip } from '../trips/trips.save.ts';
import { insertTrip } from '../trips/trips.service.ts';
import type { ZohoDeal } from './zoho.deals.ts';
import { revisionLine } from './zoho.labels.ts';
import { mapDeal, type ZohoField, type ZohoValues, zohoFields } from './zoho.mapping.ts';
import { createZohoMatcher } from './zoho.match.ts';
import { createZohoRepo } from './zoho.repo.ts';

export type DealOutcome = 'created' | 'updated' | 'unchanged' | 'unmatched';
const IT_TEAM = 3;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const modifiedOf = (deal: ZohoDeal) => (deal.Modified_Time ? new Date(deal.Modified_Time) : null);

/** Listed on the Zoho screen with its reason; the IT team gets one task the first time it is seen. */
async function unmatched(trx: Database, accountId: number, deal: ZohoDeal, reason: string, now: Date) {
  const repo = createZohoRepo(trx);
  const name = String(deal.Deal_Name ?? '').slice(0, 200);
  const seen = await repo.unmatched(accountId, deal.id);
  const taskId = seen
    ? seen.task_id
    : await raiseSystemTask(trx, {
        owner: { teamId: IT_TEAM },
        subject: task.zohoDealUnmatched(String(deal.id)),
        information: `Deal "${name}" (${deal.id}): ${reason} Fix the deal in Zoho or the locations here.`,
        deadline: now.toISOString().slice(0, 10),
      });
  await repo.saveUnmatched({ accountId, dealId: deal.id, name, reason, taskId }, now);
  return 'unmatched' as const;
}

/** The trip's save body as it stands, with Zoho's changes on the trip's information. */
function bodyWith(raw: NonNullable<Awaited<ReturnType<typeof loadRaw>>>, changes: Partial<ZohoValues>) {
  const { trip, ...sections } = present(raw);
  const tag_ids = trip.tags.map((t) => t.id);
  return saveTripBody.parse({ ...sections, version: trip.version, trip: { ...trip, tag_ids, ...changes } });
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
  const after = await saveTrip(trx, null, tripId, bodyWith(before, changes) as SaveTripInput, cause);
  const lines = (Object.keys(changes) as ZohoField[]).map((f) => revisionLine(f, before.trip, after.trip));
  await repo.addLines(tripId, deal.id, 'revised', lines, now);
  return 'updated' as const;
}

/**
 * One deal in the caller's transaction: a new deal becomes a trip (through the trips module, so history,
 * costs and owner notices apply); a known one changes only the fields staff have not edited since Zoho
 * last wrote them; a deal that cannot be a trip is listed instead.
 */
export async function applyDeal(
  trx: Database,
  accountId: number,
  deal: ZohoDeal,
  now: Date,
): Promise<DealOutcome> {
  const repo = createZohoRepo(trx);
  const mapped = await mapDeal(deal, createZohoMatcher(trx));
  if (mapped.problem !== null) return unmatched(trx, accountId, deal, mapped.problem, now);
  await repo.matched(accountId, deal.id);
  const link = await repo.deal(accountId, deal.id);
  if (link && link.trip_id === null) return 'unchanged';
  if (link?.trip_id)
    return update(trx, { accountId, tripId: link.trip_id, written: link.written }, mapped.values, deal, now);
  const values = { ...mapped.values, zoho_account_id: accountId } as Parameters<typeof insertTrip>[2];
  const created = await insertTrip(trx, null, values);
  await repo.saveDeal(accountId, deal.id, created.trip.id as number, mapped.values, modifiedOf(deal));
  return 'created';
}
