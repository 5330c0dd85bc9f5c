import { tripMessages } from '@trips/shared/modules/trips/trips.constants';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { localisedTables, nameColumn } from '../../engine/i18n/local-name.ts';

/**
 * Where the ids of a trip and its rows point: the table (and statuses kind) that names them. One list
 * serves both the detail (names beside ids) and the save's checks (an id without a name is unknown).
 */
interface Source {
  table: string;
  column: string;
  /** For the shared statuses table: the kind of list. */
  kind?: string;
  message: string;
}
const named = (table: string, what: string, column = 'name'): Source => ({
  table,
  column,
  message: `Unknown ${what}`,
});
const status = (kind: string, what = `${kind} status`): Source => ({ ...named('statuses', what), kind });

export const sources = {
  provider: { ...named('providers', 'provider', 'commercial_name'), message: tripMessages.unknownProvider },
  location: { ...named('locations', 'location'), message: tripMessages.unknownLocation },
  meetingPoint: named('meeting_points', 'meeting point', 'name_eng'),
  user: { ...named('staff_names', 'user'), message: tripMessages.unknownUser },
  meal: named('meals', 'meal plan'),
  accommodationLevel: named('accommodation_levels', 'accommodation level'),
  bookingType: named('booking_methods', 'booking type'),
  otaAccount: named('ota_accounts', 'OTA account'),
  serviceType: named('other_service_types', 'service type'),
  service: named('provider_services', 'service'),
  branding: named('brandings', 'brand'),
  zohoAccount: named('zoho_accounts', 'Zoho account'),
  tripType: named('trip_types', 'trip type'),
  itinerary: named('itineraries', 'itinerary'),
  language: named('languages', 'language'),
  generalStatus: status('general'),
  accommodationStatus: status('accommodation'),
  luggageStatus: status('luggage'),
  peopleStatus: status('people'),
  otherStatus: status('other'),
  voucherStatus: status('voucher'),
  insuranceStatus: status('insurance'),
  serviceStatus: status('trip_service', 'service status'),
} satisfies Record<string, Source>;
export type SourceKey = keyof typeof sources;

/** A source named per language (statuses, meals…): a name of it is the reader's, never stored. */
export const isLocalisedSource = (source: SourceKey) => localisedTables.has(sources[source].table);

/** An id field, the name field the detail shows beside it (null: none), and what it points to. */
export type Ref = readonly [idField: string, nameField: string | null, source: SourceKey];

export type Wanted = Map<SourceKey, Set<number>>;
export type NameOf = (source: SourceKey, id: number) => string | undefined;

/** Adds the ids these refs of a record point to (a meeting point of -1 is none). */
export function want(wanted: Wanted, refs: readonly Ref[], record: Record<string, unknown>) {
  for (const [field, , source] of refs) {
    const id = record[field];
    if (typeof id !== 'number' || id < 1) continue;
    if (!wanted.has(source)) wanted.set(source, new Set());
    wanted.get(source)!.add(id);
  }
}

/** One query for every wanted id of every source; the answer names an id, or says nothing when unknown. */
export async function lookupNames(db: Database, wanted: Wanted): Promise<NameOf> {
  const names = new Map<string, string>();
  const parts = [...wanted].map(([key, ids]) => {
    const s: Source = sources[key];
    const kind = s.kind ? sql`and kind = ${s.kind}` : sql``;
    return sql`(select ${key}::text as source, id, ${nameColumn(s.table, s.table, s.column)}::text as name
      from ${sql.table(s.table)} where id in (${sql.join([...ids])}) ${kind})`;
  });
  if (parts.length > 0) {
    const { rows } = await sql<{
      source: string;
      id: number;
      name: string;
    }>`${sql.join(parts, sql` union all `)}`.execute(db);
    for (const row of rows) names.set(`${row.source}/${row.id}`, row.name);
  }
  return (source, id) => names.get(`${source}/${id}`);
}

/** The record with the name of each ref beside its id. */
export function withNames<T extends Record<string, unknown>>(
  record: T,
  refs: readonly Ref[],
  nameOf: NameOf,
) {
  const out: Record<string, unknown> = { ...record };
  for (const [field, nameField, source] of refs) {
    if (!nameField) continue;
    const id = record[field];
    out[nameField] = typeof id === 'number' ? (nameOf(source, id) ?? null) : null;
  }
  return out;
}

/** Field errors for every ref of a record whose id is unknown, under `prefix` ('accommodations.2.'). */
export function unknownRefs(
  record: Record<string, unknown>,
  refs: readonly Ref[],
  nameOf: NameOf,
  prefix = '',
) {
  const errors: Record<string, string> = {};
  for (const [field, , source] of refs) {
    const id = record[field];
    if (typeof id === 'number' && id > 0 && nameOf(source, id) === undefined)
      errors[`${prefix}${field}`] = sources[source].message;
  }
  return errors;
}
