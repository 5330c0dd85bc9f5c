import type { TripInvoiceLine } from '@trips/shared/modules/invoices/invoices.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { localName } from '../../engine/i18n/local-name.ts';
import { notFound } from '../../http/errors.ts';
import { lineJoin, serviceRowsSql } from './invoice-rows.ts';

const status = (kind: string, column: string) =>
  sql`(select ${localName('x')} from statuses x where x.kind = ${kind} and x.id = ${sql.ref(column)})`;

/** Every invoice line paying a row of the trip, by row, oldest invoice first. */
export async function tripInvoiceLines(db: Database, tripId: number) {
  const trip = await db.selectFrom('trips').select('id').where('id', '=', tripId).executeTakeFirst();
  if (!trip) throw notFound('unable to find trip');
  const { rows } = await sql<TripInvoiceLine>`select sr.section, sr.row_id, i.id as invoice_id,
      i.invoice_number as provider_invoice, i.internal_status_id,
      ${status('invoice_internal', 'i.internal_status_id')} as internal_status_name,
      ${status('invoice_payment', 'i.payment_status_id')} as payment_status_name,
      s.id as invoice_service_id, s.r_cost_national, sr.provider_currency_symbol
    from ${serviceRowsSql} sr join invoice_services s on ${lineJoin} join invoices i on i.id = s.invoice_id
    where sr.trip_id = ${tripId} order by sr.section, sr.row_id, i.id`.execute(db);
  return { success: true as const, items: rows };
}
