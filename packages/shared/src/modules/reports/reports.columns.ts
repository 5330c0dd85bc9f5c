import { type ColumnSet, defineColumnSet } from '../../list/columns.ts';
import type { ColumnDef } from '../../list/descriptor.ts';

/** A shown column, or with `false` one the user switches on. */
const col = (slug: string, label: string, shown = true): ColumnDef => ({ slug, label, default: shown });

const tripName = col('trip_name', 'Trip');
const owner = col('operations_owner', 'Operations owner');
const created = col('created_date', 'Created', false);
const tags = col('tags', 'Tags', false);
const serviceStatus = col('trip_service_status_name', 'Status');
const transferColumns = (quantity: ColumnDef) => [
  tripName,
  col('date', 'Date'),
  col('start_location_name', 'From'),
  col('end_location_name', 'To'),
  col('from_meeting_point_name', 'From meeting point', false),
  col('to_meeting_point_name', 'To meeting point', false),
  col('from_provider_name', 'From provider', false),
  col('to_provider_name', 'To provider', false),
  col('provider_name', 'Provider'),
  quantity,
  col('tariff_cost', 'Tariff cost'),
  serviceStatus,
  owner,
  created,
  tags,
];
/** The prepayments report's pending and paid sub-columns of one service kind. */
const pendingAndPaid = (slug: string, label: string) => [
  col(`${slug}_pending`, `${label}: pending`),
  col(`${slug}_paid`, `${label}: paid`, false),
];

/**
 * The report column sets of spec part 2 §3: accommodations, locations, next-day, other, prepayments,
 * normal, luggage, tasks and VAT. Each is named after the report's path under /reports/ (part 1 §2), so
 * the report lists beside `locations` and `tasks` without a clash; the columns follow the report's
 * filters (part 1 §3 "Report filters").
 */
export const reportColumnSets: readonly ColumnSet[] = [
  {
    name: 'accommodations_report',
    label: 'Accommodations report',
    columns: [
      tripName,
      col('provider_name', 'Provider'),
      col('location', 'Location'),
      col('provider_location', 'Provider location', false),
      col('assigned_location', 'Assigned location', false),
      col('checkin_date', 'Check-in'),
      col('checkout_date', 'Check-out'),
      col('nights', 'Nights'),
      col('people', 'People'),
      col('individual_rooms', 'Individual rooms', false),
      col('double_rooms', 'Double rooms', false),
      col('twin_rooms', 'Twin rooms', false),
      col('triple_rooms', 'Triple rooms', false),
      col('meals_name', 'Meals', false),
      col('booking_method_name', 'Booking method', false),
      col('payment_method_name', 'Payment method', false),
      serviceStatus,
      col('t_cost', 'Theoretical cost'),
      col('r_cost', 'Real cost'),
      col('tariff_cost', 'Tariff cost', false),
      col('conf_number', 'Confirmation number', false),
      owner,
      created,
      tags,
    ],
  },
  {
    name: 'locations_report',
    label: 'Locations report',
    columns: [
      col('location_name', 'Location'),
      col('checkin_date', 'Check-in'),
      tripName,
      col('trip_type_name', 'Trip type'),
      col('provider_name', 'Provider'),
      col('people', 'People'),
      col('is_first_location', 'First location', false),
    ],
  },
  {
    name: 'next_days_report',
    label: 'Next days report',
    columns: [
      tripName,
      col('start_date', 'Start'),
      col('trip_price', 'Price', false),
      col('accommodations', 'Accommodations'),
      col('accommodations_confirmed', 'Accommodations confirmed'),
      col('luggage_transfers', 'Luggage transfers'),
      col('luggage_transfers_confirmed', 'Luggage transfers confirmed'),
      col('normal_transfers', 'Normal transfers'),
      col('normal_transfers_confirmed', 'Normal transfers confirmed'),
      col('other_services', 'Other services'),
      col('other_services_confirmed', 'Other services confirmed'),
      col('accommodation_status_name', 'Accommodation status', false),
      col('luggage_transfer_status_name', 'Luggage status', false),
      col('normal_transfer_status_name', 'Normal transfer status', false),
      col('other_service_status_name', 'Other services status', false),
      col('voucher_sent', 'Voucher sent'),
      col('general_status_name', 'General status'),
      col('gross_margin', 'Gross margin %', false),
      owner,
      tags,
    ],
  },
  {
    name: 'other_services_report',
    label: 'Other services report',
    columns: [
      tripName,
      col('date', 'Date'),
      col('location', 'Location'),
      col('provider_name', 'Provider'),
      col('service_type_name', 'Service type'),
      col('service_name', 'Service'),
      col('people', 'People'),
      serviceStatus,
      col('tariff_cost', 'Tariff cost'),
      col('conf_number', 'Confirmation number', false),
      owner,
      created,
      tags,
    ],
  },
  {
    name: 'prepayments_report',
    label: 'Prepayments report',
    columns: [
      tripName,
      { ...col('prepayment_state', 'Prepayment'), sortable: true },
      col('start_date', 'Start'),
      col('trip_type_name', 'Trip type', false),
      owner,
      col('accounting_user', 'Accounting user', false),
      col('payment_status_name', 'Payment status'),
      ...pendingAndPaid('accommodations', 'Accommodations'),
      ...pendingAndPaid('luggage_transfers', 'Luggage transfers'),
      ...pendingAndPaid('normal_transfers', 'Normal transfers'),
      ...pendingAndPaid('other_services', 'Other services'),
      created,
      tags,
    ],
  },
  {
    name: 'normal_transfers_report',
    label: 'Normal transfers report',
    columns: transferColumns(col('people', 'People')),
  },
  {
    name: 'luggage_transfers_report',
    label: 'Luggage transfers report',
    columns: transferColumns(col('luggage', 'Luggage')),
  },
  {
    name: 'active_tasks_report',
    label: 'Tasks report',
    columns: [
      col('subject', 'Subject'),
      col('deadline', 'Deadline'),
      col('status_name', 'Status'),
      col('owner_name', 'Owner'),
      col('object_type_name', 'Object type'),
      col('object_name', 'About'),
      col('created_by_name', 'Created by', false),
      col('created_on', 'Created on', false),
      col('is_overdue', 'Overdue'),
    ],
  },
  {
    name: 'vat_report',
    label: 'VAT report',
    columns: [
      col('invoice_number', 'Invoice number'),
      col('invoice_date', 'Invoice date'),
      tripName,
      col('end_date', 'End'),
      col('trip_price', 'Trip price'),
      col('cost', 'Cost'),
      col('cost_margin', 'Margin'),
      col('vat', 'VAT'),
      col('cost_margin_per', 'Margin %'),
      col('financial_status_name', 'Financial status'),
      col('financial_comments', 'Financial comments', false),
      tags,
    ],
  },
].map(defineColumnSet);
