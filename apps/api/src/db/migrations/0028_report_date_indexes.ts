/**
 * The row reports open on every service row in date order (accommodations and locations by check-in,
 * transfers by type then date, other services by their first day): with an index in that order a page reads its
 * rows, not millions of rows to sort; the reports' and dashboards' date filters use the same indexes.
 * The task charts group tasks by deadline and owner, which an index in that order (with the status) reads
 * already grouped.
 */
export const statements = [
  `create index trip_accommodations_checkin_idx on trip_accommodations (checkin_date, id)`,
  `create index trip_transfers_type_date_idx on trip_transfers (transfer_type_id, date, id)`,
  `create index trip_other_services_date_idx on trip_other_services (from_date, id)`,
  `create index tasks_deadline_owner_idx on tasks (deadline, owner_id) include (status_id)`,
];
