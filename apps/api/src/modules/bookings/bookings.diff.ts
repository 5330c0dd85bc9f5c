import { bookingChangeMessages as m } from '@trips/shared/modules/bookings/booking-changes';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { nameIn } from '../../engine/i18n/local-name.ts';
import { sharedText } from '../../engine/i18n/shared-texts.ts';
import { writtenDay } from '../../engine/templates/context.ts';
import { type Lang, roomsText } from './bookings.data.ts';
import type { BookingRow } from './bookings.rows.ts';
import { modifiedFields } from './bookings.slugs.ts';

type Row = Record<string, unknown>;
type Kind = 'day' | 'number' | 'rooms' | 'yesNo' | 'location' | 'meals' | 'point' | 'provider' | 'service';

/** How a changed field is told: its label and how its value reads. The four room counts are one line. */
const told: Record<TripSection, Record<string, [keyof typeof m, Kind]>> = {
  accommodations: {
    checkin_date: ['arrival', 'day'],
    checkout_date: ['departure', 'day'],
    people: ['people', 'number'],
    individual_rooms: ['rooms', 'rooms'],
    meals_id: ['meals', 'meals'],
    location_id: ['place', 'location'],
  },
  luggage_transfers: {
    date: ['date', 'day'],
    from_location_id: ['from', 'location'],
    to_location_id: ['to', 'location'],
    from_provider_id: ['pickUpAt', 'provider'],
    to_provider_id: ['deliverTo', 'provider'],
    luggage: ['bags', 'number'],
    people: ['people', 'number'],
  },
  normal_transfers: {
    date: ['date', 'day'],
    from_location_id: ['from', 'location'],
    to_location_id: ['to', 'location'],
    from_meeting_point_id: ['pickUpPoint', 'point'],
    to_meeting_point_id: ['dropOffPoint', 'point'],
    people: ['people', 'number'],
    is_undefined_time: ['timeToConfirm', 'yesNo'],
  },
  other_services: {
    from_date: ['firstDay', 'day'],
    to_date: ['lastDay', 'day'],
    people: ['people', 'number'],
    service_id: ['service', 'service'],
    location_id: ['place', 'location'],
    meeting_point_id: ['meetingPoint', 'point'],
  },
};

const roomFields = ['individual_rooms', 'double_rooms', 'twin_rooms', 'triple_rooms'];
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const word = (key: keyof typeof m, lang: Lang) => (lang === 'es' ? sharedText(m[key], 'es') : m[key]);

/** A booked value as compared and kept: a day as YYYY-MM-DD, a number as a number, blank as null. */
function plain(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}(T|$)/.test(value)) return value.slice(0, 10);
  return value;
}

/** No meeting point: null as stored, -1 as the trip's detail shows it; the two are one booking. */
const noPoint = (field: string, value: unknown) =>
  field.endsWith('meeting_point_id') && value === -1 ? null : value;

/** The fields of a row a provider booked (what a modification is compared with). */
export const bookedOf = (section: TripSection, row: Row): Row =>
  Object.fromEntries(modifiedFields[section].map((f) => [f, plain(noPoint(f, row[f]))]));

/** Whether two bookings of a row ask the same of the provider (fields missing from either are not compared). */
export function sameBooking(a: Row | null, b: Row | null): boolean {
  if (!a || !b) return a === b;
  return Object.keys(a).every(
    (f) => !(f in b) || JSON.stringify(plain(a[f])) === JSON.stringify(plain(b[f])),
  );
}

const nameSql: Partial<Record<Kind, (lang: Lang) => RawBuilder<string>>> = {
  location: () => sql`(select name from locations_view x where x.id = ${sql.ref('v.id')})`,
  meals: (lang) => sql`(select ${nameIn('x', lang)} from meals x where x.id = ${sql.ref('v.id')})`,
  point: (lang) =>
    sql`(select coalesce(nullif(case when ${lang} = 'es' then x.name_spn end, ''), x.name_eng) from meeting_points_view x where x.id = ${sql.ref('v.id')})`,
  provider: () => sql`(select commercial_name from providers_view x where x.id = ${sql.ref('v.id')})`,
  service: (lang) =>
    sql`(select ${nameIn('x', lang)} from provider_services_view x where x.id = ${sql.ref('v.id')})`,
};

async function valueText(db: Database, kind: Kind, value: unknown, row: Row, lang: Lang): Promise<string> {
  if (kind === 'rooms') return roomsText(row, lang);
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'day') return writtenDay(String(value).slice(0, 10), lang);
  if (kind === 'number') return String(value);
  if (kind === 'yesNo') return word(value === true ? 'yes' : 'no', lang);
  const name = await sql<{ name: string | null }>`select ${nameSql[kind]!(lang)} as name
    from (select ${Number(value)}::int as id) v`.execute(db);
  return name.rows[0]?.name ?? '';
}

/**
 * What a modification changes, one line a field in the provider's language ('Rooms: 1 double room → 1
 * twin room'), comparing the row as the provider booked it (`booked`) with the row now.
 */
export async function changeLines(db: Database, b: BookingRow, booked: Row, lang: Lang): Promise<string[]> {
  const lines: string[] = [];
  for (const [field, [label, kind]] of Object.entries(told[b.section])) {
    const fields = kind === 'rooms' ? roomFields : [field];
    if (fields.every((f) => !(f in booked) || same(booked[f], b.row[f]))) continue;
    const was = await valueText(db, kind, booked[field], booked, lang);
    const now = await valueText(db, kind, b.row[field], b.row, lang);
    if (was === now) continue;
    const none = word('none', lang);
    lines.push(`${word(label, lang)}: ${was || none} → ${now || none}`);
  }
  return lines;
}
