/** Saved filters and column layouts of the list engine, per user; tags of providers, trips and invoices. */
export const statements = [
  `create table saved_filters (
    id serial primary key, user_id integer not null references users(id) on delete cascade,
    list text not null, name text not null, filters jsonb not null,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now())`,
  `create unique index saved_filters_name_key on saved_filters (user_id, list, lower(name))`,
  `create table column_lists (
    user_id integer not null references users(id) on delete cascade, type text not null,
    columns jsonb not null, updated_at timestamptz not null default now(), primary key (user_id, type))`,
  `create table tags (
    id serial primary key, type text not null check (type in ('provider', 'trip', 'invoice')),
    name text not null, created_at timestamptz not null default now(),
    updated_at timestamptz not null default now())`,
  `create unique index tags_name_key on tags (type, lower(name))`,
];
