import { dossierMessages as m } from '@trips/shared/modules/dossiers/dossiers.constants';
import type { SaveDossierInput } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { loadDossier } from './dossiers.presenter.ts';
import { createDossiersRepo } from './dossiers.repo.ts';
import { writeDossier } from './dossiers.write.ts';

export const dossierNotFound = () => notFound(m.notFound);

export async function dossierOrThrow(db: Database, id: number) {
  const found = await loadDossier(db, id);
  if (!found) throw dossierNotFound();
  return found;
}

/** The dossier as its audit entry keeps it: its own fields and its rows in words. */
const snapshot = (d: Awaited<ReturnType<typeof dossierOrThrow>>) => {
  const {
    branding_name,
    created_by_name,
    created_on,
    version,
    pdf_eng_path,
    pdf_spn_path,
    pdf_grm_path,
    ...own
  } = d.dossier;
  const route = (s: (typeof d.settings)[number]) =>
    `${s.trip_type_name}: ${s.start_location_name ?? 'any'} → ${s.end_location_name ?? 'any'} ${s.holiday_id}`.trim();
  return {
    ...own,
    settings: d.settings.map(route),
    from_locations: d.other_settings.from_locations.map((r) => r.location_name),
    to_locations: d.other_settings.to_locations.map((r) => r.location_name),
    walking_holiday: d.other_settings.walking_holiday.map((r) => r.holiday_id),
    cycling_holiday: d.other_settings.cycling_holiday.map((r) => r.holiday_id),
  };
};

export function createDossiersService(db: Database, storage: Storage) {
  async function save(userId: number, id: number | null, body: SaveDossierInput) {
    return db.transaction().execute(async (trx) => {
      const before = id === null ? null : await loadDossier(trx, id);
      const savedId = await writeDossier(trx, userId, id, body);
      const after = await dossierOrThrow(trx, savedId);
      await recordChange(trx, {
        entity: 'dossier',
        entityId: savedId,
        action: before ? 'update' : 'create',
        userId,
        before: before ? snapshot(before) : null,
        after: snapshot(after),
      });
      return after;
    });
  }

  return {
    get: async (id: number) => ({ success: true as const, ...(await dossierOrThrow(db, id)) }),
    create: async (userId: number, body: SaveDossierInput) => ({
      ...ok(m.created),
      ...(await save(userId, null, body)),
    }),
    update: async (userId: number, id: number, body: SaveDossierInput) => ({
      ...ok(m.saved),
      ...(await save(userId, id, body)),
    }),
    /** Removes the dossier with its rows; its uploaded PDFs go after the commit. */
    async remove(userId: number, id: number) {
      let files: string[] = [];
      await db.transaction().execute(async (trx) => {
        const repo = createDossiersRepo(trx);
        if (!(await repo.lock(id))) throw dossierNotFound();
        const before = await dossierOrThrow(trx, id);
        files = await repo.documentKeys(id);
        await repo.remove(id);
        await recordChange(trx, {
          entity: 'dossier',
          entityId: id,
          action: 'delete',
          userId,
          before: snapshot(before),
          after: null,
        });
      });
      for (const key of files) await storage.delete(key);
      return ok(m.deleted);
    },
  };
}
