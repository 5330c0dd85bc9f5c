import { referenceTables } from '@trips/shared/modules/lookups/lookups.schema';
import { type RawBuilder, sql } from 'kysely';
import { type ReaderLanguage, readerLanguage } from '../../db/reader-language.ts';

/**
 * A reference row's name in the reader's language: its own translation (`name_es`, `name_de`), else its
 * English `name` (rows staff add without one). Every lookup table carries the two columns (migration 0029).
 */
export const localName = (alias: string): RawBuilder<string> =>
  sql<string>`coalesce(nullif(case ${readerLanguage}::text when 'es' then ${sql.ref(`${alias}.name_es`)}
    when 'de' then ${sql.ref(`${alias}.name_de`)} end, ''), ${sql.ref(`${alias}.name`)})`;

/** The tables whose rows are named per language (migration 0029). */
export const localisedTables: ReadonlySet<string> = new Set([
  'countries',
  'statuses',
  'languages',
  'trip_types',
  ...referenceTables,
  'task_statuses',
  'task_object_types',
  'problem_levels',
  // A provider's own service, named per language since migration 0045.
  'provider_services',
  'zoho_accounts',
]);

/** The name column of a table's row `alias`: localised where the table is, else the given column. */
export const nameColumn = (table: string, alias: string, column = 'name'): RawBuilder<string> =>
  localisedTables.has(table) && column === 'name'
    ? localName(alias)
    : sql<string>`${sql.ref(`${alias}.${column}`)}`;

/** A reference row's name in a given language, for a text whose reader is not the one asking (an email). */
export const nameIn = (alias: string, language: ReaderLanguage): RawBuilder<string> =>
  language === 'en'
    ? sql<string>`${sql.ref(`${alias}.name`)}`
    : sql<string>`coalesce(nullif(${sql.ref(`${alias}.name_${language}`)}, ''), ${sql.ref(`${alias}.name`)})`;
