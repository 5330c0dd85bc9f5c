/**
 * Customer vouchers (issue 19): the last PDF generated for a trip (a storage key, its language and size) and
 * when the documents were last sent to the customer. One row per trip; the trip's voucher status says
 * whether what was sent still stands.
 */
export const statements = [
  `create table trip_vouchers (
    trip_id integer primary key references trips(id) on delete cascade,
    storage_key text not null,
    lang text not null check (lang in ('en', 'es', 'de')),
    byte_size integer not null check (byte_size >= 0),
    services integer not null default 0 check (services >= 0),
    generated_at timestamptz not null,
    generated_by integer references users(id) on delete set null,
    sent_at timestamptz,
    sent_count integer not null default 0 check (sent_count >= 0))`,
];
