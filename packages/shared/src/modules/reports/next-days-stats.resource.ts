import {
  column,
  defineReport,
  fromDay,
  measure,
  percent,
  picked,
  reportDay,
} from '../../reports/define-report.ts';

/**
 * Next days trips stats (spec part 1 §3 "next-days-stats": search_user_id, date between): one row per
 * start day and operations owner, counting the trips starting that day, their services (not cancelled)
 * and the confirmed ones. The right is next_days_stats; next_days_report opens it too (the mobile menu
 * checks that one, and the server cannot tell the layouts apart).
 */
export const nextDaysStatsReport = defineReport({
  slug: 'next_days_trips_stats',
  label: 'Next days trips stats',
  right: 'next_days_stats',
  mobileRight: 'next_days_report',
  fields: {
    search_user_id: picked('User', 'staff'),
    date: reportDay('Start'),
    trips: measure('Trips'),
    services: measure('Services'),
    confirmed_services: measure('Confirmed services'),
    confirmed_per: percent('Confirmed %'),
  },
  columns: [
    column('date', 'Start'),
    column('user_name', 'Operations owner'),
    column('trips', 'Trips'),
    column('services', 'Services'),
    column('confirmed_services', 'Confirmed services'),
    column('confirmed_per', 'Confirmed %'),
  ],
  defaultSort: 'date',
  defaultOrder: 'asc',
  dashboard: { date: { values: [7], filter_type: 'date', option_type: 'due_in', value_type: 'day' } },
  opening: (today) => ({ date: fromDay(today) }),
});
