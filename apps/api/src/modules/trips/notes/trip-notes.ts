import type { RecordNotes } from '../../../engine/notes/notes.service.ts';
import { tripNotFound } from '../trips.load.ts';
import { createTripsRepo } from '../trips.repo.ts';

/** A trip's notes with files (spec part 2 §3 "Notes"), on the engine's notes. */
export const tripNotes: RecordNotes = {
  table: 'trip_notes',
  owner: 'trip_id',
  entity: 'trip_note',
  folder: (id) => `trip${id}`,
  path: (id) => `/api/v1/trips/${id}/notes`,
  exists: async (db, id) => {
    if (!(await createTripsRepo(db).find(id))) throw tripNotFound();
  },
};
