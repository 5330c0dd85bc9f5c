import { dossierMessages as m } from '@trips/shared/modules/dossiers/dossiers.constants';
import type { SaveDossierInput } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { Database } from '../../db/database.ts';
import { versionedRecord } from '../../engine/edits/versioned-save.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { loadDossier } from './dossiers.presenter.ts';
import { createDossiersRepo } from './dossiers.repo.ts';
import { writeDossier } from './dossiers.write.ts';

export const dossierNotFound = () => notFound(m.notFound);

type DossierDetail = NonNullable<Awaited<ReturnType<typeof loadDossier>>>;

export const dossierOrThrow = (db: Database, id: number) => dossierRecord.get(db, id);

/** The dossier as its audit entry keeps it: its own fields and its rows in words. */
const snapshot = (d: DossierDetail) => {
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

export const dossierRecord = versionedRecord({
  table: 'dossiers',
  entity: 'dossier',
  load: loadDossier,
  snapshot,
  missing: dossierNotFound,
  stale: () => conflict(m.stale),
  write: writeDossier,
});

export function createDossiersService(db: Database, storage: Storage) {
  const save = (userId: number, id: number | null, body: SaveDossierInput) =>
    dossierRecord.save(db, userId, id, body);
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
      await db.transaction().execute((trx) =>
        dossierRecord.remove(trx, userId, id, async () => {
          const repo = createDossiersRepo(trx);
          files = await repo.documentKeys(id);
          await repo.remove(id);
        }),
      );
      for (const key of files) await storage.delete(key);
      return ok(m.deleted);
    },
  };
}
