/** The reports module's public entry: what other modules may use of it. */
export { accommodationsView } from './views/accommodationsView';
export { locationsView, nextDaysView, prepaymentsView, vatView } from './views/groupedViews';
export { otherServicesView } from './views/otherServicesView';
export { activeTasksView } from './views/taskViews';
export { luggageTransfersView, normalTransfersView } from './views/transfersView';
