import {
  invoiceCandidatesBody,
  invoiceCandidatesResponse,
  invoiceResponse,
  savedInvoiceResponse,
  saveInvoiceBody,
  tripInvoiceLinesResponse,
} from '@trips/shared/modules/invoices/invoices.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { registerRecordRoutes } from '../../engine/edits/record-routes.ts';
import { inUseAnswer } from '../../engine/edits/used-by.ts';
import { registerListResource } from '../../engine/list/routes.ts';
import { registerNotesRoutes } from '../../engine/notes/notes.routes.ts';
import { createRecordNotesService } from '../../engine/notes/notes.service.ts';
import { registerUploads } from '../../engine/storage/uploads.ts';
import { withTaskFlags } from '../tasks/index.ts';
import { invoicesBinding } from './invoices.binding.ts';
import { type InvoiceDeps, invoiceAccess, invoiceParams, invoiceTags } from './invoices.http.ts';
import { createInvoicesService } from './invoices.service.ts';
import { invoiceNotes } from './notes/invoice-notes.ts';
import { tripInvoiceLines } from './trip-invoice-lines.ts';

const saveDescription =
  'The general information, tags and service lines as they now stand, with the ids of lines removed. ' +
  'Each line pays a trip row of the invoice’s provider (or OTA account); the totals are the lines’ sums. ' +
  'In the same transaction each touched row takes its real cost (r_cost, converted with the row’s ' +
  'rate) and payment from its lines, and its trip’s costs and margin are stored again.';

/** The invoices list (engine), the services modal, the invoice with its one save, delete and notes. */
export function invoicesRoutes(deps: InvoiceDeps) {
  return async (app: FastifyInstance) => {
    registerListResource(
      app,
      withTaskFlags(invoicesBinding, 'invoice', sql.ref('i.id'), deps.timeZone),
      deps.db,
    );
    const r = app.withTypeProvider<ZodTypeProvider>();
    const service = createInvoicesService(deps.db, deps.storage);
    const notes = createRecordNotesService(deps.db, deps.storage, invoiceNotes);
    const [tags, params] = [invoiceTags, invoiceParams];
    await registerUploads(app);
    registerNotesRoutes(app, { base: '/invoices', access: invoiceAccess, tags, notes });

    r.post(
      '/invoices/services',
      {
        config: invoiceAccess('view'),
        schema: {
          tags,
          summary: 'Find services to invoice',
          description:
            'Rows of the provider or OTA account not cancelled and not yet fully invoiced, 25 a page.',
          body: invoiceCandidatesBody,
          response: { 200: invoiceCandidatesResponse },
        },
      },
      (req) => service.candidates(req.body),
    );
    r.get(
      '/trips/:id/invoice-lines',
      {
        // The trip screen shows them to whoever may view the trip.
        config: { access: { permission: 'trips', capability: 'view' } },
        schema: {
          tags,
          summary: "Read a trip's invoice lines",
          description: 'Every invoice line paying a row of the trip (`:id` is the trip), by row.',
          params,
          response: { 200: tripInvoiceLinesResponse },
        },
      },
      (req) => tripInvoiceLines(deps.db, req.params.id),
    );
    registerRecordRoutes(app, {
      path: '/invoices',
      access: invoiceAccess,
      tags,
      params,
      body: saveInvoiceBody,
      saved: savedInvoiceResponse,
      loaded: invoiceResponse,
      summaries: {
        create: 'Add an invoice',
        get: 'Get an invoice with its services',
        update: 'Save an invoice',
        remove: 'Delete an invoice',
      },
      descriptions: {
        create: saveDescription,
        update: saveDescription,
        remove: 'Its services take their theoretical cost again.',
      },
      answers: { remove: { 409: inUseAnswer('tasks about it') } },
      service,
    });
  };
}
