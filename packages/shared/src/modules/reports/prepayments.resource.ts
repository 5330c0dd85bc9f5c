import type { FieldConfig } from '../../list/descriptor.ts';
import { defineReport, measure, picked, reportDay } from '../../reports/define-report.ts';
import { nextDaysSections } from './next-days.resource.ts';
import { columnsOf } from './report-fields.ts';

/**
 * prepayment_state_id of the prepayments report, most urgent first. A prepayment is paid before the guests
 * arrive, so one still unpaid on or after its service's day is overdue; "paid, trip over" are the trips
 * nobody needs to look at again (the report opens without them).
 */
export const prepaymentStates = [
  { id: 1, name: 'Payment overdue' },
  { id: 2, name: 'To pay' },
  { id: 3, name: 'Paid' },
  { id: 4, name: 'Paid, trip over' },
] as const;
export const overduePrepaymentState = 1;

/**
 * The prepayments report (spec part 1 §3 "Prepayments report", part 2 §3 "prepayments"): one row per trip
 * with a prepayment to make or made: a service (not cancelled) at a provider paid by prepayment, or charged
 * by a prepayment invoice. Per section, `{section}_pending` sums the cost (real when invoiced, else
 * theoretical) of those not paid yet and `{section}_paid` of those paid (`payment_date` set by a Paid
 * invoice); `unpaid_{section}` filters the pending sum. `payment_status_id`: 1 nothing paid, 2 all paid,
 * 3 partly (the invoices' payment statuses). `prepayment_state_id` (see `prepaymentStates`); its column
 * `prepayment_state` sorts by the state, then by the start day. It opens on the unpaid first, paid trips
 * that are over left out.
 */
export const prepaymentsReport = defineReport({
  slug: 'prepayments_report',
  label: 'Prepayments report',
  right: 'prepayments_report',
  fields: {
    next_days: measure('Days to start'),
    start_date: reportDay('Start'),
    operations_owner_id: picked('Operations owner', 'staff'),
    accounting_user_id: picked('Accounting user', 'staff'),
    payment_status_id: picked('Payment status', 'invoice_payment_statuses'),
    prepayment_state_id: { kind: 'autocomplete', label: 'Prepayment', choices: prepaymentStates },
    ...(Object.fromEntries(
      nextDaysSections.map(([key, label]) => [`unpaid_${key}`, measure(`${label}: pending`)]),
    ) as Record<string, FieldConfig>),
    created_date: reportDay('Created'),
    tags: picked('Tags', 'trip_tags'),
    trip_type_id: picked('Trip type', 'trip_types'),
  },
  columns: columnsOf('prepayments_report'),
  defaultSort: 'prepayment_state',
  defaultOrder: 'asc',
  searchable: true,
  opening: () => ({ prepayment_state_id: { values: [1, 2, 3], option_type: 'is' } }),
});
