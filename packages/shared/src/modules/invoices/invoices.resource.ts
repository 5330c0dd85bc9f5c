import { defineResource } from '../../list/descriptor.ts';
import { invoicesColumns } from './invoices.columns.ts';
import { invoicesClearAllCount, invoicesPageSize } from './invoices.constants.ts';

const between = (label: string) => ({ kind: 'date', label, sortable: true }) as const;

/**
 * The invoices list (spec part 1 §3 "Invoice filters": page 1, count 50, clear-all count 100; the dates
 * searched between two days, also as the direct fields invoice_date_from/to, payment_date_from/to,
 * created_on_from/to; part 2 §3 the 15 columns). provider_id picks from the providers' /options;
 * trip_name matches any trip the invoice pays a service of.
 */
export const invoicesResource = defineResource({
  name: 'invoices',
  label: 'Invoices',
  fields: {
    invoice_number: { kind: 'text', label: 'Invoice number', sortable: true },
    provider_id: { kind: 'autocomplete', label: 'Provider' },
    provider_name: { kind: 'text', label: 'Provider name', sortable: true },
    ota_account_id: { kind: 'autocomplete', label: 'OTA account', options: 'ota_accounts' },
    invoice_date: between('Invoice date'),
    payment_date: between('Payment date'),
    created_on: between('Created on'),
    total_amount: { kind: 'numeric', label: 'Total', sortable: true },
    internal_status_id: {
      kind: 'autocomplete',
      label: 'Internal status',
      options: 'invoice_internal_statuses',
    },
    payment_status_id: { kind: 'autocomplete', label: 'Payment status', options: 'invoice_payment_statuses' },
    owner_id: { kind: 'autocomplete', label: 'Owner', options: 'staff' },
    trip_name: { kind: 'text', label: 'Trip' },
    tags: { kind: 'autocomplete', label: 'Tags', options: 'invoice_tags' },
    is_proforma_invoice: { kind: 'boolean', label: 'Proforma invoice' },
    is_prepayment: { kind: 'boolean', label: 'Prepayment' },
    is_pending_tasks: { kind: 'boolean', label: 'Has pending tasks' },
    is_overdue_tasks: { kind: 'boolean', label: 'Has overdue tasks' },
  },
  defaultSort: 'invoice_date',
  defaultOrder: 'desc',
  pageSize: invoicesPageSize,
  clearAllCount: invoicesClearAllCount,
  columns: invoicesColumns.columns,
  searchable: true,
  directDates: ['invoice_date', 'payment_date', 'created_on'],
});
