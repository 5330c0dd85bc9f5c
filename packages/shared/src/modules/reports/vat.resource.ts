import { defineReport, measure, percent, picked, reportDay, textField } from '../../reports/define-report.ts';
import { columnsOf } from './report-fields.ts';

/**
 * financial_status_id of the VAT report: how much of the trip's cost comes from provider invoices. Computed
 * from the rows (not stored): none of its services invoiced, some, or all of them.
 */
export const financialStatuses = [
  { id: 1, name: 'Not invoiced' },
  { id: 2, name: 'Partly invoiced' },
  { id: 3, name: 'Invoiced' },
] as const;

/**
 * The VAT report (spec part 1 §3 "VAT report", part 2 §3 its columns): one row per trip. `cost` is the
 * trip's services at their real cost where an invoice charges them, else their theoretical cost (the
 * trip's `total_cost`); `cost_margin` = price − cost; `vat` = the margin (when positive) × the `bs_vat`
 * setting when the country of the trip's start location charges VAT, else 0; `cost_margin_per` = margin ÷
 * price × 100. `financial_comments` names the provider invoices that charge the trip.
 */
export const vatReport = defineReport({
  slug: 'vat_report',
  label: 'VAT report',
  right: 'vat_report',
  fields: {
    invoice_number: textField('Invoice number'),
    invoice_date: reportDay('Invoice date'),
    trip_name: textField('Trip'),
    end_date: reportDay('End'),
    trip_price: measure('Trip price'),
    cost: measure('Cost'),
    cost_margin: measure('Margin'),
    vat: measure('VAT'),
    cost_margin_per: percent('Margin %'),
    financial_status_id: {
      kind: 'autocomplete',
      label: 'Financial status',
      choices: financialStatuses,
    },
    financial_comments: { kind: 'text', label: 'Financial comments' },
    tags: picked('Tags', 'trip_tags'),
  },
  columns: columnsOf('vat_report'),
  defaultSort: 'end_date',
  defaultOrder: 'desc',
  searchable: true,
  dashboard: {
    end_date: { values: [1], filter_type: 'date', option_type: 'in_the_last', value_type: 'month' },
  },
  /** The trips that ended in the last twelve months: a year of margins and VAT, month by month. */
  opening: () => ({ end_date: { values: [12], option_type: 'in_the_last', value_type: 'month' } }),
});
