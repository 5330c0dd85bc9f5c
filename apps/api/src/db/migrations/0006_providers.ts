import { priceFields } from '@trips/shared/pricing/constants';

const prices = priceFields.map((f) => `${f} numeric(12, 2) check (${f} >= 0)`).join(', ');
const ref = (column: string, table: string) => `${column} integer references ${table}(id)`;
const texts = (...names: string[]) => names.map((n) => `${n} text not null default ''`).join(', ');
const images = ['main_image', 'map_image', 'image_1', 'image_2', 'image_3']
  .flatMap((slot) => [`${slot} text`, `${slot}_org text`])
  .join(', ');

/**
 * Providers with their locations, tags and notes; rates (negotiated, luggage, transfer) as rate → item →
 * quantity rows; services with one item per language; voucher information per kind; location priority lists.
 */
export const statements = [
  `create table providers (
    id serial primary key, ${ref('category_id', 'provider_categories')} not null,
    commercial_name text not null, ${texts('legal_name', 'cif')},
    ${ref('language_id', 'languages')}, ${ref('currency_id', 'currencies')},
    status text not null default 'active' check (status in ('active', 'inactive')),
    ${ref('location_id', 'locations')},
    ${texts('phone', 'booking_email', 'contact_email', 'contact_name')},
    emergency boolean not null default false, luggage boolean not null default false,
    people boolean not null default false, is_manually_managed_transfer boolean not null default false,
    ${texts('comments_eng', 'comments_spn')},
    ${ref('payment_method_id', 'payment_methods')}, ${ref('booking_method_id', 'booking_methods')},
    ${texts('address', 'postal_code', 'city')},
    ${ref('country_id', 'countries')}, ${ref('state_id', 'states')},
    latitude numeric(9, 6) check (latitude between -90 and 90),
    longitude numeric(9, 6) check (longitude between -180 and 180),
    rooms integer check (rooms >= 0),
    ${ref('accommodation_type_id', 'accommodation_types')},
    ${ref('accommodation_level_id', 'accommodation_levels')},
    ${ref('accommodation_detail_id', 'accommodation_details')},
    ${ref('transfer_type_id', 'transfer_types')}, ${ref('holiday_type_id', 'trip_types')},
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    version integer not null default 1, rates_version integer not null default 1,
    services_version integer not null default 1)`,
  `create index providers_commercial_name_idx on providers (commercial_name, id)`,
  `create index providers_commercial_name_trgm on providers using gin (commercial_name gin_trgm_ops)`,
  `create index providers_legal_name_trgm on providers using gin (legal_name gin_trgm_ops)`,
  `create index providers_category_idx on providers (category_id, commercial_name, id)`,
  `create table provider_locations (
    provider_id integer not null references providers(id) on delete cascade,
    location_id integer not null references locations(id) on delete cascade,
    primary key (provider_id, location_id))`,
  `create index provider_locations_location_idx on provider_locations (location_id, provider_id)`,
  `create table provider_tags (
    provider_id integer not null references providers(id) on delete cascade,
    tag_id integer not null references tags(id) on delete cascade, primary key (provider_id, tag_id))`,
  `create index provider_tags_tag_idx on provider_tags (tag_id, provider_id)`,
  `create table provider_notes (
    id serial primary key, provider_id integer not null references providers(id) on delete cascade,
    comment text not null default '', file_path text, file_name text, file_type text,
    created_by integer references users(id) on delete set null,
    created_at timestamptz not null default now())`,
  `create index provider_notes_provider_idx on provider_notes (provider_id, id desc)`,
  `create table provider_rates (
    id serial primary key, provider_id integer not null references providers(id) on delete cascade,
    kind text not null check (kind in ('negotiated', 'luggage', 'transfer')), name text not null,
    position integer not null)`,
  `create index provider_rates_provider_idx on provider_rates (provider_id, kind, position)`,
  `create table provider_rate_items (
    id serial primary key, rate_id integer not null references provider_rates(id) on delete cascade,
    position integer not null, ${ref('rate_item_type_id', 'rate_item_types')} not null default 1,
    ${ref('week_day_id', 'week_days')} not null default 1, from_date date not null, to_date date not null,
    ${prices})`,
  `create index provider_rate_items_rate_idx on provider_rate_items (rate_id, position)`,
  `create table provider_rate_qties (
    id serial primary key, item_id integer not null references provider_rate_items(id) on delete cascade,
    position integer not null, from_qty integer not null default 0, to_qty integer not null default -1,
    amount numeric(12, 2) check (amount >= 0), price_type text check (price_type in ('per', 'total')))`,
  `create index provider_rate_qties_item_idx on provider_rate_qties (item_id, position)`,
  `create table provider_services (
    id serial primary key, provider_id integer not null references providers(id) on delete cascade,
    name text not null, price numeric(12, 2) check (price >= 0),
    ${ref('service_type_id', 'other_service_types')}, position integer not null)`,
  `create index provider_services_provider_idx on provider_services (provider_id, position)`,
  `create table provider_service_items (
    id serial primary key, service_id integer not null references provider_services(id) on delete cascade,
    ${ref('language_id', 'languages')} not null,
    location_id integer references locations(id) on delete set null,
    provider_point_id integer references providers(id) on delete set null,
    ${texts('meeting_point_name', 'observations', 'type_of_bikes', 'height_measurment', 'duration', 'time')},
    unique (service_id, language_id))`,
  `create table provider_vouchers (
    provider_id integer not null references providers(id) on delete cascade, kind text not null,
    record smallint not null check (record in (1, 2)),
    ${texts('comment_eng', 'comment_spn', 'comment_grm', 'observation_eng', 'observation_spn', 'observation_grm')},
    ${images}, version integer not null default 1, primary key (provider_id, kind, record))`,
  `create table location_priority_providers (
    location_id integer not null references locations(id) on delete cascade,
    list text not null check (list in ('hotel', 'superior', 'emergency_transfer')),
    provider_id integer not null references providers(id) on delete cascade,
    ${ref('hotel_type_id', 'hotel_types')}, priority integer not null check (priority > 0),
    primary key (location_id, list, provider_id))`,
  `create index location_priority_providers_provider_idx on location_priority_providers (provider_id)`,
  `create table location_priority_versions (
    location_id integer primary key references locations(id) on delete cascade,
    version integer not null default 1)`,
];
