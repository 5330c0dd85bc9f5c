import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldFilter, ListState } from '@trips/shared/list/state';
import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import { homePanelDays } from '@trips/shared/modules/home/home.panels';
import { locationsReport } from '@trips/shared/modules/reports/locations.resource';
import { nextDaysReport } from '@trips/shared/modules/reports/next-days.resource';
import { prepaymentsReport } from '@trips/shared/modules/reports/prepayments.resource';
import { activeTasksReport } from '@trips/shared/modules/reports/tasks.resource';
import { vatReport } from '@trips/shared/modules/reports/vat.resource';
import { problemLevels } from '@trips/shared/modules/trips/readiness.constants';
import type { ListView } from '../../engine/types';
import { companyDay } from '../../i18n/companyDay';
import { pathTo } from '../../lib/paths';
import {
  accommodationsView,
  activeTasksView,
  locationsView,
  luggageTransfersView,
  nextDaysView,
  normalTransfersView,
  otherServicesView,
  prepaymentsView,
  vatView,
} from '../reports';
import { tasksView } from '../tasks';
import { tripsView } from '../trips';

/**
 * One panel of the home dashboard: a list (or report) with a preset of filters, a few of its columns, and
 * the screen that opens with the same filters. `right` is the permission whose list must contain 'view'.
 */
export interface HomePanelView {
  slug: string;
  title: MessageDescriptor;
  empty: MessageDescriptor;
  right: string;
  // biome-ignore lint/suspicious/noExplicitAny: panels of different row types side by side
  view: ListView<any>;
  /** The filters and order, from today's date in the company's time zone. */
  preset: () => Partial<ListState>;
  columns: readonly string[];
  /** The full screen: a list or a report path. */
  open: string;
}

const within = (): FieldFilter => ({
  filter_type: 'date',
  option_type: 'between',
  values: [companyDay(), companyDay(homePanelDays)],
});
const statusIs = (ids: number[]): FieldFilter => ({
  filter_type: 'autocomplete',
  option_type: 'is',
  values: ids,
});
/** Every status that still needs staff or the provider: not confirmed, not cancelled. */
const toConfirm = statusIs([
  serviceStatus.ok,
  serviceStatus.requested,
  serviceStatus.pending,
  serviceStatus.modificationRequested,
  serviceStatus.declined,
  serviceStatus.noResponse,
]);
const servicesPanel = (
  slug: string,
  title: MessageDescriptor,
  empty: MessageDescriptor,
  view: HomePanelView['view'],
  dateField: string,
) => ({
  slug,
  title,
  empty,
  right: view.descriptor.name,
  view,
  preset: () => ({ [dateField]: within(), trip_service_status_id: toConfirm }),
  columns: ['trip_name', dateField, 'provider_name', 'trip_service_status_name'],
  open: pathTo('report', view.descriptor.name),
});

export const homePanelViews: readonly HomePanelView[] = [
  {
    // Problems rather than trips: shown by AttentionPanel; the list it opens has the trips with problems.
    slug: 'attention',
    title: msg`Needs attention`,
    empty: msg`Nothing needs attention in the coming days.`,
    right: 'trips',
    view: tripsView,
    preset: () => ({
      problem_level: statusIs([problemLevels.warnings, problemLevels.errors]),
      active_trips: { filter_type: 'date', option_type: 'due_in', values: [homePanelDays] },
      order_by: 'start_date',
      order_type: 'asc',
    }),
    columns: ['trip_name', 'start_date', 'problems'],
    open: pathTo('trips'),
  },
  {
    slug: 'my_tasks',
    title: msg`My open tasks`,
    empty: msg`No open tasks: nothing waits for you.`,
    right: 'tasks',
    view: tasksView,
    preset: () => ({ order_by: 'deadline', order_type: 'asc' }),
    columns: ['subject', 'deadline', 'is_overdue'],
    open: pathTo('tasks'),
  },
  {
    slug: 'starting_trips',
    title: msg`Trips starting soon`,
    empty: msg`No trip starts in the next days.`,
    right: 'trips',
    view: tripsView,
    preset: () => ({ start_date: within(), order_by: 'start_date', order_type: 'asc' }),
    columns: ['trip_name', 'start_date', 'accommodation_status'],
    open: pathTo('trips'),
  },
  servicesPanel(
    'accommodation',
    msg`Nights to confirm`,
    msg`Every night of the next days is confirmed.`,
    accommodationsView,
    'checkin_date',
  ),
  servicesPanel(
    'luggage',
    msg`Luggage transfers to confirm`,
    msg`Every luggage transfer of the next days is confirmed.`,
    luggageTransfersView,
    'date',
  ),
  servicesPanel(
    'normal',
    msg`Normal transfers to confirm`,
    msg`Every transfer of the next days is confirmed.`,
    normalTransfersView,
    'date',
  ),
  servicesPanel(
    'others',
    msg`Other services to confirm`,
    msg`Every other service of the next days is confirmed.`,
    otherServicesView,
    'date',
  ),
  {
    slug: 'next_days',
    title: msg`Next days`,
    empty: msg`No trip starts in the next days.`,
    right: nextDaysReport.right,
    view: nextDaysView,
    preset: () =>
      ({ ...nextDaysReport.dashboard, order_by: 'start_date', order_type: 'asc' }) as Partial<ListState>,
    columns: ['trip_name', 'start_date', 'accommodations', 'accommodations_confirmed'],
    open: pathTo('report', 'next_days_report'),
  },
  {
    slug: 'locations',
    title: msg`Places of the next days`,
    empty: msg`No night is booked in the next days.`,
    right: locationsReport.right,
    view: locationsView,
    preset: () => ({ checkin_date: within() }),
    columns: ['trip_name', 'location_name', 'checkin_date', 'provider_name'],
    open: pathTo('report', 'locations_report'),
  },
  {
    slug: 'prepayment',
    title: msg`Prepayments to pay`,
    empty: msg`No prepayment is waiting.`,
    right: prepaymentsReport.right,
    view: prepaymentsView,
    preset: () => ({ payment_status_id: statusIs([1, 3]), order_by: 'start_date', order_type: 'asc' }),
    columns: ['trip_name', 'start_date', 'payment_status_name'],
    open: pathTo('report', 'prepayments_report'),
  },
  {
    slug: 'vat',
    title: msg`VAT of last month`,
    empty: msg`No trip ended last month.`,
    right: vatReport.right,
    view: vatView,
    preset: () => ({ ...vatReport.dashboard }) as Partial<ListState>,
    columns: ['trip_name', 'end_date', 'trip_price', 'vat'],
    open: pathTo('report', 'vat_report'),
  },
  {
    slug: 'tasks',
    title: msg`Active tasks of the team`,
    empty: msg`No open task.`,
    right: activeTasksReport.right,
    view: activeTasksView,
    preset: () => ({ order_by: 'deadline', order_type: 'asc' }),
    columns: ['subject', 'deadline', 'owner_name', 'is_overdue'],
    open: pathTo('report', 'active_tasks_report'),
  },
];
