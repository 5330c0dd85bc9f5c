/**
 * SES.Hospedajes (issue 21, RD 933/2021). A trip's travellers, as the Ministry names a person (document,
 * support number, nationality, address with municipality, relationship of a minor), with a version of
 * their own so their editor never races the trip's save. Every communication sent for a night (operation A
 * registers it, B cancels it): its XML, the batch the Ministry queued it in, the communication code it
 * answered and its error. A communication outlives its night (no foreign key to the row), so a deleted
 * night can still be cancelled.
 */
const texts = (...names: string[]) => names.map((n) => `${n} text not null default ''`).join(', ');

export const statements = [
  `create table trip_travellers (
    id serial primary key, trip_id integer not null references trips(id) on delete cascade,
    position integer not null,
    ${texts('first_name', 'surname1', 'surname2')},
    document_type text not null default '' check (document_type in ('', 'NIF', 'NIE', 'PAS', 'OTRO')),
    ${texts('document_number', 'document_support')},
    nationality_id integer references countries(id) on delete set null, birth_date date,
    sex text not null default '' check (sex in ('', 'H', 'M', 'O')),
    ${texts('address', 'municipality_code', 'municipality_name', 'postal_code')},
    country_id integer references countries(id) on delete set null,
    ${texts('phone', 'email', 'relationship')})`,
  `create index trip_travellers_trip_idx on trip_travellers (trip_id, position)`,
  `create table trip_traveller_versions (
    trip_id integer primary key references trips(id) on delete cascade,
    version integer not null default 0)`,
  `create table hospedajes_communications (
    id serial primary key, accommodation_id integer not null,
    trip_id integer references trips(id) on delete set null,
    operation text not null check (operation in ('A', 'B')),
    state text not null check (state in ('sent', 'accepted', 'rejected')),
    xml text not null, batch text not null default '', communication_code text not null default '',
    error text not null default '',
    created_at timestamptz not null, answered_at timestamptz)`,
  `create index hospedajes_communications_row_idx on hospedajes_communications (accommodation_id, id desc)`,
  `create index hospedajes_communications_sent_idx on hospedajes_communications (state) where state = 'sent'`,
];
