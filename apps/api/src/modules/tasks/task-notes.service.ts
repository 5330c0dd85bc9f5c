import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { noteCommentOf, presentNote, readNoteFile, storeNoteFile } from '../../engine/notes/note-files.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import type { Upload } from '../../engine/storage/uploads.ts';
import { ok } from '../../http/ok.ts';
import { createTaskNotesRepo } from './task-notes.repo.ts';

/** A task's notes, with files; `exists` is the task check (404 when there is none). */
export function createTaskNotesService(
  db: Database,
  storage: Storage,
  exists: (id: number) => Promise<unknown>,
) {
  async function list(taskId: number) {
    const rows = await createTaskNotesRepo(db).list(taskId);
    return rows.map(presentNote((id) => `/api/v1/tasks/${taskId}/notes/${id}/file`));
  }

  return {
    async list(taskId: number) {
      await exists(taskId);
      return { success: true as const, items: await list(taskId) };
    },

    async add(userId: number, taskId: number, upload: Upload) {
      const comment = noteCommentOf(upload);
      await exists(taskId);
      const file = await storeNoteFile(storage, `t${taskId}`, upload);
      await db.transaction().execute(async (trx) => {
        const { id } = await createTaskNotesRepo(trx).insert({
          task_id: taskId,
          comment,
          ...file,
          created_by: userId,
        });
        const after = { task_id: taskId, comment, file_name: file.file_name };
        await recordChange(trx, {
          entity: 'task_note',
          entityId: id,
          action: 'create',
          userId,
          before: null,
          after,
        });
      });
      return { ...ok('Note added'), items: await list(taskId) };
    },

    file: async (taskId: number, noteId: number) =>
      readNoteFile(storage, await createTaskNotesRepo(db).find(taskId, noteId)),
  };
}
