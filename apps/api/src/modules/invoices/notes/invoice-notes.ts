import type { RecordNotes } from '../../../engine/notes/notes.service.ts';
import { invoiceNotFound } from '../invoices.http.ts';
import { createInvoicesRepo } from '../invoices.repo.ts';

/** An invoice's notes with files (spec part 2 §3 "Notes"), on the engine's notes. */
export const invoiceNotes: RecordNotes = {
  table: 'invoice_notes',
  owner: 'invoice_id',
  entity: 'invoice_note',
  folder: (id) => `invoice${id}`,
  path: (id) => `/api/v1/invoices/${id}/notes`,
  exists: async (db, id) => {
    if (!(await createInvoicesRepo(db).find(id))) throw invoiceNotFound();
  },
};
