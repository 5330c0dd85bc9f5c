/**
 * The providers list at 100k (DESIGN §9): the search box reads one expression through its trigram index
 * (providers.binding), and the usual narrowing (a category in a region) is one index range that carries
 * the other usual filters, in name order, so neither the page nor its count reads rows it then drops.
 */
export const statements = [
  `create index providers_search_trgm on providers using gin ((commercial_name || ' ' || legal_name || ' '
    || cif || ' ' || phone || ' ' || booking_email || ' ' || contact_name) gin_trgm_ops)`,
  `create index providers_category_state_idx on providers (category_id, state_id, commercial_name, id)
    include (country_id, payment_method_id, booking_method_id)`,
];
