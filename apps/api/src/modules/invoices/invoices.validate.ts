import { invoiceMessages as m, paidPaymentStatusId } from '@trips/shared/modules/invoices/invoices.constants';
import type { SaveInvoiceInput } from '@trips/shared/modules/invoices/invoices.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { queueProblems } from '../../engine/edits/queued-deletes.ts';
import { badRequest } from '../../http/errors.ts';
import { throwIfAny } from '../trips/index.ts';
import { kindOf, rowKey, type ServiceRow } from './invoice-rows.ts';
import type { InvoicesRepo, StoredLine } from './invoices.repo.ts';

type Errors = Record<string, string>;
type Info = SaveInvoiceInput['invoice'];

const exists = async (db: Database, query: ReturnType<typeof sql>) =>
  (await query.execute(db)).rows.length > 0;

/** The invoice's own ids: its provider or OTA account, statuses, owner (active) and invoice tags. */
async function infoErrors(db: Database, repo: InvoicesRepo, v: Info, ownerBefore: number | null) {
  const errors: Errors = {};
  if (v.is_ota_invoice && v.ota_account_id === null) errors['invoice.ota_account_id'] = m.otaRequired;
  if (!v.is_ota_invoice && v.provider_id === null) errors['invoice.provider_id'] = m.providerRequired;
  if (
    v.provider_id !== null &&
    !(await exists(db, sql`select 1 from providers_view where id = ${v.provider_id}`))
  )
    errors['invoice.provider_id'] = m.unknownProvider;
  if (
    v.ota_account_id !== null &&
    !(await exists(db, sql`select 1 from ota_accounts where id = ${v.ota_account_id}`))
  )
    errors['invoice.ota_account_id'] = m.unknownOta;
  for (const [field, kind] of [
    ['internal_status_id', 'invoice_internal'],
    ['payment_status_id', 'invoice_payment'],
  ] as const)
    if (!(await exists(db, sql`select 1 from statuses where kind = ${kind} and id = ${v[field]}`)))
      errors[`invoice.${field}`] = m.unknownStatus;
  const owner = v.invoice_owner_id;
  if (owner !== null && owner !== ownerBefore)
    if (!(await exists(db, sql`select 1 from users_view where id = ${owner} and is_active`)))
      errors['invoice.invoice_owner_id'] = m.unknownUser;
  const tags = await repo.invoiceTagIds(v.tag_ids);
  for (const [i, tag] of v.tag_ids.entries())
    if (!tags.has(tag)) errors[`invoice.tag_ids.${i}`] = m.unknownTag;
  return errors;
}

/** Each line's row must exist, be the invoice's provider's (or OTA account's) and appear once. */
function lineErrors(v: Info, body: SaveInvoiceInput, found: Map<string, ServiceRow>, kept: Set<string>) {
  const errors: Errors = {};
  const seen = new Set<string>();
  for (const [i, line] of body.services.entries()) {
    const key = rowKey(kindOf[line.section], line.row_id);
    const row = found.get(key);
    const field = `services.${i}.row_id`;
    if (!row || row.section !== line.section) errors[field] = m.missingRow;
    else if (seen.has(key)) errors[field] = m.rowTwice;
    else if (
      !kept.has(key) &&
      (v.is_ota_invoice ? row.ota_account_id !== v.ota_account_id : row.provider_id !== v.provider_id)
    )
      errors[field] = m.foreignRow;
    seen.add(key);
  }
  return errors;
}

/**
 * Everything a save must get right before anything is written: one 400 naming every field at fault.
 * A line kept from before keeps its row even if the row's provider changed since (the invoice pays it).
 */
export async function checkInvoiceSave(
  db: Database,
  repo: InvoicesRepo,
  body: SaveInvoiceInput,
  before: { id: number | null; lines: StoredLine[]; owner: number | null },
  found: Map<string, ServiceRow>,
) {
  const v = body.invoice;
  if (v.payment_status_id === paidPaymentStatusId && v.payment_date === null)
    throwIfAny({ 'invoice.payment_date': m.paidWithoutDate });
  const kept = new Set(
    before.lines.filter((l) => body.services.some((s) => s.id === l.id)).map((l) => rowKey(l.kind, l.row_id)),
  );
  const errors = { ...(await infoErrors(db, repo, v, before.owner)), ...lineErrors(v, body, found, kept) };
  const problems = queueProblems({
    label: 'Service line',
    own: new Set(before.lines.map((l) => l.id)),
    kept: body.services.flatMap((s) => (s.id === null ? [] : [s.id])),
    deleted: body.deleted_service_ids,
  });
  throwIfAny(errors, problems);
  const number = v.invoice_number.trim();
  if (await repo.duplicate(v, number, before.id)) {
    const message = v.is_ota_invoice ? m.duplicateOta(number) : m.duplicate(number);
    throw badRequest(message, { 'invoice.invoice_number': message });
  }
}
