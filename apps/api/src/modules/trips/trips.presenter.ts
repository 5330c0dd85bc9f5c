import { type TripSection, tripDefaults, tripSections } from '@trips/shared/modules/trips/trips.constants';
import { type TripResponse, tripResponse } from '@trips/shared/modules/trips/trips.schema';
import type { Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type {
  TripAccommodationsTable,
  TripOtherServicesTable,
  TripsTable,
  TripTransfersTable,
} from '../../db/tables/trips.ts';
import { createTripRowsRepo, type StoredRow } from './trip-rows.repo.ts';
import { isLocalisedSource, lookupNames, type Wanted, want, withNames } from './trips.refs.ts';
import { createTripsRepo } from './trips.repo.ts';
import { type SectionSpec, sections, tripRefs } from './trips.sections.ts';

const iso = (d: unknown) => new Date(d as string).toISOString();
const dayMs = 86_400_000;

/** Nights between check-in and check-out (0 until both are set). */
const nights = (r: Record<string, unknown>) =>
  r.checkin_date && r.checkout_date
    ? Math.round((Date.parse(r.checkout_date as string) - Date.parse(r.checkin_date as string)) / dayMs)
    : 0;

/** A row as the detail shows it: names beside ids, -1 for no meeting point, nights of a stay. */
function presentRow(spec: SectionSpec, row: StoredRow, nameOf: Parameters<typeof withNames>[2]) {
  const shown = withNames(row, spec.refs, nameOf);
  for (const [point] of spec.meetingPoints) shown[point] = row[point] ?? tripDefaults.noMeetingPoint;
  if (spec.table === 'trip_accommodations') shown.nights = nights(row);
  return shown;
}

/** The name the detail shows beside an id ('provider_name' beside 'provider_id'). */
type Names = { [name: `${string}_name`]: string | null };
type Shown<Table> = Selectable<Table> & Names;

/** The trip's columns, its tags and the names of its ids; instants as ISO text. */
export type RawTripInfo = Omit<Shown<TripsTable>, 'created_at' | 'updated_at'> & {
  tags: { id: number; name: string }[];
  created_at: string;
  updated_at: string;
};

/** A stay also tells its nights; a meeting point of none reads -1. */
export type RawAccommodation = Shown<TripAccommodationsTable> & { nights: number };
export type RawTransfer = Shown<TripTransfersTable>;
export type RawOtherService = Shown<TripOtherServicesTable>;
export type RawRow = RawAccommodation | RawTransfer | RawOtherService;

/** The trip and its four sections as stored, with every name (what the audit and the plans read). */
export interface RawTrip {
  trip: RawTripInfo;
  accommodations: RawAccommodation[];
  luggage_transfers: RawTransfer[];
  normal_transfers: RawTransfer[];
  other_services: RawOtherService[];
}

/** The trip and its four sections with every name, before the contract trims it (the audit reads this). */
export async function loadRaw(db: Database, id: number): Promise<RawTrip | null> {
  const trip = await createTripsRepo(db).find(id);
  if (!trip) return null;
  const rowsRepo = createTripRowsRepo(db);
  const tags = await createTripsRepo(db).tags(id);
  const stored = {} as Record<TripSection, StoredRow[]>;
  for (const section of tripSections) stored[section] = await rowsRepo.list(sections[section], id);
  const wanted: Wanted = new Map();
  want(wanted, tripRefs, trip);
  for (const section of tripSections)
    for (const row of stored[section]) want(wanted, sections[section].refs, row);
  const nameOf = await lookupNames(db, wanted);
  const shownTrip = { ...withNames(trip, tripRefs, nameOf), tags };
  Object.assign(shownTrip, { created_at: iso(trip.created_at), updated_at: iso(trip.updated_at) });
  const raw = { trip: shownTrip } as unknown as RawTrip;
  for (const section of tripSections)
    (raw[section] as unknown[]) = stored[section].map((row) => presentRow(sections[section], row, nameOf));
  return raw;
}

/** The trip detail as the contract answers it. */
export const present = (raw: RawTrip): TripResponse => tripResponse.parse({ success: true, ...raw });

export async function loadTrip(db: Database, id: number): Promise<TripResponse | null> {
  const raw = await loadRaw(db, id);
  return raw && present(raw);
}

const bookkeeping = ['id', 'trip_id', 'position', 'version', 'created_at', 'updated_at', 'nights'];

/**
 * What the history compares: the fields people edit, a name instead of each id that has one — except
 * reference rows (statuses, meals…), kept by id and named in the reader's language when read.
 */
function snapshot(record: Record<string, unknown>, refs: SectionSpec['refs'], drop: readonly string[] = []) {
  const out = { ...record };
  for (const key of [...bookkeeping, ...drop]) delete out[key];
  for (const [field, nameField, source] of refs)
    if (nameField) delete out[isLocalisedSource(source) ? nameField : field];
  return out;
}

/** Counts the database keeps from the rows (migration 0027): the rows' own entries say what changed. */
const derivedTripFields = ['live_services', 'confirmed_services'];
export const tripSnapshot = (trip: Record<string, unknown>) => ({
  ...snapshot(trip, tripRefs, derivedTripFields),
  tags: (trip.tags as { name: string }[]).map((t) => t.name),
});
export const rowSnapshot = (spec: SectionSpec, row: Record<string, unknown>) =>
  snapshot(row, spec.refs, ['transfer_type_id', 'send_email_error']);
