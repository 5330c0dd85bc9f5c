import { randomBytes } from 'node:crypto';
import {
  noteComment,
  type noteFileTypes,
  noteMessages,
} from '@trips/shared/modules/providers/provider-notes.schema';
import { sniffImageType } from '@trips/shared/modules/users/avatar';
import type { Database } from '../../../db/database.ts';
import { recordChange } from '../../../engine/audit/audit.ts';
import type { Storage } from '../../../engine/storage/storage.ts';
import { badRequest, notFound } from '../../../http/errors.ts';
import { ok } from '../../../http/ok.ts';
import { createProvidersRepo } from '../providers.repo.ts';
import { providerNotFound } from '../providers.service.ts';
import type { Upload } from '../uploads.ts';
import { createNotesRepo } from './notes.repo.ts';

type NoteFileType = (typeof noteFileTypes)[number];
const extensions: Record<NoteFileType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The type the file's bytes prove: a PDF or one of the image types. */
function sniffNoteType(bytes: Buffer): NoteFileType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return sniffImageType(bytes);
}

/** A name safe to echo in a header: no path, no control characters, at most 200 characters. */
const cleanName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}|"/gu, '').slice(-200) || 'file';

export function createNotesService(db: Database, storage: Storage) {
  async function list(providerId: number) {
    const rows = await createNotesRepo(db).list(providerId);
    return rows.map(({ file_path, created_at, ...n }) => ({
      ...n,
      file_path: file_path ? `/api/v1/providers/${providerId}/notes/${n.id}/file` : null,
      created_at: new Date(created_at).toISOString(),
    }));
  }

  return {
    async list(providerId: number) {
      if (!(await createProvidersRepo(db).find(providerId))) throw providerNotFound();
      return { success: true as const, items: await list(providerId) };
    },

    /** A comment, a file or both; the file is checked by its bytes and stored before the note is written. */
    async add(userId: number, providerId: number, upload: Upload) {
      const checked = noteComment.safeParse(upload.fields.comment ?? '');
      if (!checked.success)
        throw badRequest(checked.error.issues[0].message, { comment: checked.error.issues[0].message });
      const comment = checked.data.trim();
      if (!comment && !upload.file) throw badRequest(noteMessages.empty, { comment: noteMessages.empty });
      if (!(await createProvidersRepo(db).find(providerId))) throw providerNotFound();
      let file = {
        file_path: null as string | null,
        file_name: null as string | null,
        file_type: null as string | null,
      };
      if (upload.file) {
        const type = sniffNoteType(upload.file.bytes);
        if (!type) throw badRequest(noteMessages.type, { file: noteMessages.type });
        const key = `notes/p${providerId}/${randomBytes(16).toString('hex')}.${extensions[type]}`;
        await storage.put(key, upload.file.bytes, type);
        file = { file_path: key, file_name: cleanName(upload.file.name), file_type: type };
      }
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

    async file(providerId: number, noteId: number) {
      const note = await createNotesRepo(db).find(providerId, noteId);
      const stored = note?.file_path ? await storage.get(note.file_path) : null;
      if (!note || !stored) throw notFound('unable to find information');
      return { ...stored, name: note.file_name ?? 'file' };
    },
  };
}
