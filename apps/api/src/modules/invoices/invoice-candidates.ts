import type { InvoiceCandidate, invoiceCandidatesBody } from '@trips/shared/modules/invoices/invoices.schema';
import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { containsText } from '../../engine/list/where.ts';
import { rowColumns, serviceRowsSql } from './invoice-rows.ts';

/** A line (alias `s`) that pays the row `sr`. */
const pays = sql`(sr.kind = 'accommodation' and s.accommodation_id = sr.row_id
  or sr.kind = 'transfer' and s.transfer_id = sr.row_id or sr.kind = 'other' and s.other_service_id = sr.row_id)`;

const candidateOf = ({
  kind,
  provider_id,
  ota_account_id,
  trip_service_status_id,
  r_cost,
  payment_date,
  ...r
}: Record<string, unknown>) => r as InvoiceCandidate;

/**
 * The services modal (part 2 §4, §9): rows of the provider (or, for an OTA invoice, of the OTA account)
 * that are not cancelled, not on this invoice and not yet fully invoiced (other invoices charge less than
 * their theoretical cost, or nothing), newest service first, 25 a page.
 */
export async function invoiceCandidates(db: Database, body: z.output<typeof invoiceCandidatesBody>) {
  const owner =
    body.ota_account_id !== null
      ? sql`sr.ota_account_id = ${body.ota_account_id}`
      : sql`sr.provider_id = ${body.provider_id ?? 0}`;
  const invoiceId = body.invoice_id ?? 0;
  const term = body.search.trim();
  const search = term ? sql`and ${containsText(sql`(t.trip_name || ' ' || sr.description)`, term)}` : sql``;
  const open = sql`(select ${rowColumns}, coalesce((select sum(s.r_cost_national) from invoice_services s
        where ${pays} and s.invoice_id <> ${invoiceId}), 0) as invoiced_national
      from ${serviceRowsSql} sr join trips t on t.id = sr.trip_id
      where ${owner} and sr.trip_service_status_id not in (${sql.join(cancelledServiceStatusIds)})
        and not exists (select 1 from invoice_services s where s.invoice_id = ${invoiceId} and ${pays}) ${search}
    ) c where c.invoiced_national = 0 or c.invoiced_national < coalesce(c.t_cost_national, 0)`;
  const { rows } = await sql<Record<string, unknown>>`select * from ${open}
    order by c.service_date desc nulls last, c.row_id
    limit ${body.count + 1} offset ${(body.page - 1) * body.count}`.execute(db);
  const { rows: counted } = await sql<{ n: number }>`select count(*)::int as n from ${open}`.execute(db);
  const items = rows.slice(0, body.count).map(candidateOf);
  return { success: true as const, items, all_count: counted[0].n, has_more: rows.length > body.count };
}
