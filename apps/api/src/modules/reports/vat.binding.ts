import { vatReport } from '@trips/shared/modules/reports/vat.resource';
import { vatRecord } from '@trips/shared/settings/record-groups';
import { sql } from 'kysely';
import { containsText } from '../../engine/list/where.ts';
import { reportBinding } from '../../engine/reports/report-binding.ts';
import { settingInSql } from '../../engine/settings/read-settings.ts';
import { reportRefs as r, tripTagsOf } from './report-sql.ts';
import { liveRowsOfTrip } from './trip-rows-sql.ts';

const t = (column: string) => sql.ref(`t.${column}`);
const margin = sql<number>`(t.trip_price - t.total_cost)`;
const vatRate = settingInSql(vatRecord, 'bs_vat');
const chargesVat = sql<boolean>`coalesce((select c.vat = 1 from locations_view l join countries c on c.id = l.country_id
  where l.id = t.start_location_id), false)`;
const vat = sql<number>`(case when ${chargesVat} then round(greatest(${margin}, 0) * ${vatRate}, 2) else 0 end)`;
const marginPer = sql<number | null>`(case when t.trip_price = 0 then null
  else round(${margin} / t.trip_price * 100, 2) end)`;
const rows = liveRowsOfTrip(t('id'));
/** 1 none of the live rows invoiced, 2 some, 3 all (a trip without rows counts as not invoiced). */
const financialStatus = sql<number>`(select case when count(x.r_cost) = 0 then 1
  when count(x.r_cost) < count(*) then 2 else 3 end from ${rows} x)`;
/** Through the trip's own rows (by the invoice lines' row indexes), never a scan of every invoice line. */
const invoicedBy = (table: string, line: string) => sql`select i.invoice_number from ${sql.table(table)} r
  join invoice_services s on s.${sql.ref(line)} = r.id join invoices i on i.id = s.invoice_id where r.trip_id = t.id`;
const invoiceNumbers = sql<string | null>`(select string_agg(distinct x.invoice_number, ', ') from
  (${invoicedBy('trip_accommodations', 'accommodation_id')} union all ${invoicedBy('trip_transfers', 'transfer_id')}
  union all ${invoicedBy('trip_other_services', 'other_service_id')}) x)`;
const statusName = sql<string>`(case ${financialStatus} when 1 then 'Not invoiced'
  when 2 then 'Partly invoiced' else 'Invoiced' end)`;

/** One row per trip: price, cost (real when invoiced, else theoretical), margin and VAT (spec part 1 §3). */
export const vatBinding = reportBinding(vatReport, {
  baseQuery: (db) => db.selectFrom('trips as t') as never,
  id: t('id'),
  fields: {
    invoice_number: t('invoice_number'),
    invoice_date: t('invoice_date'),
    trip_name: t('trip_name'),
    end_date: t('end_date'),
    trip_price: t('trip_price'),
    cost: t('total_cost'),
    cost_margin: margin,
    vat,
    cost_margin_per: marginPer,
    financial_status_id: financialStatus,
    financial_comments: invoiceNumbers,
  },
  tags: tripTagsOf,
  search: (term) => containsText(sql`(t.trip_name || ' ' || t.invoice_number)`, term),
  select: (query) =>
    query.select([
      't.id',
      sql`t.id`.as('trip_id'),
      't.invoice_number',
      r.day('t.invoice_date').as('invoice_date'),
      't.trip_name',
      r.day('t.end_date').as('end_date'),
      't.trip_price',
      sql`t.total_cost`.as('cost'),
      margin.as('cost_margin'),
      vat.as('vat'),
      marginPer.as('cost_margin_per'),
      statusName.as('financial_status_name'),
      invoiceNumbers.as('financial_comments'),
      r.tagNames.as('tags'),
    ]) as never,
});
