import type { Generated } from 'kysely';
import type { NoteColumns, Timestamp } from './columns.ts';

type Day = string;

export interface InvoicesTable {
  id: Generated<number>;
  invoice_number: string;
  document_number: Generated<string>;
  is_ota_invoice: Generated<boolean>;
  provider_id: number | null;
  ota_account_id: number | null;
  internal_status_id: Generated<number>;
  payment_status_id: Generated<number>;
  invoice_owner_id: number | null;
  invoice_date: Day | null;
  payment_date: Day | null;
  is_proforma_invoice: Generated<boolean>;
  is_prepayment: Generated<boolean>;
  provider_currency_rate: Generated<number>;
  provider_currency_symbol: Generated<string>;
  total_amount: Generated<number>;
  total_amount_national: Generated<number>;
  created_by: number | null;
  created_on: Generated<Timestamp>;
  version: Generated<number>;
}

/** A line: exactly one of the three row columns is set. */
export interface InvoiceServicesTable {
  id: Generated<number>;
  invoice_id: number;
  position: Generated<number>;
  accommodation_id: number | null;
  transfer_id: number | null;
  other_service_id: number | null;
  r_cost_national: number;
  r_cost: number;
}

export interface InvoiceTagsTable {
  invoice_id: number;
  tag_id: number;
}

export interface InvoiceNotesTable extends NoteColumns {
  invoice_id: number;
}

export interface InvoiceTables {
  invoices: InvoicesTable;
  invoice_services: InvoiceServicesTable;
  invoice_tags: InvoiceTagsTable;
  invoice_notes: InvoiceNotesTable;
}
