import type { FieldConfig } from '../../list/descriptor.ts';
import {
  defineReport,
  flag,
  fromDay,
  measure,
  percent,
  picked,
  reportDay,
  textField,
} from '../../reports/define-report.ts';
import { columnsOf } from './report-fields.ts';

/** The four service sections a next-days row counts, each with its confirmed count. */
export const nextDaysSections = [
  ['accommodations', 'Accommodations'],
  ['luggage_transfers', 'Luggage transfers'],
  ['normal_transfers', 'Normal transfers'],
  ['other_services', 'Other services'],
] as const;

const counts = Object.fromEntries(
  nextDaysSections.flatMap(([key, label]) => [
    [key, measure(label)],
    [`${key}_confirmed`, measure(`${label} confirmed`)],
  ]),
) as Record<string, FieldConfig>;

/**
 * The next-days report (spec part 1 §3 "Next-days report", part 2 §3 "next-day"): one row per trip with
 * its services (not cancelled) and how many of them are confirmed, per section. `next_days` is the number
 * of days until the trip starts (0 today): "the next 7 days" is next_days between 0 and 7.
 */
export const nextDaysReport = defineReport({
  slug: 'next_days_report',
  label: 'Next days report',
  right: 'next_days_report',
  fields: {
    next_days: measure('Days to start'),
    tags: picked('Tags', 'trip_tags'),
    trip_name: textField('Trip'),
    trip_price: measure('Price'),
    start_date: reportDay('Start'),
    ...counts,
    accommodation_status_id: picked('Accommodation status', 'accommodation_statuses'),
    luggage_transfer_status_id: picked('Luggage status', 'luggage_statuses'),
    normal_transfer_status_id: picked('Normal transfer status', 'people_statuses'),
    other_service_status_id: picked('Other services status', 'other_statuses'),
    voucher_sent: flag('Voucher sent'),
    general_status_id: picked('General status', 'general_statuses'),
    gross_margin: percent('Gross margin %'),
    operations_owner_id: picked('Operations owner', 'staff'),
  },
  columns: columnsOf('next_days_report'),
  defaultSort: 'start_date',
  defaultOrder: 'asc',
  searchable: true,
  dashboard: { next_days: { values: [0, 7], filter_type: 'numeric', option_type: 'between' } },
  opening: (today) => ({ start_date: fromDay(today) }),
});
