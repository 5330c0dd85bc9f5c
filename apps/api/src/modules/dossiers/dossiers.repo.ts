import type { SaveDossierInput } from '@trips/shared/modules/dossiers/dossiers.schema';
import type { Database } from '../../db/database.ts';
import { storeOwnRow, type VersionedWrite } from '../../engine/edits/versioned-save.ts';

type Info = SaveDossierInput['dossier'];
const columnsOf = (info: Info) => ({
  branding_id: info.branding_id,
  is_active: info.is_active,
  title_eng: info.title.eng,
  title_spn: info.title.spn,
  title_grm: info.title.grm,
  text_eng: info.text.eng,
  text_spn: info.text.spn,
  text_grm: info.text.grm,
});

/** Dossiers, their setting items, other-settings rows and uploaded documents (Kysely). */
export function createDossiersRepo(db: Database) {
  const idsOf = async (table: 'dossier_settings' | 'dossier_other_settings', id: number) =>
    new Set(
      (await db.selectFrom(table).select('id').where('dossier_id', '=', id).execute()).map((r) => r.id),
    );
  return {
    lock: (id: number) =>
      db.selectFrom('dossiers').select(['id', 'version']).where('id', '=', id).forUpdate().executeTakeFirst(),
    settingIds: (id: number) => idsOf('dossier_settings', id),
    otherIds: (id: number) => idsOf('dossier_other_settings', id),
    /** The dossier's own fields: a new dossier, or the saved one at the save's version; answers its id. */
    store: (save: VersionedWrite<unknown>, info: Info) =>
      storeOwnRow(save, columnsOf(info), {
        insert: (row) => db.insertInto('dossiers').values(row).returning('id').executeTakeFirstOrThrow(),
        update: (id, row) => db.updateTable('dossiers').set(row).where('id', '=', id).execute(),
      }),
    async deleteRows(table: 'dossier_settings' | 'dossier_other_settings', id: number, rowIds: number[]) {
      if (rowIds.length > 0)
        await db.deleteFrom(table).where('dossier_id', '=', id).where('id', 'in', rowIds).execute();
    },
    async writeSetting(id: number, position: number, s: SaveDossierInput['settings'][number]) {
      const { id: rowId, ...values } = s;
      const row = { ...values, holiday_id: values.holiday_id.trim(), position };
      if (rowId === null)
        await db
          .insertInto('dossier_settings')
          .values({ ...row, dossier_id: id })
          .execute();
      else await db.updateTable('dossier_settings').set(row).where('id', '=', rowId).execute();
    },
    async writeOther(
      id: number,
      kind: keyof SaveDossierInput['other_settings'],
      position: number,
      r: { other_setting_id: number | null; location_id?: number; holiday_id?: string; holiday?: string },
    ) {
      const row = {
        kind,
        position,
        location_id: r.location_id ?? null,
        holiday_id: r.holiday_id?.trim() ?? '',
        holiday: r.holiday ?? '',
      };
      if (r.other_setting_id === null)
        await db
          .insertInto('dossier_other_settings')
          .values({ ...row, dossier_id: id })
          .execute();
      else
        await db
          .updateTable('dossier_other_settings')
          .set(row)
          .where('id', '=', r.other_setting_id)
          .execute();
    },
    async remove(id: number) {
      await db.deleteFrom('dossiers').where('id', '=', id).execute();
    },
    document: (id: number, lang: string) =>
      db
        .selectFrom('dossier_documents')
        .selectAll()
        .where('dossier_id', '=', id)
        .where('lang', '=', lang as 'eng')
        .executeTakeFirst(),
    documentKeys: async (id: number) =>
      (
        await db.selectFrom('dossier_documents').select('storage_key').where('dossier_id', '=', id).execute()
      ).map((r) => r.storage_key),
  };
}
export type DossiersRepo = ReturnType<typeof createDossiersRepo>;
