import type { ListView } from '../../engine/types';
import { hospedajesView } from '../hospedajes';
import { accommodationsView } from './views/accommodationsView';
import { locationsView, nextDaysView, prepaymentsView, vatView } from './views/groupedViews';
import { nextDaysStatsView } from './views/nextDaysStatsView';
import { otherServicesView } from './views/otherServicesView';
import { activeTasksView, taskChartViews } from './views/taskViews';
import { luggageTransfersView, normalTransfersView } from './views/transfersView';

/** The reports built so far, by the report's slug in its address; the others still show their title only. */
// biome-ignore lint/suspicious/noExplicitAny: views of different row types side by side
export const reportViews: Readonly<Record<string, ListView<any>>> = {
  accommodations_report: accommodationsView,
  luggage_transfers_report: luggageTransfersView,
  normal_transfers_report: normalTransfersView,
  other_services_report: otherServicesView,
  vat_report: vatView,
  next_days_report: nextDaysView,
  next_days_trips_stats: nextDaysStatsView,
  prepayments_report: prepaymentsView,
  locations_report: locationsView,
  active_tasks_report: activeTasksView,
  hospedajes_report: hospedajesView,
  ...taskChartViews,
};
