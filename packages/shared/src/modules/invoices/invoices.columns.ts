import { defineColumnSet } from '../../list/columns.ts';

/**
 * The invoices list's 15 columns (spec part 2 §3 "Report column sets"; the names after the invoice's general
 * information and the invoice filters of part 1 §3). The list's descriptor takes them when it is built.
 */
export const invoicesColumns = defineColumnSet({
  name: 'invoices',
  label: 'Invoices',
  columns: [
    { slug: 'invoice_number', label: 'Invoice number', default: true },
    { slug: 'document_number', label: 'Document number', default: false },
    { slug: 'provider_name', label: 'Provider', default: true },
    { slug: 'ota_account_name', label: 'OTA account', default: false },
    { slug: 'trip_name', label: 'Trip', default: true },
    { slug: 'invoice_date', label: 'Invoice date', default: true },
    { slug: 'payment_date', label: 'Payment date', default: true },
    { slug: 'total_amount', label: 'Total', default: true },
    { slug: 'total_amount_national', label: 'Total in provider currency', default: false },
    { slug: 'internal_status_name', label: 'Internal status', default: true },
    { slug: 'payment_status_name', label: 'Payment status', default: true },
    { slug: 'invoice_owner_name', label: 'Owner', default: true },
    { slug: 'created_by', label: 'Created by', default: false },
    { slug: 'created_on', label: 'Created on', default: false },
    { slug: 'tags', label: 'Tags', default: true },
  ],
});
