import type { SaveInvoiceInput } from '@trips/shared/modules/invoices/invoices.schema';
import { tripDefaults } from '@trips/shared/modules/trips/trips.constants';
import { moneyMax } from '@trips/shared/validation/ranges';
import type { Database } from '../../db/database.ts';
import type { VersionedWrite } from '../../engine/edits/versioned-save.ts';
import { badRequest } from '../../http/errors.ts';
import { kindOf, lineColumn, rowKey, type ServiceRow } from './invoice-rows.ts';
import { applyToTrips, lockTrips } from './invoice-trip-costs.ts';
import { createInvoicesRepo, type InvoicesRepo } from './invoices.repo.ts';
import { checkInvoiceSave } from './invoices.validate.ts';

const cents = (value: number) => Math.round(value * 100);
const tooLarge = 'The amounts of this invoice add up to more than 9,999,999,999.';

/** The invoice's currency: its provider's now (an OTA account invoices in euro). */
async function currencyOf(trx: Database, v: SaveInvoiceInput['invoice']) {
  const none = {
    provider_currency_rate: tripDefaults.currencyRate,
    provider_currency_symbol: tripDefaults.currencySymbol,
  };
  if (v.is_ota_invoice || v.provider_id === null) return none;
  const row = await trx
    .selectFrom('providers_view as p')
    .leftJoin('currencies as cu', 'cu.id', 'p.currency_id')
    .select(['cu.rate', 'cu.symbol'])
    .where('p.id', '=', v.provider_id)
    .executeTakeFirst();
  return row?.rate ? { provider_currency_rate: row.rate, provider_currency_symbol: row.symbol ?? '€' } : none;
}

/** Every row the save touches (its lines before and after), read once; their trips locked in id order. */
async function touchedRows(trx: Database, repo: InvoicesRepo, id: number | null, body: SaveInvoiceInput) {
  const lines = id === null ? [] : await repo.lines(id);
  const keys = [
    ...lines.map((l) => ({ kind: l.kind, row_id: l.row_id })),
    ...body.services.map((s) => ({ kind: kindOf[s.section], row_id: s.row_id })),
  ];
  const found = new Map((await repo.rows(keys)).map((r) => [rowKey(r.kind, r.row_id), r]));
  await lockTrips(
    trx,
    [...found.values()].map((r) => r.trip_id),
  );
  return { lines, found };
}

/** Each line as stored: the row it pays, its real cost in the provider's currency and in euro (row's rate). */
function lineValues(body: SaveInvoiceInput, found: Map<string, ServiceRow>, invoiceId: number) {
  return body.services.map((s, position) => {
    const row = found.get(rowKey(kindOf[s.section], s.row_id)) as ServiceRow;
    const r_cost = cents(s.r_cost_national / row.provider_currency_rate) / 100;
    if (r_cost > moneyMax) throw badRequest(tooLarge, { [`services.${position}.r_cost_national`]: tooLarge });
    return {
      id: s.id,
      values: {
        invoice_id: invoiceId,
        position,
        accommodation_id: null,
        transfer_id: null,
        other_service_id: null,
        [lineColumn[kindOf[s.section]]]: s.row_id,
        r_cost_national: s.r_cost_national,
        r_cost,
      },
    };
  });
}

/** Before a saved invoice is locked, the trips of every row the save touches (a trip save locks its trip first). */
export const lockTouchedTrips = async (trx: Database, id: number | null, body: SaveInvoiceInput) =>
  id === null ? undefined : await touchedRows(trx, createInvoicesRepo(trx), id, body);

/**
 * The one save of an invoice, in the versioned save's transaction: the trips of every touched row were
 * locked first (`lockTouchedTrips`), then the invoice at its version; everything is checked before
 * anything is written; the totals are the lines' sums; then each touched row takes its real cost and
 * payment from its lines and its trip's costs are stored again. Answers the invoice's id.
 */
export async function writeInvoice(
  trx: Database,
  save: VersionedWrite<Awaited<ReturnType<typeof touchedRows>> | undefined>,
  body: SaveInvoiceInput,
) {
  const { userId, id, version, prepared: first } = save;
  const repo = createInvoicesRepo(trx);
  const { lines, found } = await touchedRows(trx, repo, id, body);
  if (first && first.found.size !== found.size)
    await lockTrips(
      trx,
      [...found.values()].map((r) => r.trip_id),
    );
  const stored = id === null ? undefined : await repo.find(id);
  await checkInvoiceSave(trx, repo, body, { id, lines, owner: stored?.invoice_owner_id ?? null }, found);
  const { tag_ids, ...info } = body.invoice;
  const keepsCurrency =
    stored && stored.provider_id === info.provider_id && stored.is_ota_invoice === info.is_ota_invoice;
  const values = {
    ...info,
    invoice_number: info.invoice_number.trim(),
    document_number: info.document_number.trim(),
    provider_id: info.is_ota_invoice ? null : info.provider_id,
    ota_account_id: info.ota_account_id,
    ...(keepsCurrency
      ? {
          provider_currency_rate: stored.provider_currency_rate,
          provider_currency_symbol: stored.provider_currency_symbol,
        }
      : await currencyOf(trx, body.invoice)),
  };
  const invoiceId = id ?? (await repo.insert({ ...values, created_by: userId })).id;
  if (id !== null) await repo.update(id, values);
  await repo.deleteLines(body.deleted_service_ids);
  const written = lineValues(body, found, invoiceId);
  for (const line of written)
    if (line.id === null) await repo.insertLine(line.values);
    else await repo.updateLine(line.id, line.values);
  const total_amount = written.reduce((sum, l) => sum + cents(l.values.r_cost), 0) / 100;
  const total_amount_national = written.reduce((sum, l) => sum + cents(l.values.r_cost_national), 0) / 100;
  if (total_amount > moneyMax || total_amount_national > moneyMax) throw badRequest(tooLarge);
  await repo.update(invoiceId, { total_amount, total_amount_national, version });
  await repo.setTags(invoiceId, [...new Set(tag_ids)]);
  await applyToTrips(trx, userId, values.invoice_number, [...found.values()]);
  return invoiceId;
}
