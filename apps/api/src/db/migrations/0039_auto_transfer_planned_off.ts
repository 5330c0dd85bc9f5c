/**
 * An itinerary may leave the bags with the party at a change of place (a stage with luggage off). The trip
 * made from it has that change's automatic row dismissed as staff's deletion would, marked `planned_off`: the
 * chain gives it no new row and readiness does not report the change as a dropped luggage stage.
 */
export const statements = [
  `alter table trip_auto_transfers add column planned_off boolean not null default false`,
];
