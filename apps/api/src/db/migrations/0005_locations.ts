const ration = (meal: string) => `${meal}_replacement_id integer references meals(id)`;

/** Locations with their name variations and meeting points; trigram indexes serve "contains" searches. */
export const statements = [
  `create table locations (
    id serial primary key, name text not null,
    country_id integer not null references countries(id),
    state_id integer references states(id),
    is_automated_processing boolean not null default false,
    ${ration('breakfast')}, ${ration('breakfast_dinner')}, ${ration('breakfast_picnic')},
    ${ration('breakfast_dinner_picnic')},
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    version integer not null default 1)`,
  `create index locations_name_idx on locations (name, id)`,
  `create index locations_name_trgm on locations using gin (name gin_trgm_ops)`,
  `create index locations_country_idx on locations (country_id, name, id)`,
  `create index locations_state_idx on locations (state_id, name, id)`,
  `create table location_name_variations (
    id serial primary key, location_id integer not null references locations(id) on delete cascade,
    name text not null)`,
  `create unique index location_name_variations_key on location_name_variations (location_id, lower(name))`,
  `create index location_name_variations_trgm on location_name_variations using gin (name gin_trgm_ops)`,
  `create table meeting_points (
    id serial primary key, location_id integer not null references locations(id) on delete cascade,
    name_eng text not null, name_spn text not null default '', name_grm text not null default '')`,
  `create index meeting_points_location_idx on meeting_points (location_id, id)`,
];
