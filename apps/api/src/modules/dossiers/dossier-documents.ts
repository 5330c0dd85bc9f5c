import {
  type DossierLanguage,
  dossierMessages as m,
} from '@trips/shared/modules/dossiers/dossiers.constants';
import type { Database } from '../../db/database.ts';
import { readPdf, storePdf } from '../../engine/documents/index.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { badRequest } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { generateDossierPdf } from './dossier-pdf.ts';
import { createDossiersRepo } from './dossiers.repo.ts';
import { dossierNotFound, dossierOrThrow } from './dossiers.service.ts';

/** A PDF starts with `%PDF-`; the declared type and the file name are not trusted. */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).equals(Buffer.from('%PDF-'));

const safeName = (name: string) => name.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || 'dossier.pdf';

/**
 * The dossier's document per language: an uploaded PDF replaces the one generated from its texts.
 * Uploads do not move the dossier's version: an open editor keeps saving its fields.
 */
export function createDossierDocuments(db: Database, storage: Storage) {
  return {
    async upload(userId: number, id: number, lang: DossierLanguage, file?: { bytes: Buffer; name: string }) {
      if (!file || file.bytes.length === 0) throw badRequest(m.noFile, { file: m.noFile });
      if (!isPdf(file.bytes)) throw badRequest(m.notPdf, { file: m.notPdf });
      const key = await storePdf(storage, 'dossiers', file.bytes);
      let old: string | undefined;
      try {
        await db.transaction().execute(async (trx) => {
          const repo = createDossiersRepo(trx);
          if (!(await repo.lock(id))) throw dossierNotFound();
          old = (await repo.document(id, lang))?.storage_key;
          const values = { storage_key: key, file_name: safeName(file.name), size: file.bytes.length };
          await trx
            .insertInto('dossier_documents')
            .values({ dossier_id: id, lang, ...values, uploaded_by: userId })
            .onConflict((oc) =>
              oc
                .columns(['dossier_id', 'lang'])
                .doUpdateSet({ ...values, uploaded_by: userId, uploaded_at: new Date() }),
            )
            .execute();
        });
      } catch (error) {
        await storage.delete(key);
        throw error;
      }
      if (old) await storage.delete(old);
      return { ...ok(m.uploaded), ...(await dossierOrThrow(db, id)) };
    },

    async removeUpload(id: number, lang: DossierLanguage) {
      const repo = createDossiersRepo(db);
      const found = await repo.document(id, lang);
      if (!(await dossierOrThrow(db, id)) || !found) throw badRequest(m.noDocument);
      await db
        .deleteFrom('dossier_documents')
        .where('dossier_id', '=', id)
        .where('lang', '=', lang)
        .execute();
      await storage.delete(found.storage_key);
      return { ...ok(m.removedPdf), ...(await dossierOrThrow(db, id)) };
    },

    /** The upload of that language, else a PDF generated now from the dossier's stored content. */
    async read(id: number, lang: DossierLanguage) {
      const dossier = await dossierOrThrow(db, id);
      const upload = await createDossiersRepo(db).document(id, lang);
      const bytes = upload ? await readPdf(storage, upload.storage_key) : null;
      if (upload && bytes) return { bytes, name: upload.file_name, contentType: 'application/pdf' };
      return {
        bytes: await generateDossierPdf(dossier, lang),
        name: `dossier-${id}-${lang}.pdf`,
        contentType: 'application/pdf',
      };
    },
  };
}
