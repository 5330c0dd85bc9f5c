import type { InvoiceDetail, InvoiceLine } from '@trips/shared/modules/invoices/invoices.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { localName } from '../../engine/i18n/local-name.ts';
import { lineJoin, serviceRowsSql } from './invoice-rows.ts';

const status = (kind: string, column: string) =>
  sql`(select ${localName('x')} from statuses x where x.kind = ${kind} and x.id = ${sql.ref(column)})`;
const person = (column: string) =>
  sql`(select u.first_name || ' ' || u.last_name from users_view u where u.id = ${sql.ref(column)})`;

/** The invoice with its names, tags and lines as the detail screen shows them; undefined when gone. */
export async function loadInvoice(db: Database, id: number) {
  const { rows } =
    await sql<InvoiceDetail>`select i.id, i.invoice_number, i.document_number, i.is_ota_invoice,
      i.provider_id, (select p.commercial_name from providers_view p where p.id = i.provider_id) as provider_name,
      i.ota_account_id, (select o.name from ota_accounts o where o.id = i.ota_account_id) as ota_account_name,
      i.internal_status_id, ${status('invoice_internal', 'i.internal_status_id')} as internal_status_name,
      i.payment_status_id, ${status('invoice_payment', 'i.payment_status_id')} as payment_status_name,
      i.invoice_owner_id, ${person('i.invoice_owner_id')} as invoice_owner_name,
      i.invoice_date::text as invoice_date, i.payment_date::text as payment_date,
      i.is_proforma_invoice, i.is_prepayment, i.provider_currency_rate, i.provider_currency_symbol,
      i.total_amount, i.total_amount_national, i.created_by, ${person('i.created_by')} as created_by_name,
      to_char(i.created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_on,
      coalesce((select json_agg(json_build_object('id', tg.id, 'name', tg.name) order by tg.name)
        from invoice_tags it join tags tg on tg.id = it.tag_id where it.invoice_id = i.id), '[]') as tags,
      i.version
    from invoices i where i.id = ${id}`.execute(db);
  const invoice = rows[0];
  if (!invoice) return undefined;
  if (typeof invoice.tags === 'string') invoice.tags = JSON.parse(invoice.tags);
  const lines = await sql<InvoiceLine>`select s.id, sr.section, sr.row_id, sr.trip_id, t.trip_name,
      sr.description, sr.service_date, sr.t_cost, sr.t_cost_national, sr.provider_currency_rate,
      sr.provider_currency_symbol, s.r_cost_national, s.r_cost
    from invoice_services s join ${serviceRowsSql} sr on ${lineJoin} join trips t on t.id = sr.trip_id
    where s.invoice_id = ${id} order by s.position, s.id`.execute(db);
  return { invoice, services: lines.rows };
}
