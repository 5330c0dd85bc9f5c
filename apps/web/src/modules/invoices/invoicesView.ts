import { t } from '@lingui/core/macro';
import { invoicesResource } from '@trips/shared/modules/invoices/invoices.resource';
import type { InvoiceRow } from '@trips/shared/modules/invoices/invoices.schema';
import type { ListView } from '../../engine/types';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { detailPath } from '../../lib/paths';

/** The invoices list (spec part 1 §3, part 2 §3): totals in euro and in the provider's currency. */
export const invoicesView: ListView<InvoiceRow> = {
  descriptor: invoicesResource,
  rowHref: (row) => detailPath('invoice', row.id),
  cells: {
    total_amount: (row) => formatMoney(row.total_amount),
    total_amount_national: (row) => formatMoney(row.total_amount_national, row.provider_currency_symbol),
    invoice_date: (row) => formatDate(row.invoice_date),
    payment_date: (row) => formatDate(row.payment_date),
    created_on: (row) => formatDateTime(row.created_on),
  },
  optionSources: { provider_id: { resource: 'providers' } },
  // Read when the list fails, in the language shown then.
  get loadFailure() {
    return t`unable to find invoices`;
  },
};
