/**
 * Transfer routes (issue 17): an ordered pair of locations, its providers in priority order, and each
 * provider's rate rows (from a meeting point or a provider at the start to one at the end, the provider's
 * luggage or transfer rate, a quantity range and the automation flags). transfer_type_id is stored on the
 * rate row (2 luggage, 1 normal, from the rate's kind) so the list can filter by it.
 */
/**
 * The list's "has a rate row with" pickers read one column of the rate rows as (owner, id) links; these
 * views leave out the rows where it is none, so a link never holds a null.
 */
const linkViews = [
  'start_meeting_point_id',
  'end_meeting_point_id',
  'start_provider_id',
  'end_provider_id',
  'rate_id',
].map(
  (column) => `create view transfer_rate_${column.replace(/_id$/, '')}s as
    select route_provider_id, ${column} from transfer_route_rates where ${column} is not null`,
);

export const statements = [
  `create table transfer_routes (
    id serial primary key,
    start_location_id integer not null references locations(id) on delete cascade,
    end_location_id integer not null references locations(id) on delete cascade,
    version integer not null default 0,
    created_at timestamptz not null default now(),
    check (start_location_id <> end_location_id),
    unique (start_location_id, end_location_id))`,
  `create index transfer_routes_end_idx on transfer_routes (end_location_id, start_location_id)`,
  `create table transfer_route_providers (
    id serial primary key,
    route_id integer not null references transfer_routes(id) on delete cascade,
    provider_id integer not null references providers(id) on delete cascade,
    priority integer not null check (priority > 0),
    unique (route_id, provider_id))`,
  `create index transfer_route_providers_provider_idx on transfer_route_providers (provider_id)`,
  `create table transfer_route_rates (
    id serial primary key,
    route_provider_id integer not null references transfer_route_providers(id) on delete cascade,
    position integer not null,
    transfer_type_id integer not null references transfer_types(id),
    start_meeting_point_id integer references meeting_points(id) on delete set null,
    start_provider_id integer references providers(id) on delete set null,
    end_meeting_point_id integer references meeting_points(id) on delete set null,
    end_provider_id integer references providers(id) on delete set null,
    rate_id integer references provider_rates(id) on delete set null,
    qty_start integer not null default 0 check (qty_start >= 0),
    qty_end integer not null default -1 check (qty_end >= -1),
    automated_creation boolean not null default false,
    automated_processing boolean not null default false)`,
  `create index transfer_route_rates_owner_idx on transfer_route_rates (route_provider_id, position)`,
  `create index transfer_route_rates_rate_idx on transfer_route_rates (rate_id)`,
  ...linkViews,
];
