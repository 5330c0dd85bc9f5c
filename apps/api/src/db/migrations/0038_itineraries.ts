/**
 * Itineraries: a holiday sold many times a season, as ordered stages (where the party sleeps, how many
 * nights, at which level, the rooms by party size, whether the bags follow), transfers and other services by
 * day. A trip made from one remembers it (`trips.itinerary_id`).
 */
export const statements = [
  `create table itineraries (
    id serial primary key,
    holiday_id text not null,
    name text not null,
    name_es text not null default '',
    trip_type_id integer references trip_types(id) on delete set null,
    notes text not null default '',
    is_active boolean not null default true,
    created_by integer references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    version integer not null default 1)`,
  `create unique index itineraries_holiday_idx on itineraries (lower(holiday_id))`,
  `create table itinerary_brandings (
    itinerary_id integer not null references itineraries(id) on delete cascade,
    branding_id integer not null references brandings(id) on delete cascade,
    primary key (itinerary_id, branding_id))`,
  `create table itinerary_stages (
    id serial primary key,
    itinerary_id integer not null references itineraries(id) on delete cascade,
    position integer not null,
    day_offset integer not null check (day_offset >= 0),
    location_id integer not null references locations(id),
    nights integer not null check (nights >= 1),
    accommodation_level_id integer references accommodation_levels(id) on delete set null,
    meals_id integer not null default 1 references meals(id),
    room_plans jsonb not null default '[]',
    luggage boolean not null default true)`,
  `create index itinerary_stages_itinerary_idx on itinerary_stages (itinerary_id, position)`,
  `create table itinerary_transfers (
    id serial primary key,
    itinerary_id integer not null references itineraries(id) on delete cascade,
    position integer not null,
    day_offset integer not null check (day_offset >= 0),
    from_location_id integer not null references locations(id),
    to_location_id integer not null references locations(id),
    kind text not null check (kind in ('people', 'luggage')))`,
  `create index itinerary_transfers_itinerary_idx on itinerary_transfers (itinerary_id, position)`,
  `create table itinerary_services (
    id serial primary key,
    itinerary_id integer not null references itineraries(id) on delete cascade,
    position integer not null,
    day_offset integer not null check (day_offset >= 0),
    service_id integer not null references provider_services(id),
    units integer not null default 1 check (units >= 1))`,
  `create index itinerary_services_itinerary_idx on itinerary_services (itinerary_id, position)`,
  `alter table trips add column itinerary_id integer references itineraries(id) on delete set null`,
  `create index trips_itinerary_idx on trips (itinerary_id) where itinerary_id is not null`,
];
