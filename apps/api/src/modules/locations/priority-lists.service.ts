import {
  type PriorityList,
  type PriorityListsResponse,
  priorityLists,
  type savePriorityListsBody,
} from '@trips/shared/modules/locations/priority-lists.schema';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { queueProblems, rejected } from '../../engine/edits/queued-deletes.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { createLookupsRepo } from '../lookups/index.ts';
import { createLocationsRepo } from './locations.repo.ts';
import { priorityListProviders } from './priority-lists.providers.ts';
import { createPriorityListsRepo, type PriorityRow } from './priority-lists.repo.ts';

type Save = z.output<typeof savePriorityListsBody>;
type Lists = Omit<PriorityListsResponse, 'success' | 'messages'>;
type SentRow = { provider_id: number; priority: number; hotel_type_id?: number };

export const stalePriorityMessage =
  "This location's priority lists were changed by someone else. Reload to see their changes; your edits are kept on screen.";
const listLabels: Record<PriorityList, string> = {
  hotel: 'Hotel list',
  superior: 'Superior list',
  emergency_transfer: 'Emergency transfer list',
};

async function load(db: Database, locationId: number): Promise<Lists> {
  const repo = createPriorityListsRepo(db);
  const rows = await repo.rows(locationId);
  const names = await priorityListProviders().names(
    db,
    rows.map((r) => r.provider_id),
  );
  const of = (list: PriorityList) =>
    rows
      .filter((r) => r.list === list)
      .map(({ provider_id, priority, hotel_type_id, hotel_type_name }) => ({
        provider_id,
        provider_name: names.get(provider_id) ?? '',
        priority,
        ...(list === 'hotel'
          ? { hotel_type_id: hotel_type_id!, hotel_type_name: hotel_type_name ?? '' }
          : {}),
      }));
  return {
    version: await repo.version(locationId),
    hotel: of('hotel') as Lists['hotel'],
    superior: of('superior'),
    emergency_transfer: of('emergency_transfer'),
  };
}

/** Each list must keep or delete every saved row, hold providers of its picker type, and rank them distinctly. */
async function check(db: Database, body: Save, saved: Lists) {
  const sent = priorityLists.flatMap((list) => [
    ...body[list].map((r) => r.provider_id),
    ...body.deleted[list],
  ]);
  const names = await priorityListProviders().names(db, sent);
  const nameOf = (id: number) => names.get(id) ?? `provider ${id}`;
  const hotelTypes = new Set((await createLookupsRepo(db).list('hotel_types')).map((t) => t.id));
  const problems: string[] = [];
  for (const list of priorityLists) {
    const label = listLabels[list];
    const rows: SentRow[] = body[list];
    const own = new Set(saved[list].map((r) => r.provider_id));
    const kept = rows.map((r) => r.provider_id).filter((id) => own.has(id));
    problems.push(...queueProblems({ label: `${label}:`, own, kept, deleted: body.deleted[list], nameOf }));
    const added = rows.map((r) => r.provider_id).filter((id) => !own.has(id));
    const fitting = new Set((await priorityListProviders().fitting(db, list, added)).map((p) => p.id));
    const seen = new Map<number, number>();
    for (const row of rows) {
      const name = nameOf(row.provider_id);
      if (!own.has(row.provider_id) && !fitting.has(row.provider_id))
        problems.push(`${label}: ${name} is not an active provider of this kind`);
      if (seen.has(row.provider_id) && !own.has(row.provider_id))
        problems.push(`${label}: ${name} appears twice`);
      const other = [...seen.entries()].find(([, p]) => p === row.priority);
      if (other)
        problems.push(`${label}: ${nameOf(other[0])} and ${name} have the same priority ${row.priority}`);
      if (list === 'hotel' && !hotelTypes.has(row.hotel_type_id!))
        problems.push(`${label}: ${name} has an unknown hotel type`);
      seen.set(row.provider_id, row.priority);
    }
  }
  if (problems.length > 0) throw rejected(problems);
}

/** Rows in priority order, renumbered 1…n. */
const ranked = (rows: SentRow[]): PriorityRow[] =>
  [...rows]
    .sort((a, b) => a.priority - b.priority)
    .map((r, i) => ({ provider_id: r.provider_id, hotel_type_id: r.hotel_type_id ?? null, priority: i + 1 }));

export function createPriorityListsService(db: Database) {
  async function lockLocation(trx: Database, id: number) {
    if (!(await createLocationsRepo(trx).lockVersion(id))) throw notFound('Location not found');
  }
  return {
    async get(locationId: number) {
      if (!(await createLocationsRepo(db).find(locationId))) throw notFound('Location not found');
      return { success: true as const, ...(await load(db, locationId)) };
    },

    async save(userId: number, locationId: number, body: Save) {
      const lists = await db.transaction().execute(async (trx) => {
        await lockLocation(trx, locationId);
        const before = await lockAndCheck(load(trx, locationId), body.version, {
          stale: () => conflict(stalePriorityMessage),
        });
        await check(trx, body, before);
        const repo = createPriorityListsRepo(trx);
        for (const list of priorityLists) await repo.replace(locationId, list, ranked(body[list]));
        await repo.bump(locationId);
        const after = await load(trx, locationId);
        const names = (l: Lists) =>
          Object.fromEntries(priorityLists.map((list) => [list, l[list].map((r) => r.provider_name)]));
        const change = { entity: 'location_priority_lists', entityId: locationId, action: 'update', userId };
        await recordChange(trx, { ...change, before: names(before), after: names(after) });
        return after;
      });
      return { ...ok('Priority lists saved'), ...lists };
    },
  };
}
