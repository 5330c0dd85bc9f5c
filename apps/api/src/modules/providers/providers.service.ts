import type {
  createProviderBody,
  ProviderDetail,
  updateProviderBody,
} from '@trips/shared/modules/providers/providers.schema';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { lockAndCheck } from '../../engine/edits/lock-and-check.ts';
import { deleteUnlessUsed } from '../../engine/edits/used-by.ts';
import { createNotesRepo } from '../../engine/notes/notes.repo.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { createLookupsRepo } from '../lookups/index.ts';
import { providerNotes } from './notes/notes.service.ts';
import { auditSnapshot, loadDetail } from './providers.presenter.ts';
import { createProvidersRepo, type ProviderValues } from './providers.repo.ts';
import { checkLocationChanges, checkRegion, checkTags, writing } from './providers.validate.ts';
import { createVouchersRepo } from './vouchers/vouchers.repo.ts';

type Create = z.output<typeof createProviderBody>;
type Update = z.output<typeof updateProviderBody>;

export const staleMessage =
  'This provider was changed by someone else. Reload to see their changes; your edits are kept on screen.';
export const providerNotFound = () => notFound('unable to find provider');

function valuesOf(body: Create | Update): ProviderValues {
  const { tag_ids, location_ids, version, locations, ...values } = body as Partial<Create & Update> &
    ProviderValues;
  return { ...values, commercial_name: body.commercial_name.trim(), legal_name: body.legal_name.trim() };
}

export async function detailOrThrow(db: Database, id: number): Promise<ProviderDetail> {
  const detail = await loadDetail(db, id);
  if (!detail) throw providerNotFound();
  return detail;
}

/** The version of one editor of a provider (rates, services); with `lock`, the row stays locked for the transaction. */
export async function editorVersion(
  db: Database,
  id: number,
  editor: 'rates_version' | 'services_version',
  lock: boolean,
) {
  const repo = createProvidersRepo(db);
  const row = lock ? await repo.lock(id) : await repo.find(id);
  if (!row) throw providerNotFound();
  return row[editor];
}

export function createProvidersService(db: Database, storage: Storage) {
  const audit = (
    trx: Database,
    userId: number,
    id: number,
    before: ProviderDetail | null,
    after: ProviderDetail | null,
  ) =>
    recordChange(trx, {
      entity: 'provider',
      entityId: id,
      action: before ? (after ? 'update' : 'delete') : 'create',
      userId,
      before: before && auditSnapshot(before),
      after: after && auditSnapshot(after),
    });

  return {
    get: async (id: number) => ({ success: true as const, provider: await detailOrThrow(db, id) }),

    async create(userId: number, body: Create) {
      const values = valuesOf(body);
      const provider = await writing(() =>
        db.transaction().execute(async (trx) => {
          const repo = createProvidersRepo(trx);
          await checkRegion(createLookupsRepo(trx), values);
          await checkTags(repo, body.tag_ids);
          const { id } = await repo.insert(values);
          await repo.addLocations(id, [...new Set(body.location_ids)]);
          await repo.setTags(id, [...new Set(body.tag_ids)]);
          const after = await detailOrThrow(trx, id);
          await audit(trx, userId, id, null, after);
          return after;
        }),
      );
      return { ...ok('Provider created'), provider };
    },

    /** Every area of the detail saves together; a stale version is a 409 and changes nothing. */
    async update(userId: number, id: number, body: Update) {
      const values = valuesOf(body);
      const { add_location_ids: add, deleted_locations: deleted } = body.locations;
      const provider = await writing(() =>
        db.transaction().execute(async (trx) => {
          const repo = createProvidersRepo(trx);
          await lockAndCheck(repo.lock(id), body.version, {
            missing: providerNotFound,
            stale: () => conflict(staleMessage),
          });
          const before = await detailOrThrow(trx, id);
          checkLocationChanges(before.locations, add, deleted);
          await checkRegion(createLookupsRepo(trx), values);
          await checkTags(repo, body.tag_ids);
          await repo.update(id, values);
          await repo.removeLocations(id, deleted);
          await repo.addLocations(id, [...new Set(add)]);
          await repo.setTags(id, [...new Set(body.tag_ids)]);
          const after = await detailOrThrow(trx, id);
          await audit(trx, userId, id, before, after);
          return after;
        }),
      );
      return { ...ok('Provider saved'), provider };
    },

    /**
     * Deletes the provider with everything it owns; its stored files go once that is saved. Refused with a
     * 409 naming the trips, invoices and itineraries (through its services) that use it.
     */
    async remove(userId: number, id: number) {
      let files: string[] = [];
      await deleteUnlessUsed(db, { table: 'providers', id }, async (trx) => {
        const before = await detailOrThrow(trx, id);
        files = [
          ...(await createNotesRepo(trx, providerNotes).fileKeys(id)),
          ...(await createVouchersRepo(trx).fileKeys(id)),
        ];
        await createProvidersRepo(trx).remove(id);
        await audit(trx, userId, id, before, null);
      });
      for (const key of files) await storage.delete(key);
      return ok('Provider deleted');
    },
  };
}
export type ProvidersService = ReturnType<typeof createProvidersService>;
