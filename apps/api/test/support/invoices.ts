import type { SaveInvoiceBody } from '@trips/shared/modules/invoices/invoices.schema';
import { get, post, put } from './auth.ts';
import type { TestApp } from './harness.ts';

export const newInvoice = (t: TestApp, token: string, body: SaveInvoiceBody) =>
  post(t, '/invoices', body, token);
export const saveInvoice = (t: TestApp, token: string, id: number, body: SaveInvoiceBody) =>
  put(t, `/invoices/${id}`, body, token);
export const loadInvoice = async (t: TestApp, token: string, id: number) =>
  (await get(t, `/invoices/${id}`, token)).json();

/** The general information of an invoice of `providerId` numbered `number`, the rest defaults. */
export const invoiceInfo = (providerId: number, number: string, more: object = {}) => ({
  invoice_number: number,
  provider_id: providerId,
  ...more,
});
