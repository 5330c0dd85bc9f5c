import type { Database } from '../../../db/database.ts';
import { createRecordNotesService, type RecordNotes } from '../../../engine/notes/notes.service.ts';
import type { Storage } from '../../../engine/storage/storage.ts';
import { createProvidersRepo } from '../providers.repo.ts';
import { providerNotFound } from '../providers.service.ts';

/** A provider's notes with files, on the engine's notes. */
export const providerNotes: RecordNotes = {
  table: 'provider_notes',
  owner: 'provider_id',
  entity: 'provider_note',
  folder: (id) => `p${id}`,
  path: (id) => `/api/v1/providers/${id}/notes`,
  exists: async (db, id) => {
    if (!(await createProvidersRepo(db).find(id))) throw providerNotFound();
  },
};

export const createNotesService = (db: Database, storage: Storage) =>
  createRecordNotesService(db, storage, providerNotes);
