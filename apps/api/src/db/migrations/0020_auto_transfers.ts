/**
 * Automatic luggage transfers (issue 17 item 3): a trip that has luggage transfers (spec part 2 §3, the trip's
 * `luggage_transfers`) gets one luggage row per change of location in its hotel chain. What the system last
 * wrote on each such row is kept beside it, so a later save can tell a hand edit from its own values and
 * say on the trip screen why the row exists.
 */
export const statements = [
  `alter table trips add column luggage_transfers boolean not null default false`,
  `create table trip_auto_transfers (
    transfer_id integer primary key references trip_transfers(id) on delete cascade,
    trip_id integer not null references trips(id) on delete cascade,
    leg_from_location_id integer not null references locations(id) on delete cascade,
    leg_to_location_id integer not null references locations(id) on delete cascade,
    route_provider_id integer references transfer_route_providers(id) on delete set null,
    rate_row_id integer references transfer_route_rates(id) on delete set null,
    priority integer,
    written jsonb not null,
    edited_fields jsonb not null default '[]',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now())`,
  `create index trip_auto_transfers_trip_idx on trip_auto_transfers (trip_id)`,
];
