/**
 * A booking reference made for people ('CW-2043'): the brand's prefix and a short number of its own, set by
 * the database on every insert (the editor's, Zoho's, the scale seed's), so providers, customers and staff
 * read it where they read "#43" before. The trips list's search (and the palette through it) finds it: the
 * trigram index follows the search expression of trips.binding.
 */
export const statements = [
  `alter table brandings add column reference_prefix text not null default ''`,
  `update brandings set reference_prefix = left(regexp_replace(initcap(name), '[^A-Z]', '', 'g'), 4)`,
  `create sequence trip_reference_seq start 2001`,
  `alter table trips add column booking_reference text`,
  `update trips t set booking_reference = coalesce((select nullif(b.reference_prefix, '') from brandings b
      where b.id = t.branding_id), 'T') || '-' || x.n
    from (select id, nextval('trip_reference_seq') as n from (select id from trips order by id) o) x
    where x.id = t.id`,
  `create function trip_booking_reference() returns trigger language plpgsql as $$
    begin
      if new.booking_reference is null or new.booking_reference = '' then
        new.booking_reference := coalesce((select nullif(reference_prefix, '') from brandings
          where id = new.branding_id), 'T') || '-' || nextval('trip_reference_seq');
      end if;
      return new;
    end $$`,
  `create trigger trips_booking_reference before insert on trips for each row execute function trip_booking_reference()`,
  `alter table trips alter column booking_reference set not null`,
  `create unique index trips_booking_reference on trips (booking_reference)`,
  `drop index trips_search_trgm`,
  `create index trips_search_trgm on trips using gin ((trip_name || ' ' || customer_first_name || ' '
    || customer_last_name || ' ' || invoice_number || ' ' || customer_email || ' ' || customer_phone || ' '
    || booking_reference) gin_trgm_ops)`,
];
