/**
 * The dashboard's trips per day and owner (next_days_trips_stats) groups every trip by start date and
 * operations owner and shows the first days. PostgreSQL 18 (the embedded engine since PGlite 0.5) and 15
 * hash the whole table for it unless an index gives the groups in order: then it reads the first days'
 * trips only (1M trips: about 800 ms → a few). Its counts ride along, so the groups come from the index.
 */
export const statements = [
  `create index trips_start_owner_idx on trips (start_date, operations_owner_id)
     include (live_services, confirmed_services)`,
];
