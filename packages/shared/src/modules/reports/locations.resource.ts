import { defineReport, flag, fromDay, picked, reportDay } from '../../reports/define-report.ts';
import { columnsOf } from './report-fields.ts';

/**
 * The locations report (spec part 1 §3 "Locations report", part 2 §3 "locations"): who sleeps where, one
 * row per night booked (not cancelled) with its trip's type; `is_first_location_only` keeps each trip's
 * first night (no earlier night in the trip), where the traveller arrives.
 */
export const locationsReport = defineReport({
  slug: 'locations_report',
  label: 'Locations report',
  right: 'locations_report',
  fields: {
    location_id: picked('Location', 'locations'),
    checkin_date: reportDay('Check-in'),
    provider_id: picked('Provider', 'providers'),
    trip_type_id: picked('Trip type', 'trip_types'),
    is_first_location_only: flag('First location only'),
  },
  columns: columnsOf('locations_report'),
  defaultSort: 'checkin_date',
  defaultOrder: 'asc',
  searchable: true,
  opening: (today) => ({ checkin_date: fromDay(today) }),
});
