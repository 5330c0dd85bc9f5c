import { invoicesResource } from '@trips/shared/modules/invoices/invoices.resource';
import { invoiceRow } from '@trips/shared/modules/invoices/invoices.schema';
import { sql } from 'kysely';
import type { ListBinding } from '../../engine/list/binding.ts';
import { nameOf } from '../../engine/list/name-of.ts';
import { containsText } from '../../engine/list/where.ts';
import { lineJoin, serviceRowsSql } from './invoice-rows.ts';

const i = (column: string) => sql.ref(`i.${column}`);
const status = (kind: string, column: string) =>
  nameOf('statuses', i(column), undefined, sql`and x.kind = ${sql.lit(kind)}`);
const staffName = (column: string) => nameOf('users', i(column), sql`x.first_name || ' ' || x.last_name`);
const providerName = nameOf('providers', i('provider_id'), sql`x.commercial_name`);
const otaName = nameOf('ota_accounts', i('ota_account_id'));
const day = (column: string) => sql<string>`to_char(${i(column)}, 'YYYY-MM-DD')`;
const createdOn = sql<string>`to_char(i.created_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const tagNames = sql<string[]>`coalesce((select array_agg(tg.name order by tg.name) from invoice_tags it
  join tags tg on tg.id = it.tag_id where it.invoice_id = i.id), '{}')`;

/** The trips the invoice pays services of, by name, joined with ", " (the list's Trip column). */
const tripNames = sql<string | null>`(select string_agg(distinct t.trip_name, ', ')
  from invoice_services s join ${serviceRowsSql} sr on ${lineJoin} join trips t on t.id = sr.trip_id
  where s.invoice_id = i.id)`;

/**
 * The invoices list (spec part 1 §3, part 2 §3) for the engine. trip_name "contains" asks whether any
 * trip the invoice pays a service of matches; the totals are the ones the save keeps.
 */
export const invoicesBinding: ListBinding = {
  descriptor: invoicesResource,
  permission: 'invoices',
  baseQuery: (db) => db.selectFrom('invoices as i'),
  id: i('id'),
  fields: {
    invoice_number: i('invoice_number'),
    provider_id: i('provider_id'),
    provider_name: providerName,
    ota_account_id: i('ota_account_id'),
    invoice_date: i('invoice_date'),
    payment_date: i('payment_date'),
    created_on: i('created_on'),
    total_amount: i('total_amount'),
    internal_status_id: i('internal_status_id'),
    payment_status_id: i('payment_status_id'),
    owner_id: i('invoice_owner_id'),
    trip_name: tripNames,
    is_proforma_invoice: i('is_proforma_invoice'),
    is_prepayment: i('is_prepayment'),
  },
  tags: { tags: { linkTable: 'invoice_tags', ownerColumn: 'invoice_id', tagColumn: 'tag_id' } },
  search: (term) => containsText(sql`(i.invoice_number || ' ' || i.document_number)`, term),
  select: (query) =>
    query.select([
      'i.id',
      'i.invoice_number',
      'i.document_number',
      'i.provider_id',
      providerName.as('provider_name'),
      'i.ota_account_id',
      otaName.as('ota_account_name'),
      tripNames.as('trip_name'),
      day('invoice_date').as('invoice_date'),
      day('payment_date').as('payment_date'),
      'i.total_amount',
      'i.total_amount_national',
      'i.provider_currency_symbol',
      'i.internal_status_id',
      status('invoice_internal', 'internal_status_id').as('internal_status_name'),
      'i.payment_status_id',
      status('invoice_payment', 'payment_status_id').as('payment_status_name'),
      'i.invoice_owner_id',
      staffName('invoice_owner_id').as('invoice_owner_name'),
      staffName('created_by').as('created_by'),
      createdOn.as('created_on'),
      tagNames.as('tags'),
    ]),
  row: invoiceRow,
  options: { name: i('invoice_number') },
};
