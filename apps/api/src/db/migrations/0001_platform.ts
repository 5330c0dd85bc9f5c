/** Platform tables: people and access, sessions, sign-in challenges, outbox, settings, notifications, audit. */
export const statements = [
  `create extension if not exists pg_trgm`,
  `create table teams (id integer primary key, name text not null)`,
  `create table user_groups (
    id serial primary key, name text not null unique, description text not null default '',
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    version integer not null default 1)`,
  `create table group_permissions (
    group_id integer not null references user_groups(id) on delete cascade,
    permission_key text not null, is_active boolean not null default true,
    primary key (group_id, permission_key))`,
  `create table group_capabilities (
    group_id integer not null references user_groups(id) on delete cascade,
    permission_key text not null, capability text not null, is_active boolean not null default true,
    primary key (group_id, permission_key, capability))`,
  `create table users (
    id serial primary key, first_name text not null, last_name text not null,
    email text not null, phone text, password_hash text not null,
    team_id integer not null references teams(id), group_id integer references user_groups(id),
    is_active boolean not null default true, avatar_path text, profile text not null default '',
    require_verification boolean not null default false,
    created_at timestamptz not null default now(), updated_at timestamptz not null default now(),
    version integer not null default 1)`,
  `create unique index users_email_key on users (lower(email))`,
  `create index users_name_idx on users (first_name, last_name, id)`,
  `create table sessions (
    id serial primary key, user_id integer not null references users(id) on delete cascade,
    token_hash text not null unique, remember boolean not null, device jsonb not null default '{}',
    ip text, created_at timestamptz not null default now(), expires_at timestamptz not null,
    last_seen_at timestamptz not null default now(), revoked_at timestamptz)`,
  `create index sessions_user_idx on sessions (user_id) where revoked_at is null`,
  `create table login_challenges (
    id serial primary key, user_id integer not null references users(id) on delete cascade,
    code_hash text not null, device jsonb not null default '{}', device_hash text not null,
    remember boolean not null, attempts integer not null default 0,
    expires_at timestamptz not null, used_at timestamptz, created_at timestamptz not null default now())`,
  `create index login_challenges_user_idx on login_challenges (user_id, created_at desc)`,
  `create table known_devices (
    user_id integer not null references users(id) on delete cascade, device_hash text not null,
    verified_at timestamptz not null default now(), primary key (user_id, device_hash))`,
  `create table password_resets (
    id serial primary key, user_id integer not null references users(id) on delete cascade,
    token_hash text not null unique, expires_at timestamptz not null, used_at timestamptz,
    created_at timestamptz not null default now())`,
  `create table rate_limits (key text primary key, window_start timestamptz not null, hits integer not null)`,
  `create table altcha_spent (signature text primary key, expires_at timestamptz not null)`,
  `create table outbox (
    id serial primary key, channel text not null check (channel in ('email', 'sms')),
    recipient text not null, subject text not null default '', body text not null,
    status text not null default 'pending' check (status in ('pending', 'sent', 'dev', 'failed')),
    attempts integer not null default 0, next_attempt_at timestamptz not null default now(),
    last_error text, created_at timestamptz not null default now(), sent_at timestamptz)`,
  `create index outbox_due_idx on outbox (next_attempt_at) where status = 'pending'`,
  `create table settings (key text primary key, value jsonb not null, updated_at timestamptz not null default now())`,
  `create table notifications (
    id serial primary key, user_id integer not null references users(id) on delete cascade,
    content text not null, rel_id integer, rel_type text check (rel_type in ('trip', 'provider', 'location', 'invoice')),
    is_read smallint not null default 0, from_user_id integer references users(id) on delete set null,
    created_at timestamptz not null default now())`,
  `create index notifications_user_idx on notifications (user_id, created_at desc, id desc)`,
  `create table audit_log (
    id serial primary key, entity text not null, entity_id integer not null, action text not null,
    user_id integer references users(id) on delete set null, changes jsonb not null default '{}',
    created_at timestamptz not null default now())`,
  `create index audit_log_entity_idx on audit_log (entity, entity_id, id desc)`,
  `insert into teams (id, name) values (1, 'Operations'), (2, 'Administrative'), (3, 'IT')`,
];
