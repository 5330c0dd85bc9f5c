import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { InvoicesTable } from '../../db/tables/invoices.ts';
import { type RowKind, rowColumns, type ServiceRow, serviceRowsSql } from './invoice-rows.ts';

export type InvoiceValues = Insertable<InvoicesTable>;
export interface StoredLine {
  id: number;
  invoice_id: number;
  kind: RowKind;
  row_id: number;
  r_cost_national: number;
  r_cost: number;
}

/** Invoices, their lines and tags (Kysely); the rows lines pay are read through `serviceRowsSql`. */
export function createInvoicesRepo(db: Database) {
  return {
    find: (id: number) => db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirst(),
    insert: (values: InvoiceValues) =>
      db.insertInto('invoices').values(values).returning('id').executeTakeFirstOrThrow(),
    async update(id: number, values: Updateable<InvoicesTable>) {
      await db.updateTable('invoices').set(values).where('id', '=', id).execute();
    },
    async remove(id: number) {
      await db.deleteFrom('invoices').where('id', '=', id).execute();
    },
    /** Another invoice of the same provider (or OTA account) with this number, case aside. */
    async duplicate(
      v: { is_ota_invoice: boolean; provider_id: number | null; ota_account_id: number | null },
      number: string,
      id: number | null,
    ) {
      const owner = v.is_ota_invoice
        ? sql`is_ota_invoice and ota_account_id = ${v.ota_account_id}`
        : sql`not is_ota_invoice and provider_id = ${v.provider_id}`;
      const { rows } = await sql`select 1 from invoices where ${owner}
        and lower(invoice_number) = lower(${number}) and id <> ${id ?? 0}`.execute(db);
      return rows.length > 0;
    },
    async setTags(id: number, tagIds: number[]) {
      await db.deleteFrom('invoice_tags').where('invoice_id', '=', id).execute();
      if (tagIds.length > 0)
        await db
          .insertInto('invoice_tags')
          .values(tagIds.map((tag_id) => ({ invoice_id: id, tag_id })))
          .execute();
    },
    async invoiceTagIds(ids: number[]) {
      if (ids.length === 0) return new Set<number>();
      const rows = await db
        .selectFrom('tags')
        .select('id')
        .where('type', '=', 'invoice')
        .where('id', 'in', ids)
        .execute();
      return new Set(rows.map((r) => r.id));
    },
    async lines(invoiceId: number): Promise<StoredLine[]> {
      const { rows } = await sql<StoredLine>`select id, invoice_id, r_cost_national, r_cost,
        case when accommodation_id is not null then 'accommodation'
          when transfer_id is not null then 'transfer' else 'other' end as kind,
        coalesce(accommodation_id, transfer_id, other_service_id) as row_id
        from invoice_services where invoice_id = ${invoiceId} order by position, id`.execute(db);
      return rows;
    },
    /** The rows of these keys ("kind:id"), with their trips' names. */
    async rows(keys: readonly { kind: RowKind; row_id: number }[]): Promise<ServiceRow[]> {
      if (keys.length === 0) return [];
      const wanted = sql.join(keys.map((k) => sql`(${k.kind}, ${k.row_id}::int)`));
      const { rows } = await sql<ServiceRow>`select ${rowColumns} from ${serviceRowsSql} sr
        join trips t on t.id = sr.trip_id where (sr.kind, sr.row_id) in (${wanted})`.execute(db);
      return rows;
    },
    async deleteLines(ids: readonly number[]) {
      if (ids.length > 0)
        await db
          .deleteFrom('invoice_services')
          .where('id', 'in', [...ids])
          .execute();
    },
    async insertLine(values: Record<string, unknown>) {
      await db
        .insertInto('invoice_services')
        .values(values as never)
        .execute();
    },
    async updateLine(id: number, values: Record<string, unknown>) {
      await db
        .updateTable('invoice_services')
        .set(values as never)
        .where('id', '=', id)
        .execute();
    },
  };
}
export type InvoicesRepo = ReturnType<typeof createInvoicesRepo>;
