/** The trips module's public entry: what other modules may use of it. */
export { dayOf } from './readiness/readiness.days.ts';
export { tripReadiness } from './readiness/readiness.service.ts';
export { createTripRowsRepo } from './trip-rows.repo.ts';
export { bodyOf } from './trips.body.ts';
export { insertTripFromItinerary } from './trips.from-itinerary.ts';
export { tripAccess, tripParams, tripTags } from './trips.http.ts';
export { rawOrThrow } from './trips.load.ts';
export type { RawTrip } from './trips.presenter.ts';
export { loadRaw } from './trips.presenter.ts';
export { createRowPricer } from './trips.pricing.ts';
export { createTripsRepo } from './trips.repo.ts';
export { routeKey } from './trips.route-key.ts';
export { saveTrip } from './trips.save.ts';
export { sections } from './trips.sections.ts';
export { insertTrip } from './trips.service.ts';
export { settleAfter } from './trips.settle.ts';
export type {
  GapReason,
  Leg,
  LuggageGap,
  PlannedJob,
  PlannedMessage,
  RoutePair,
  RowStatus,
  TripFlags,
} from './trips.steps.ts';
export { throwIfAny } from './trips.validate.ts';
export type { RowChange } from './trips.writer.ts';
export { changeTrip } from './trips.writer.ts';
