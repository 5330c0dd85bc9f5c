/**
 * The lookup lists' version (docs/decisions/0026): one token the database changes whenever a row of a table
 * a lookup list reads changes, whatever wrote it (settings lists, users, brands, tags, a seed). The browser
 * keeps the lists under `GET /lookups?v=<token>` for good, and the ETag answers from the token without
 * reading the lists.
 *
 * The token is set by a deferred trigger, at the end of the writing transaction: it becomes visible with the
 * rows that changed it (never before, or a reader would keep the old lists under the new token), and the one
 * row is locked only then, after the transaction's other locks. A random token rather than a counter: a
 * database restored from a backup never repeats a token it gave to other lists.
 */
const tables = [
  'countries',
  'states',
  'currencies',
  'languages',
  'trip_types',
  'teams',
  'statuses',
  'meals',
  'booking_methods',
  'payment_methods',
  'provider_categories',
  'accommodation_types',
  'accommodation_levels',
  'accommodation_details',
  'hotel_types',
  'transfer_types',
  'other_service_types',
  'rate_item_types',
  'week_days',
  'tags',
  'task_statuses',
  'task_object_types',
  'brandings',
  'zoho_accounts',
  'ota_accounts',
  'problem_levels',
];

const trigger = (table: string, events: string) =>
  `create constraint trigger ${table}_lookups_version after ${events} on ${table}
    deferrable initially deferred for each row execute function lookups_version_bump()`;

export const statements = [
  `create table lookups_version (
    id smallint primary key default 1 check (id = 1),
    token text not null,
    xact bigint
  )`,
  `insert into lookups_version (token) values (md5(random()::text || clock_timestamp()::text))`,
  // Once per transaction: the rows after the first find the token already theirs.
  `create function lookups_version_bump() returns trigger language plpgsql as $$
    begin
      update lookups_version set token = md5(random()::text || clock_timestamp()::text), xact = txid_current()
        where xact is distinct from txid_current();
      return null;
    end $$`,
  ...tables.map((table) => trigger(table, 'insert or update or delete')),
  // The staff list (staff_names) names users: only their names and whether they are active count.
  trigger('users', 'insert or delete or update of first_name, last_name, is_active'),
];
