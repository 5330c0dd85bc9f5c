/**
 * The dashboard's trips per day and owner (next_days_trips_stats) groups every trip by start date and
 * operations owner and shows the first days. PostgreSQL 18 (the embedded engine since PGlite 0.5) and 15
 * hash the whole table for it (about 800 ms at 1M trips) unless an index gives the groups in order: then
 * it reads the first days' trips only (200k trips: 178 → 3 ms embedded, 277 → 0.8 ms on PostgreSQL 15).
 * Its counts ride along, so the groups come from the index.
 */
export const statements = [
  `create index trips_start_owner_idx on trips (start_date, operations_owner_id)
     include (live_services, confirmed_services)`,
];
