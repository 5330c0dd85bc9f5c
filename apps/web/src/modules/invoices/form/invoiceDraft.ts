import { invoiceStatusDefaults } from '@trips/shared/modules/invoices/invoices.constants';
import type {
  InvoiceCandidate,
  InvoiceLine,
  InvoiceResponse,
  SaveInvoiceBody,
} from '@trips/shared/modules/invoices/invoices.schema';
import {
  addRow,
  deletedIds,
  type EditableRow,
  editRow,
  hasRowChanges,
  type RowEdits,
  removeRow,
  restoreRow,
  rowEditsOf,
} from '../../../engine/edits/rowDraft';

export interface InvoiceFields {
  invoice_number: string;
  document_number: string;
  is_ota_invoice: boolean;
  provider_id: number | null;
  ota_account_id: number | null;
  internal_status_id: number;
  payment_status_id: number;
  invoice_owner_id: number | null;
  invoice_date: string | null;
  payment_date: string | null;
  is_proforma_invoice: boolean;
  is_prepayment: boolean;
  tag_ids: number[];
}

/** A service line: the trip row it pays, its real cost as typed and as loaded (`saved`, to mark a change). */
export type LineRow = EditableRow &
  Omit<InvoiceLine, 'id' | 'r_cost' | 'r_cost_national'> & {
    r_cost_national: number | null;
    saved: number | null;
  };

export interface InvoiceDraft {
  fields: InvoiceFields;
  /** The chosen provider's name, for its picker. */
  providerName: string | null;
  lines: RowEdits<LineRow>;
}

export const blankInvoice: InvoiceDraft = {
  fields: {
    invoice_number: '',
    document_number: '',
    is_ota_invoice: false,
    provider_id: null,
    ota_account_id: null,
    internal_status_id: invoiceStatusDefaults.internalStatusId,
    payment_status_id: invoiceStatusDefaults.paymentStatusId,
    invoice_owner_id: null,
    invoice_date: null,
    payment_date: null,
    is_proforma_invoice: false,
    is_prepayment: false,
    tag_ids: [],
  },
  providerName: null,
  lines: rowEditsOf<LineRow>([]),
};

export function draftOf({ invoice, services }: InvoiceResponse): InvoiceDraft {
  const { tags, provider_name, ...i } = invoice;
  const fields = Object.fromEntries(
    Object.keys(blankInvoice.fields).map((key) => [key, i[key as keyof typeof i]]),
  ) as unknown as InvoiceFields;
  const lines = services.map(({ r_cost, ...line }) => ({ ...line, saved: line.r_cost_national }));
  return {
    fields: { ...fields, tag_ids: tags.map((t) => t.id) },
    providerName: provider_name,
    lines: rowEditsOf(lines),
  };
}

export type DraftAction =
  | { type: 'load'; draft: InvoiceDraft }
  | { type: 'fields'; patch: Partial<InvoiceFields>; providerName?: string | null }
  | { type: 'add'; rows: InvoiceCandidate[] }
  | { type: 'cost'; key: string; value: number | null }
  | { type: 'remove'; key: string }
  | { type: 'undo'; key: string };

export function draftReducer(draft: InvoiceDraft, action: DraftAction): InvoiceDraft {
  switch (action.type) {
    case 'load':
      return action.draft;
    case 'fields':
      return {
        ...draft,
        fields: { ...draft.fields, ...action.patch },
        providerName: action.providerName === undefined ? draft.providerName : action.providerName,
      };
    case 'add':
      // A row's real cost starts at what is still to invoice of its theoretical cost.
      return {
        ...draft,
        lines: action.rows.reduce((edits, { invoiced_national, ...row }) => {
          const left = Math.max(0, (row.t_cost_national ?? 0) - invoiced_national);
          return addRow(edits, { ...row, r_cost_national: Math.round(left * 100) / 100, saved: null });
        }, draft.lines),
      };
    case 'cost':
      return { ...draft, lines: editRow(draft.lines, action.key, { r_cost_national: action.value }) };
    case 'remove':
      return { ...draft, lines: removeRow(draft.lines, action.key) };
    case 'undo':
      return { ...draft, lines: restoreRow(draft.lines, action.key) };
  }
}

export const lineChanged = (row: LineRow) => row.id !== undefined && row.r_cost_national !== row.saved;

export const hasChanges = (draft: InvoiceDraft, base: InvoiceDraft) =>
  JSON.stringify(draft.fields) !== JSON.stringify(base.fields) || hasRowChanges(draft.lines, base.lines);

const cents = (value: number) => Math.round(value * 100);
/** The totals the server will store: the lines' real costs, and each converted with its row's rate. */
export function totalsOf(rows: readonly LineRow[]) {
  const national = rows.reduce((sum, r) => sum + cents(r.r_cost_national ?? 0), 0) / 100;
  const euro =
    rows.reduce((sum, r) => sum + cents((r.r_cost_national ?? 0) / r.provider_currency_rate), 0) / 100;
  return { national, euro };
}

/** The save body: the general information, every line as it stands, the removed lines' ids. */
export function saveBody(draft: InvoiceDraft, version?: number): SaveInvoiceBody {
  const f = draft.fields;
  return {
    version,
    invoice: {
      ...f,
      invoice_number: f.invoice_number.trim(),
      provider_id: f.is_ota_invoice ? null : f.provider_id,
      ota_account_id: f.is_ota_invoice ? f.ota_account_id : null,
    },
    services: draft.lines.rows.map((r) => ({
      id: r.id ?? null,
      section: r.section,
      row_id: r.row_id,
      r_cost_national: r.r_cost_national ?? 0,
    })),
    deleted_service_ids: deletedIds(draft.lines),
  };
}
