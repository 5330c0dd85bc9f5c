import type { UsedByKind } from '@trips/shared/api/used-by';
import { type RawBuilder, sql } from 'kysely';
import { readerLanguage } from '../../db/reader-language.ts';
import { nameColumn } from '../i18n/local-name.ts';

type Expression = (alias: string) => RawBuilder<unknown>;

const column =
  (name: string): Expression =>
  (x) =>
    sql`${sql.ref(`${x}.${name}`)}`;

/** A text column with a Spanish one beside it: the Spanish when the reader reads Spanish and it is not blank. */
const inSpanishToo =
  (english: string, spanish: string): Expression =>
  (x) =>
    sql`coalesce(case when ${readerLanguage}::text = 'es'
      then nullif(trim(${sql.ref(`${x}.${spanish}`)}), '') end, ${sql.ref(`${x}.${english}`)})`;

/** How a person names a record of each table the registry knows (the deleted one or one that uses it). */
const names: Record<string, Expression> = {
  trips: column('trip_name'),
  providers: column('commercial_name'),
  itineraries: (x) => sql`${sql.ref(`${x}.holiday_id`)} || ' · ' || ${inSpanishToo('name', 'name_es')(x)}`,
  invoices: column('invoice_number'),
  tasks: inSpanishToo('subject', 'subject_es'),
  users: (x) => sql`trim(${sql.ref(`${x}.first_name`)} || ' ' || ${sql.ref(`${x}.last_name`)})`,
  dossiers: inSpanishToo('title_eng', 'title_spn'),
  email_accounts: column('email'),
};

/** A record's name in the reader's language: the registry's rule, else its (localised) `name` column. */
export const nameOfRow = (table: string, alias: string) =>
  (names[table] ?? ((x) => nameColumn(table, x)))(alias);

/** The table of each kind's records, and the order its five named records are picked in. */
export const kindTables: Record<UsedByKind, { table: string; order?: Expression }> = {
  // The trips starting last first: the ones still ahead are the ones a person cares about.
  trip: { table: 'trips', order: (x) => sql`${sql.ref(`${x}.start_date`)} desc nulls last` },
  provider: { table: 'providers' },
  location: { table: 'locations' },
  itinerary: { table: 'itineraries' },
  invoice: { table: 'invoices', order: (x) => sql`${sql.ref(`${x}.invoice_date`)} desc nulls last` },
  task: { table: 'tasks', order: (x) => sql`${sql.ref(`${x}.deadline`)} desc nulls last` },
  user: { table: 'users' },
  dossier: { table: 'dossiers' },
  email_account: { table: 'email_accounts' },
};

/** A row that uses another: the kind of record it belongs to, and that record's id (the link opens it). */
export interface Use {
  kind: UsedByKind;
  /** The id of the record the row is part of; the row's own id when it is one. */
  record: Expression;
}

const own = (kind: UsedByKind): Use => ({ kind, record: column('id') });
const partOf = (kind: UsedByKind, parent: string): Use => ({ kind, record: column(parent) });
/** A row two steps down: its parent row's `parentColumn` names the record. */
const via = (kind: UsedByKind, table: string, link: string, parentColumn: string): Use => ({
  kind,
  record: (x) =>
    sql`(select ${sql.ref(`p.${parentColumn}`)} from ${sql.table(table)} p where p.id = ${sql.ref(`${x}.${link}`)})`,
});

/**
 * Every table whose foreign keys can refuse a delete, by the record its rows belong to. A table with such a
 * key and no line here fails `used-by.test.ts`, so a new table says how it is shown before it ships.
 */
export const uses: Record<string, Use> = {
  trips: own('trip'),
  trip_accommodations: partOf('trip', 'trip_id'),
  trip_transfers: partOf('trip', 'trip_id'),
  trip_other_services: partOf('trip', 'trip_id'),
  providers: own('provider'),
  provider_services: partOf('provider', 'provider_id'),
  provider_service_items: via('provider', 'provider_services', 'service_id', 'provider_id'),
  provider_rate_items: via('provider', 'provider_rates', 'rate_id', 'provider_id'),
  transfer_route_rates: via('provider', 'transfer_route_providers', 'route_provider_id', 'provider_id'),
  locations: own('location'),
  location_priority_providers: partOf('location', 'location_id'),
  itineraries: own('itinerary'),
  itinerary_stages: partOf('itinerary', 'itinerary_id'),
  itinerary_transfers: partOf('itinerary', 'itinerary_id'),
  itinerary_services: partOf('itinerary', 'itinerary_id'),
  invoices: own('invoice'),
  tasks: own('task'),
  users: own('user'),
  dossiers: own('dossier'),
  dossier_settings: partOf('dossier', 'dossier_id'),
  email_accounts: own('email_account'),
};
