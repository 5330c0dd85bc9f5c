/**
 * The trips list's search box (and the palette through it) also finds a trip by its customer's email and
 * phone (issue 30): the trigram index follows the search expression of trips.binding.
 */
export const statements = [
  `drop index trips_search_trgm`,
  `create index trips_search_trgm on trips using gin ((trip_name || ' ' || customer_first_name || ' '
    || customer_last_name || ' ' || invoice_number || ' ' || customer_email || ' ' || customer_phone) gin_trgm_ops)`,
];
