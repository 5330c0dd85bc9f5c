/**
 * Automatic luggage rows staff delete stay deleted (issue "Transfers"). The marker of an automatic row
 * outlives the row: a row gone without the system removing it was deleted by staff, and its marker, then
 * stamped `dismissed_at`, keeps that change of place from getting a new row at the next save until staff
 * restore it or the hotel chain stops changing place there.
 */
export const statements = [
  `alter table trip_auto_transfers drop constraint trip_auto_transfers_transfer_id_fkey`,
  `alter table trip_auto_transfers add column dismissed_at timestamptz`,
];
