import { msg } from '@lingui/core/macro';
import type { FieldSpec } from '../../../engine/form/fieldSpec';
import type { InvoiceFields } from './invoiceDraft';

export type InvoiceFieldSpec = FieldSpec<keyof InvoiceFields>;

/** The invoice's general information (spec part 2 §3 "Invoice"), in screen order; who sent it comes apart. */
export const invoiceFields: readonly InvoiceFieldSpec[] = [
  { key: 'invoice_number', label: msg`Invoice number`, kind: 'text', max: 100, required: true },
  { key: 'document_number', label: msg`Document number`, kind: 'text', max: 100 },
  {
    key: 'internal_status_id',
    label: msg`Internal status`,
    kind: 'lookup',
    lookup: 'invoice_internal_statuses',
    required: true,
  },
  {
    key: 'payment_status_id',
    label: msg`Payment status`,
    kind: 'lookup',
    lookup: 'invoice_payment_statuses',
    required: true,
  },
  { key: 'invoice_owner_id', label: msg`Owner`, kind: 'lookup', lookup: 'staff' },
  { key: 'invoice_date', label: msg`Invoice date`, kind: 'date' },
  { key: 'payment_date', label: msg`Payment date`, kind: 'date' },
  { key: 'is_proforma_invoice', label: msg`Proforma invoice`, kind: 'boolean' },
  { key: 'is_prepayment', label: msg`Prepayment`, kind: 'boolean' },
  { key: 'tag_ids', label: msg`Tags`, kind: 'lookups', lookup: 'invoice_tags' },
];

export const otaSwitch: InvoiceFieldSpec = {
  key: 'is_ota_invoice',
  label: msg`OTA invoice`,
  kind: 'boolean',
};
export const providerField: InvoiceFieldSpec = {
  key: 'provider_id',
  label: msg`Provider`,
  kind: 'remote',
  resource: 'providers',
  required: true,
};
export const otaField: InvoiceFieldSpec = {
  key: 'ota_account_id',
  label: msg`OTA account`,
  kind: 'lookup',
  lookup: 'ota_accounts',
  required: true,
};
