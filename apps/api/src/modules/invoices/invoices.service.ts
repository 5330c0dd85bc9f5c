import { invoiceMessages as m } from '@trips/shared/modules/invoices/invoices.constants';
import type { invoiceCandidatesBody, SaveInvoiceInput } from '@trips/shared/modules/invoices/invoices.schema';
import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { type DeleteTarget, deleteUnlessUsed, tasksAbout } from '../../engine/edits/used-by.ts';
import { versionedRecord } from '../../engine/edits/versioned-save.ts';
import { createNotesRepo } from '../../engine/notes/notes.repo.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { conflict } from '../../http/errors.ts';
import { ok } from '../../http/ok.ts';
import { invoiceCandidates } from './invoice-candidates.ts';
import { kindOf } from './invoice-rows.ts';
import { applyToTrips } from './invoice-trip-costs.ts';
import { invoiceNotFound } from './invoices.http.ts';
import { loadInvoice } from './invoices.presenter.ts';
import { createInvoicesRepo } from './invoices.repo.ts';
import { lockTouchedTrips, writeInvoice } from './invoices.write.ts';
import { invoiceNotes } from './notes/invoice-notes.ts';

/** An invoice tasks are about is kept: the tasks would point at nothing. */
const target = (id: number): DeleteTarget => ({
  table: 'invoices',
  id,
  rules: [tasksAbout(taskObjectTypes.invoice)],
  advice: 'relinkTasks',
});

type InvoiceDetail = NonNullable<Awaited<ReturnType<typeof loadInvoice>>>;

export const invoiceOrThrow = (db: Database, id: number) => invoiceRecord.get(db, id);

/** The invoice as its audit entry keeps it: its own fields and which rows its lines pay, for how much. */
export const invoiceSnapshot = (d: InvoiceDetail) => {
  const {
    provider_name,
    ota_account_name,
    internal_status_name,
    payment_status_name,
    invoice_owner_name,
    created_by_name,
    created_on,
    version,
    ...own
  } = d.invoice;
  return {
    ...own,
    tags: own.tags.map((t) => t.name),
    services: d.services.map((s) => `${s.section} #${s.row_id}: ${s.r_cost_national}`),
  };
};

export const invoiceRecord = versionedRecord({
  table: 'invoices',
  entity: 'invoice',
  load: loadInvoice,
  snapshot: invoiceSnapshot,
  missing: invoiceNotFound,
  stale: () => conflict(m.stale),
  prepare: lockTouchedTrips,
  write: writeInvoice,
});

export function createInvoicesService(db: Database, storage: Storage) {
  const save = (userId: number, id: number | null, body: SaveInvoiceInput) =>
    invoiceRecord.save(db, userId, id, body);

  return {
    get: async (id: number) => ({ success: true as const, ...(await invoiceOrThrow(db, id)) }),
    create: async (userId: number, body: SaveInvoiceInput) => ({
      ...ok(m.created),
      ...(await save(userId, null, body)),
    }),
    update: async (userId: number, id: number, body: SaveInvoiceInput) => ({
      ...ok(m.saved),
      ...(await save(userId, id, body)),
    }),
    candidates: (body: z.output<typeof invoiceCandidatesBody>) => invoiceCandidates(db, body),

    /** Removes the invoice: its rows take their theoretical cost again; notes' files go after the commit. */
    async remove(userId: number, id: number) {
      let files: string[] = [];
      await deleteUnlessUsed(db, target(id), (trx) =>
        invoiceRecord.remove(trx, userId, id, async (before) => {
          const repo = createInvoicesRepo(trx);
          const rows = await repo.rows(
            before.services.map((s) => ({ kind: kindOf[s.section], row_id: s.row_id })),
          );
          files = await createNotesRepo(trx, invoiceNotes).fileKeys(id);
          await repo.remove(id);
          await applyToTrips(trx, userId, before.invoice.invoice_number, rows);
        }),
      );
      for (const key of files) await storage.delete(key);
      return ok(m.deleted);
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
