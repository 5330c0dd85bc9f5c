/**
 * The travellers' own page (issue 49). What the operator needs of a traveller beyond SES.Hospedajes (diet and
 * allergies, bike height for cycling trips, an emergency contact); the signed link of a trip, one live at a
 * time (regenerating revokes the old row, so its token stops acting); every access and save of the page with
 * its time and address; and the emails that sent the link (the first on activation, then each reminder), so
 * none goes twice.
 */
export const statements = [
  `alter table trip_travellers
    add column diet text not null default '',
    add column bike_height_cm integer check (bike_height_cm between 80 and 230),
    add column emergency_name text not null default '',
    add column emergency_phone text not null default ''`,
  `create table traveller_links (
    id serial primary key, trip_id integer not null references trips(id) on delete cascade,
    created_at timestamptz not null, created_by integer references users(id) on delete set null,
    revoked_at timestamptz)`,
  `create unique index traveller_links_live_idx on traveller_links (trip_id) where revoked_at is null`,
  `create table traveller_link_accesses (
    id bigserial primary key, trip_id integer references trips(id) on delete cascade,
    link_id integer references traveller_links(id) on delete cascade,
    action text not null check (action in ('view', 'save', 'refused')),
    outcome text not null default '', ip text not null, at timestamptz not null)`,
  `create index traveller_link_accesses_trip_idx on traveller_link_accesses (trip_id, at desc)`,
  `create table traveller_link_emails (
    trip_id integer not null references trips(id) on delete cascade, kind text not null,
    sent_at timestamptz not null, primary key (trip_id, kind))`,
];
