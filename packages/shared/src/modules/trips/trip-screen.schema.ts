import { z } from 'zod';
import { tripBookingsResponse } from '../bookings/bookings.schema.ts';
import { dossierMatchResponse } from '../dossiers/dossiers.schema.ts';
import { travellersResponse } from '../hospedajes/travellers.schema.ts';
import { tripInvoiceLinesResponse } from '../invoices/invoices.schema.ts';
import { notesResponse } from '../notes/notes.schema.ts';
import { objectTasks } from '../tasks/tasks.schema.ts';
import { autoTransfersResponse } from '../transfers/auto-transfers.schema.ts';
import { travellerLinkState } from '../traveller-links/traveller-links.schema.ts';
import { voucherStateResponse } from '../vouchers/vouchers.schema.ts';
import { readinessResponse } from './readiness.schema.ts';
import { tripResponse } from './trips.schema.ts';

/**
 * What the trip screen's panels first show, each exactly the body of the panel's own route (GET
 * /trips/{id}/<part>, the tasks' first page of GET /tasks/about/trip/{id}); a part the reader may not see
 * is left out, and so is one that failed (its panel then asks its own route).
 */
export const tripScreenParts = z
  .object({
    readiness: readinessResponse,
    bookings: tripBookingsResponse,
    travellers: travellersResponse,
    traveller_link: travellerLinkState,
    vouchers: voucherStateResponse,
    notes: notesResponse,
    tasks: objectTasks,
    invoice_lines: tripInvoiceLinesResponse,
    dossier_match: dossierMatchResponse,
    auto_transfers: autoTransfersResponse,
  })
  .partial();
export type TripScreenParts = z.infer<typeof tripScreenParts>;

/** GET /trips/{id}/screen: the trip as GET /trips/{id} answers it, and its panels' first data. */
export const tripScreenResponse = tripResponse.extend({ parts: tripScreenParts });
export type TripScreenResponse = z.infer<typeof tripScreenResponse>;
