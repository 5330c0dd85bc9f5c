import { invoiceMessages as m } from '@trips/shared/modules/invoices/invoices.constants';
import type { invoiceCandidatesBody, SaveInvoiceInput } from '@trips/shared/modules/invoices/invoices.schema';
import { taskObjectTypes } from '@trips/shared/modules/tasks/tasks.constants';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { recordChange } from '../../engine/audit/audit.ts';
import { type DeleteTarget, deleteUnlessUsed, tasksAbout } from '../../engine/edits/used-by.ts';
import { createNotesRepo } from '../../engine/notes/notes.repo.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import { ok } from '../../http/ok.ts';
import { invoiceCandidates } from './invoice-candidates.ts';
import { kindOf } from './invoice-rows.ts';
import { applyToTrips } from './invoice-trip-costs.ts';
import { invoiceNotFound } from './invoices.http.ts';
import { loadInvoice } from './invoices.presenter.ts';
import { createInvoicesRepo } from './invoices.repo.ts';
import { writeInvoice } from './invoices.write.ts';
import { invoiceNotes } from './notes/invoice-notes.ts';

/** An invoice tasks are about is kept: the tasks would point at nothing. */
const target = (id: number): DeleteTarget => ({
  table: 'invoices',
  id,
  rules: [tasksAbout(taskObjectTypes.invoice)],
  advice: 'relinkTasks',
});

export async function invoiceOrThrow(db: Database, id: number) {
  const found = await loadInvoice(db, id);
  if (!found) throw invoiceNotFound();
  return found;
}

/** The invoice as its audit entry keeps it: its own fields and which rows its lines pay, for how much. */
export const invoiceSnapshot = (d: Awaited<ReturnType<typeof invoiceOrThrow>>) => {
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

export function createInvoicesService(db: Database, storage: Storage) {
  async function save(userId: number, id: number | null, body: SaveInvoiceInput) {
    return db.transaction().execute(async (trx) => {
      const before = id === null ? null : await loadInvoice(trx, id);
      const savedId = await writeInvoice(trx, userId, id, body);
      const after = await invoiceOrThrow(trx, savedId);
      await recordChange(trx, {
        entity: 'invoice',
        entityId: savedId,
        action: before ? 'update' : 'create',
        userId,
        before: before ? invoiceSnapshot(before) : null,
        after: invoiceSnapshot(after),
      });
      return after;
    });
  }

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
      await deleteUnlessUsed(db, target(id), async (trx) => {
        const repo = createInvoicesRepo(trx);
        if (!(await repo.lock(id))) throw invoiceNotFound();
        const before = await invoiceOrThrow(trx, id);
        const rows = await repo.rows(
          before.services.map((s) => ({ kind: kindOf[s.section], row_id: s.row_id })),
        );
        files = await createNotesRepo(trx, invoiceNotes).fileKeys(id);
        await repo.remove(id);
        await applyToTrips(trx, userId, before.invoice.invoice_number, rows);
        await recordChange(trx, {
          entity: 'invoice',
          entityId: id,
          action: 'delete',
          userId,
          before: invoiceSnapshot(before),
          after: null,
        });
      });
      for (const key of files) await storage.delete(key);
      return ok(m.deleted);
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
