/**
 * Trips from Zoho CRM deals (issue 21, spec part 2 §3 "Integration settings"). Each Zoho account may carry
 * its own refresh token (sealed by the settings engine); its sync state holds the watermark, the cached
 * access token (sealed) and the last run's counts. A deal is linked to its trip once (unique per account),
 * with the values Zoho last wrote per field, so a later change only overwrites fields staff left alone.
 * Deals that cannot become a trip are listed with their reason and the IT task raised for them; every
 * change Zoho makes to a trip, and every deal comment not copied, is kept as a line for the settings screen.
 */
export const statements = [
  `alter table zoho_accounts add column refresh_token text not null default ''`,
  `create table zoho_sync_state (
    zoho_account_id integer primary key references zoho_accounts(id) on delete cascade,
    watermark timestamptz, access_token text not null default '', token_expires_at timestamptz,
    api_domain text not null default '',
    last_started_at timestamptz, last_finished_at timestamptz, last_status text not null default '',
    last_created integer not null default 0, last_updated integer not null default 0,
    last_unmatched integer not null default 0, last_error text not null default '')`,
  `create table zoho_deals (
    zoho_account_id integer not null references zoho_accounts(id) on delete cascade,
    deal_id text not null, trip_id integer references trips(id) on delete set null,
    written jsonb not null default '{}', modified_time timestamptz,
    primary key (zoho_account_id, deal_id))`,
  `create index zoho_deals_trip_idx on zoho_deals (trip_id)`,
  `create table zoho_unmatched (
    zoho_account_id integer not null references zoho_accounts(id) on delete cascade,
    deal_id text not null, deal_name text not null default '', reason text not null,
    seen_at timestamptz not null default now(), task_id integer references tasks(id) on delete set null,
    primary key (zoho_account_id, deal_id))`,
  `create table zoho_trip_lines (
    id serial primary key, trip_id integer not null references trips(id) on delete cascade,
    deal_id text not null, kind text not null check (kind in ('revised', 'ignored_comment')),
    line text not null, at timestamptz not null default now())`,
  `create index zoho_trip_lines_at_idx on zoho_trip_lines (at desc, id desc)`,
];
