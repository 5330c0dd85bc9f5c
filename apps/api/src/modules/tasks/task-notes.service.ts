import type { Database } from '../../db/database.ts';
import type { NotesTable } from '../../engine/notes/notes.repo.ts';
import { createRecordNotesService } from '../../engine/notes/notes.service.ts';
import type { Storage } from '../../engine/storage/storage.ts';

export const taskNotesTable: NotesTable = { table: 'task_notes', owner: 'task_id' };

/** A task's notes with files, on the engine's notes; `exists` is the task check (404 when there is none). */
export function createTaskNotesService(
  db: Database,
  storage: Storage,
  exists: (id: number) => Promise<unknown>,
) {
  return createRecordNotesService(db, storage, {
    ...taskNotesTable,
    entity: 'task_note',
    folder: (id) => `t${id}`,
    path: (id) => `/api/v1/tasks/${id}/notes`,
    exists: (_db, id) => exists(id),
  });
}
