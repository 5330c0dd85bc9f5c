import type { Database } from '../../../db/database.ts';
import { recordChange } from '../../../engine/audit/audit.ts';
import { noteCommentOf, presentNote, readNoteFile, storeNoteFile } from '../../../engine/notes/note-files.ts';
import type { Storage } from '../../../engine/storage/storage.ts';
import type { Upload } from '../../../engine/storage/uploads.ts';
import { ok } from '../../../http/ok.ts';
import { createProvidersRepo } from '../providers.repo.ts';
import { providerNotFound } from '../providers.service.ts';
import { createNotesRepo } from './notes.repo.ts';

export function createNotesService(db: Database, storage: Storage) {
  async function list(providerId: number) {
    const rows = await createNotesRepo(db).list(providerId);
    return rows.map(presentNote((id) => `/api/v1/providers/${providerId}/notes/${id}/file`));
  }

  return {
    async list(providerId: number) {
      if (!(await createProvidersRepo(db).find(providerId))) throw providerNotFound();
      return { success: true as const, items: await list(providerId) };
    },

    /** A comment, a file or both; the file is checked by its bytes and stored before the note is written. */
    async add(userId: number, providerId: number, upload: Upload) {
      const comment = noteCommentOf(upload);
      if (!(await createProvidersRepo(db).find(providerId))) throw providerNotFound();
      const file = await storeNoteFile(storage, `p${providerId}`, upload);
      await db.transaction().execute(async (trx) => {
        const { id } = await createNotesRepo(trx).insert({
          provider_id: providerId,
          comment,
          ...file,
          created_by: userId,
        });
        const after = { provider_id: providerId, comment, file_name: file.file_name };
        await recordChange(trx, {
          entity: 'provider_note',
          entityId: id,
          action: 'create',
          userId,
          before: null,
          after,
        });
      });
      return { ...ok('Note added'), items: await list(providerId) };
    },

    file: async (providerId: number, noteId: number) =>
      readNoteFile(storage, await createNotesRepo(db).find(providerId, noteId)),
  };
}
