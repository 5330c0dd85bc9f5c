import { defineResource } from '../../list/descriptor.ts';
import { fromDay } from '../../reports/define-report.ts';
import { columnsOf, day, numeric, pick, rowReportFields } from './report-fields.ts';
import { reportPageSize } from './reports.constants.ts';

/**
 * The accommodations report (spec part 1 §3 "Accommodation report", part 2 §3 its columns): one row per
 * night booked, with its trip, provider and booking. `location` is the night's place, `provider_location`
 * the provider's own, `assigned_location` any place the provider serves; `conf_number` is the confirmation
 * number the provider gave (by its answer link or to staff).
 */
export const accommodationsReport = defineResource({
  name: 'accommodations_report',
  label: 'Accommodations report',
  fields: {
    provider_id: pick('Provider', 'providers'),
    checkin_date: day('Check-in'),
    checkout_date: day('Check-out'),
    trip_service_status_id: rowReportFields.trip_service_status_id,
    nights: numeric('Nights'),
    individual_rooms: numeric('Individual rooms'),
    double_rooms: numeric('Double rooms'),
    twin_rooms: numeric('Twin rooms'),
    triple_rooms: numeric('Triple rooms'),
    people: numeric('People'),
    booking_method_id: pick('Booking method', 'booking_methods'),
    payment_method_id: pick('Payment method', 'payment_methods'),
    meals_id: pick('Meals', 'meals'),
    t_cost: numeric('Theoretical cost'),
    r_cost: numeric('Real cost'),
    tariff_cost: rowReportFields.tariff_cost,
    created_date: rowReportFields.created_date,
    tags: rowReportFields.tags,
    provider_location: { kind: 'text', label: 'Provider location', sortable: true },
    location: { kind: 'text', label: 'Location', sortable: true },
    assigned_location: { kind: 'text', label: 'Assigned location' },
    conf_number: { kind: 'text', label: 'Confirmation number' },
    operations_owner_id: rowReportFields.operations_owner_id,
  },
  defaultSort: 'checkin_date',
  defaultOrder: 'asc',
  pageSize: reportPageSize,
  columns: columnsOf('accommodations_report'),
  searchable: true,
  opening: (today) => ({ checkin_date: fromDay(today) }),
});
