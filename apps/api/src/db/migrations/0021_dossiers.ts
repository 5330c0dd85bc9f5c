/**
 * Dossiers (issue 19): the route documents sold with a trip. A dossier belongs to a brand and carries a
 * title and text per language (eng/spn/grm) its generated PDF is made from; its setting items say which
 * trips it is for (trip type, start and end location, holiday; a location left empty is any); its
 * other-settings rows widen that (more start or end locations, more holidays of walking or cycling
 * trips); an uploaded PDF per language replaces the generated one.
 */
const languages = ['eng', 'spn', 'grm'];
const perLanguage = (stem: string) =>
  languages.map((l) => `${stem}_${l} text not null default ''`).join(',\n    ');

export const statements = [
  `create table dossiers (
    id serial primary key,
    branding_id integer not null references brandings(id),
    is_active boolean not null default true,
    ${perLanguage('title')},
    ${perLanguage('text')},
    created_by integer references users(id) on delete set null,
    created_on timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    version integer not null default 1)`,
  `create index dossiers_branding_idx on dossiers (branding_id)`,
  `create table dossier_settings (
    id serial primary key,
    dossier_id integer not null references dossiers(id) on delete cascade,
    position integer not null default 0,
    trip_type_id integer not null references trip_types(id),
    start_location_id integer references locations(id) on delete set null,
    end_location_id integer references locations(id) on delete set null,
    holiday_id text not null default '',
    holiday text not null default '',
    title text not null default '')`,
  `create index dossier_settings_dossier_idx on dossier_settings (dossier_id, position)`,
  `create index dossier_settings_match_idx on dossier_settings (trip_type_id, start_location_id, end_location_id)`,
  `create table dossier_other_settings (
    id serial primary key,
    dossier_id integer not null references dossiers(id) on delete cascade,
    kind text not null check (kind in ('from_locations', 'to_locations', 'walking_holiday', 'cycling_holiday')),
    position integer not null default 0,
    location_id integer references locations(id) on delete cascade,
    holiday_id text not null default '',
    holiday text not null default '',
    check ((kind in ('from_locations', 'to_locations')) = (location_id is not null)))`,
  `create index dossier_other_settings_dossier_idx on dossier_other_settings (dossier_id, kind, position)`,
  `create table dossier_documents (
    dossier_id integer not null references dossiers(id) on delete cascade,
    lang text not null check (lang in ('eng', 'spn', 'grm')),
    storage_key text not null,
    file_name text not null,
    size integer not null,
    uploaded_by integer references users(id) on delete set null,
    uploaded_at timestamptz not null default now(),
    primary key (dossier_id, lang))`,
];
