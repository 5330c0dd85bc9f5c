/**
 * The rooms whose free cancellation ends within the attention window, found by their day: the home's
 * "needs attention" and the daily readiness sweep ask which trips hold one, once, instead of asking each trip.
 */
export const statements = [
  `create index trip_accommodations_free_cancellation_idx on trip_accommodations (free_cancellation_date, trip_id)
    where free_cancellation_date is not null`,
];
