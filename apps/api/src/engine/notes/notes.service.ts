import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { recordChange } from '../audit/audit.ts';
import type { Storage } from '../storage/storage.ts';
import type { Upload } from '../storage/uploads.ts';
import { noteCommentOf, presentNote, readNoteFile, storeNoteFile } from './note-files.ts';
import { createNotesRepo, type NotesTable } from './notes.repo.ts';

/** One kind of record's notes: where they are stored, how the audit names them, where files download. */
export interface RecordNotes extends NotesTable {
  /** The audit entity of a note: 'provider_note'. */
  entity: string;
  /** The storage folder of a record's files: 'p12'. */
  folder: (ownerId: number) => string;
  /** The API path of a record's notes: '/api/v1/providers/12/notes'. */
  path: (ownerId: number) => string;
  /** Throws (a 404) when the record does not exist. */
  exists: (db: Database, ownerId: number) => Promise<unknown>;
}

/** A record's notes with files: list, add (comment, file or both), download, delete. */
export function createRecordNotesService(db: Database, storage: Storage, spec: RecordNotes) {
  const audit = (trx: Database, userId: number, id: number, before: object | null, after: object | null) =>
    recordChange(trx, {
      entity: spec.entity,
      entityId: id,
      action: before ? 'delete' : 'create',
      userId,
      before: before as Record<string, unknown> | null,
      after: after as Record<string, unknown> | null,
    });
  const summary = (ownerId: number, note: { comment: string; file_name: string | null }) => ({
    [spec.owner]: ownerId,
    comment: note.comment,
    file_name: note.file_name,
  });

  async function list(ownerId: number) {
    const rows = await createNotesRepo(db, spec).list(ownerId);
    return rows.map(presentNote((id) => `${spec.path(ownerId)}/${id}/file`));
  }

  return {
    async list(ownerId: number) {
      await spec.exists(db, ownerId);
      return { success: true as const, items: await list(ownerId) };
    },

    /** The file is checked by its bytes and stored before the note is written. */
    async add(userId: number, ownerId: number, upload: Upload) {
      const comment = noteCommentOf(upload);
      await spec.exists(db, ownerId);
      const file = await storeNoteFile(storage, spec.folder(ownerId), upload);
      await db.transaction().execute(async (trx) => {
        const id = await createNotesRepo(trx, spec).insert(ownerId, { comment, ...file, created_by: userId });
        await audit(trx, userId, id, null, summary(ownerId, { comment, file_name: file.file_name }));
      });
      return { ...ok('Note added'), items: await list(ownerId) };
    },

    /** Deletes the note, then its stored file. */
    async remove(userId: number, ownerId: number, noteId: number) {
      const note = await db.transaction().execute(async (trx) => {
        const repo = createNotesRepo(trx, spec);
        const found = await repo.find(ownerId, noteId);
        if (!found) throw notFound('unable to find note');
        await repo.remove(ownerId, noteId);
        await audit(trx, userId, noteId, summary(ownerId, found), null);
        return found;
      });
      if (note.file_path) await storage.delete(note.file_path);
      return { ...ok('Note deleted'), items: await list(ownerId) };
    },

    file: async (ownerId: number, noteId: number) =>
      readNoteFile(storage, await createNotesRepo(db, spec).find(ownerId, noteId)),

    /** The stored files of a record's notes, to delete once the record is gone. */
    fileKeys: (trx: Database, ownerId: number) => createNotesRepo(trx, spec).fileKeys(ownerId),
  };
}
export type RecordNotesService = ReturnType<typeof createRecordNotesService>;
