import { z } from 'zod';
import { limits } from '../../validation/messages.ts';
import { integer, money, rowId } from '../../validation/numbers.ts';
import { fields } from '../../validation/zod.ts';
import { tripSections } from '../trips/trips.constants.ts';
import { invoiceModalPageSize, invoiceStatusDefaults } from './invoices.constants.ts';

/**
 * The invoice contract (spec part 2 §3 "Invoice", §4 "Invoice services"): one save of the general
 * information, the tags and the service lines as they now stand plus the ids of lines removed in the
 * session, with the version it started from. Totals are the server's: the sum of the lines.
 */
const id = rowId();
const optionalId = id.nullable().optional().default(null);
const day = z.iso.date({ error: 'Enter the date as YYYY-MM-DD.' });
const optionalDay = day.nullable().optional().default(null);
const flag = z.boolean().optional().default(false);

export const invoiceInfoFields = {
  invoice_number: fields.requiredText(limits.user),
  document_number: fields.optionalText(limits.user).optional().default(''),
  is_ota_invoice: flag,
  provider_id: optionalId,
  ota_account_id: optionalId,
  internal_status_id: id.optional().default(invoiceStatusDefaults.internalStatusId),
  payment_status_id: id.optional().default(invoiceStatusDefaults.paymentStatusId),
  invoice_owner_id: optionalId,
  invoice_date: optionalDay,
  payment_date: optionalDay,
  is_proforma_invoice: flag,
  is_prepayment: flag,
  tag_ids: z.array(id).max(100).optional().default([]),
};
export const invoiceInfo = z.object(invoiceInfoFields);

/** A line of the invoice: a trip service row and its real cost in the provider's currency. */
export const invoiceLineInput = z.object({
  id: id.nullable().optional().default(null),
  section: z.enum(tripSections),
  row_id: id,
  r_cost_national: money(),
});

export const saveInvoiceBody = z.object({
  version: integer(1).optional(),
  invoice: invoiceInfo,
  services: z.array(invoiceLineInput).max(1000),
  deleted_service_ids: z.array(id).max(1000).optional().default([]),
});
export type SaveInvoiceBody = z.input<typeof saveInvoiceBody>;
export type SaveInvoiceInput = z.output<typeof saveInvoiceBody>;

const name = z.string().nullable();
const named = z.object({ id: z.number(), name: z.string() });

/** What a line shows of its trip row: the trip, the service and the row's costs. */
export const invoiceServiceRowFields = {
  section: z.enum(tripSections),
  row_id: z.number(),
  trip_id: z.number(),
  trip_name: z.string(),
  description: z.string(),
  service_date: z.string().nullable(),
  t_cost: z.number().nullable(),
  t_cost_national: z.number().nullable(),
  provider_currency_rate: z.number(),
  provider_currency_symbol: z.string(),
};

export const invoiceLine = z.object({
  id: z.number(),
  ...invoiceServiceRowFields,
  r_cost_national: z.number(),
  /** In euro: r_cost_national converted with the row's currency rate. */
  r_cost: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoiceDetail = z.object({
  id: z.number(),
  invoice_number: z.string(),
  document_number: z.string(),
  is_ota_invoice: z.boolean(),
  provider_id: z.number().nullable(),
  provider_name: name,
  ota_account_id: z.number().nullable(),
  ota_account_name: name,
  internal_status_id: z.number(),
  internal_status_name: name,
  payment_status_id: z.number(),
  payment_status_name: name,
  invoice_owner_id: z.number().nullable(),
  invoice_owner_name: name,
  invoice_date: z.string().nullable(),
  payment_date: z.string().nullable(),
  is_proforma_invoice: z.boolean(),
  is_prepayment: z.boolean(),
  provider_currency_rate: z.number(),
  provider_currency_symbol: z.string(),
  total_amount: z.number(),
  total_amount_national: z.number(),
  created_by: z.number().nullable(),
  created_by_name: name,
  created_on: z.string(),
  tags: z.array(named),
  version: z.number(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetail>;

export const invoiceResponse = z.object({
  success: z.literal(true),
  invoice: invoiceDetail,
  services: z.array(invoiceLine),
});
export const savedInvoiceResponse = invoiceResponse.extend({ messages: z.array(z.string()) });
export type InvoiceResponse = z.infer<typeof invoiceResponse>;

/** The services modal: the provider's (or OTA account's) rows not yet fully invoiced, 25 a page. */
export const invoiceCandidatesBody = z.object({
  provider_id: optionalId,
  ota_account_id: optionalId,
  /** The invoice being edited: its own lines do not count as invoiced elsewhere. */
  invoice_id: optionalId,
  search: fields.optionalText(limits.user).optional().default(''),
  page: integer(1, 100_000).optional().default(1),
  count: integer(1, 100).optional().default(invoiceModalPageSize),
});
export type InvoiceCandidatesBody = z.input<typeof invoiceCandidatesBody>;

export const invoiceCandidate = z.object({
  ...invoiceServiceRowFields,
  /** What other invoices already charge for the row, in the provider's currency. */
  invoiced_national: z.number(),
});
export type InvoiceCandidate = z.infer<typeof invoiceCandidate>;

export const invoiceCandidatesResponse = z.object({
  success: z.literal(true),
  items: z.array(invoiceCandidate),
  all_count: z.number(),
  has_more: z.boolean(),
});

/** One row of the invoices list (POST /invoices/search): the 15 column slugs plus their ids. */
export const invoiceRow = invoiceDetail
  .omit({
    is_ota_invoice: true,
    is_proforma_invoice: true,
    is_prepayment: true,
    provider_currency_rate: true,
  })
  .extend({ trip_name: name, created_by: name, tags: z.array(z.string()) })
  .omit({ created_by_name: true, version: true });
export type InvoiceRow = z.infer<typeof invoiceRow>;

/**
 * A trip's invoice lines by row (spec part 2 §3: each row's `invoices`: invoice_id, provider_invoice,
 * internal_status_id, invoice_service_id), for the trip screen.
 */
export const tripInvoiceLine = z.object({
  section: z.enum(tripSections),
  row_id: z.number(),
  invoice_id: z.number(),
  provider_invoice: z.string(),
  internal_status_id: z.number(),
  internal_status_name: name,
  payment_status_name: name,
  invoice_service_id: z.number(),
  r_cost_national: z.number(),
  provider_currency_symbol: z.string(),
});
export type TripInvoiceLine = z.infer<typeof tripInvoiceLine>;
export const tripInvoiceLinesResponse = z.object({
  success: z.literal(true),
  items: z.array(tripInvoiceLine),
});
