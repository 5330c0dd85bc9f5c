import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import type { VoucherKind } from '@trips/shared/modules/providers/vouchers.schema';
import { type TripSection, tripSections } from '@trips/shared/modules/trips/trips.constants';
import type { VoucherLang } from '@trips/shared/modules/vouchers/vouchers.constants';
import type { Database } from '../../db/database.ts';
import type { Storage } from '../../engine/storage/storage.ts';
import type { RawTrip } from '../trips/index.ts';
import { type VoucherLabels, voucherDate } from './vouchers.labels.ts';

type Row = Record<string, unknown>;
export type ServiceKind = 'accommodation' | 'luggage' | 'transfer' | 'other';

/** One service page: its facts as label → value, the provider's voucher texts and pictures. */
export interface VoucherService {
  section: TripSection;
  rowId: number;
  kind: ServiceKind;
  statusId: number;
  title: string;
  /** The day it starts ('YYYY-MM-DD'), for the trip order. */
  day: string;
  facts: [keyof VoucherLabels, string][];
  voucherTexts: { comment: string; observation: string }[];
  commentsInVoucher: string;
  observations: string;
  confirmation: string;
  /** The provider as the customer reaches them; `map`: where to go (the hotel, a transfer's pick-up). */
  contact: ProviderContact | null;
  /** A transfer's pick-up and delivery hotels with their addresses ('Hotel Alfonso IX, Rúa…, 27600 Sarria'). */
  stops: [keyof VoucherLabels, string][];
  map: { lat: number; lon: number } | null;
  /** Pictures by storage key: a provider's pictures are embedded once however many pages show them. */
  images: { key: string; bytes: Buffer }[];
}

const kindOf: Record<TripSection, ServiceKind> = {
  accommodations: 'accommodation',
  luggage_transfers: 'luggage',
  normal_transfers: 'transfer',
  other_services: 'other',
};
/** other_service_types ids (lookup) → the provider voucher kind that describes them. */
const otherKinds: Record<number, VoucherKind> = {
  1: 'guides',
  2: 'bike',
  3: 'excursions',
  4: 'food',
  5: 'massage',
  6: 'tours',
};
const providerKind = (section: TripSection, row: Row): VoucherKind | null =>
  section === 'accommodations'
    ? 'accommodation'
    : section === 'luggage_transfers'
      ? 'luggage'
      : section === 'normal_transfers'
        ? 'transfer'
        : (otherKinds[Number(row.service_type_id)] ?? null);

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const count = (v: unknown) => (Number(v) > 0 ? String(v) : '');
const suffix = { en: 'eng', es: 'spn', de: 'grm' } as const;

async function meetingPointNames(db: Database, raw: RawTrip, lang: VoucherLang) {
  const ids = new Set<number>();
  for (const section of tripSections)
    for (const row of raw[section] as readonly Record<string, unknown>[])
      for (const f of ['from_meeting_point_id', 'to_meeting_point_id', 'meeting_point_id'])
        if (Number(row[f]) > 0) ids.add(Number(row[f]));
  if (ids.size === 0) return new Map<number, string>();
  const rows = await db
    .selectFrom('meeting_points_view')
    .select(['id', 'name_eng', 'name_spn', 'name_grm'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, r[`name_${suffix[lang]}`] || r.name_eng]));
}

export interface ProviderContact {
  name: string;
  /** Street, postcode and town as one line; '' when none is known. */
  address: string;
  checkIn: string;
  checkOut: string;
  phone: string;
  email: string;
  lat: number | null;
  lon: number | null;
}

/** Every provider the trip's rows name (their own, a transfer's pick-up and drop-off hotels), as the customer reaches them. */
async function providerContacts(db: Database, raw: RawTrip) {
  const ids = new Set<number>();
  for (const section of tripSections)
    for (const row of raw[section] as readonly Row[])
      for (const f of ['provider_id', 'from_provider_id', 'to_provider_id'])
        if (Number(row[f]) > 0) ids.add(Number(row[f]));
  if (ids.size === 0) return new Map<number, ProviderContact>();
  const rows = await db
    .selectFrom('providers_view')
    .select([
      'id',
      'commercial_name',
      'address',
      'postal_code',
      'city',
      'phone',
      'contact_email',
      'booking_email',
      'check_in_from',
      'check_out_until',
    ])
    .select(['latitude', 'longitude'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((p) => [
      p.id,
      {
        name: p.commercial_name,
        address: [s(p.address), [s(p.postal_code), s(p.city)].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        checkIn: s(p.check_in_from),
        checkOut: s(p.check_out_until),
        phone: s(p.phone),
        email: s(p.contact_email) || s(p.booking_email),
        lat: p.latitude === null ? null : Number(p.latitude),
        lon: p.longitude === null ? null : Number(p.longitude),
      },
    ]),
  );
}

const dateOf = (v: unknown) => s(v).slice(0, 10);

/**
 * A transfer's pick-up and delivery hotels: the ones its row names, else the hotels of the trip's nights it
 * leaves and reaches that day. Each with its address; the carrier's own address is never one of them.
 */
function stopsOf(
  raw: RawTrip,
  row: Row,
  contacts: Map<number, ProviderContact>,
  statusOk: (stay: Row) => boolean,
): [keyof VoucherLabels, string][] {
  const day = dateOf(row.date);
  const all = raw.accommodations as readonly Row[];
  const stays = all.filter(statusOk);
  // A hotel of the trip that has not confirmed (or declined) is not where the bags go or wait.
  const sure = new Set(stays.map((r) => Number(r.provider_id)));
  const unsure = new Set(all.map((r) => Number(r.provider_id)).filter((id) => !sure.has(id)));
  const hotel = (id: unknown, place: unknown, edge: 'checkout_date' | 'checkin_date') => {
    const named = Number(id) > 0 && !unsure.has(Number(id)) ? contacts.get(Number(id)) : undefined;
    const stay = named
      ? undefined
      : stays.find((r) => dateOf(r[edge]) === day && s(r.location_name) === s(place));
    const found = named ?? (stay ? contacts.get(Number(stay.provider_id)) : undefined);
    return found ? [found.name, found.address].filter(Boolean).join(', ') : '';
  };
  return (
    [
      ['pickUp', hotel(row.from_provider_id, row.from_location_name, 'checkout_date')],
      ['delivery', hotel(row.to_provider_id, row.to_location_name, 'checkin_date')],
    ] as [keyof VoucherLabels, string][]
  ).filter(([, v]) => v !== '');
}

/** Where the customer goes for a service: the hotel or provider itself, a transfer's pick-up hotel. */
function mapOf(section: TripSection, row: Row, contacts: Map<number, ProviderContact>) {
  const at = contacts.get(Number(section.endsWith('transfers') ? row.from_provider_id : row.provider_id));
  return at && at.lat !== null && at.lon !== null ? { lat: at.lat, lon: at.lon } : null;
}

/** The confirmation number the provider gave (the latest confirmed request of the row). */
async function confirmations(db: Database, tripId: number) {
  const rows = await db
    .selectFrom('booking_requests')
    .select(['section', 'row_id', 'conf_number'])
    .where('trip_id', '=', tripId)
    .where('decision', '=', 'confirm')
    .where('conf_number', '<>', '')
    .orderBy('id')
    .execute();
  return new Map(rows.map((r) => [`${r.section}:${r.row_id}`, r.conf_number]));
}

function factsOf(
  section: TripSection,
  row: Row,
  lang: VoucherLang,
  point: (id: unknown) => string,
  l: VoucherLabels,
  extra: { contact: ProviderContact | undefined; bagsReadyBy: string },
) {
  const date = (v: unknown) => voucherDate(v, lang);
  const place = (loc: unknown, pt: unknown) => [s(loc), point(pt)].filter(Boolean).join(' — ');
  if (section === 'accommodations') {
    const rooms = (
      [
        ['individual_rooms', l.single],
        ['double_rooms', l.double],
        ['twin_rooms', l.twin],
        ['triple_rooms', l.triple],
      ] as const
    )
      .filter(([f]) => Number(row[f]) > 0)
      .map(([f, name]) => `${row[f]} × ${name}`)
      .join(', ');
    return [
      ['location', s(row.location_name)],
      ['checkin', date(row.checkin_date)],
      ['checkinFrom', extra.contact?.checkIn ?? ''],
      ['checkout', date(row.checkout_date)],
      ['checkoutUntil', extra.contact?.checkOut ?? ''],
      ['nights', count(row.nights)],
      ['people', count(row.people)],
      ['rooms', rooms],
      ['meals', s(row.meals_name)],
    ] as [keyof VoucherLabels, string][];
  }
  if (section === 'other_services')
    return [
      ['location', s(row.location_name)],
      ['from', date(row.from_date)],
      ['to', row.to_date !== row.from_date ? date(row.to_date) : ''],
      ['meetingPoint', point(row.meeting_point_id)],
      ['people', count(row.people)],
      ['meals', row.food_service_meal_id ? s(row.food_service_meal_name) : ''],
    ] as [keyof VoucherLabels, string][];
  return [
    ['date', [date(row.date), row.is_undefined_time === true ? l.noTime : ''].filter(Boolean).join(' · ')],
    ['from', place(row.from_location_name, row.from_meeting_point_id)],
    ['to', place(row.to_location_name, row.to_meeting_point_id)],
    ['people', count(row.people)],
    ['bags', section === 'luggage_transfers' ? count(row.luggage) : ''],
    ['bagsReady', section === 'luggage_transfers' ? extra.bagsReadyBy : ''],
  ] as [keyof VoucherLabels, string][];
}

const dayOf = (section: TripSection, row: Row) =>
  s(
    section === 'accommodations' ? row.checkin_date : section === 'other_services' ? row.from_date : row.date,
  );
const titleOf = (section: TripSection, row: Row) =>
  section === 'other_services'
    ? [s(row.service_name) || s(row.service_type_name), s(row.provider_name)].filter(Boolean).join(' — ')
    : s(row.provider_name);

/**
 * Every service of the trip in trip order: by the day it starts, then accommodations, luggage transfers, people
 * transfers, other services, then their position on the trip screen. Undated rows come last.
 */
export async function loadServices(
  db: Database,
  storage: Storage,
  raw: RawTrip,
  lang: VoucherLang,
  labels: VoucherLabels,
  bagsReadyBy: string,
) {
  const tripId = Number(raw.trip.id);
  const points = await meetingPointNames(db, raw, lang);
  const point = (id: unknown) => points.get(Number(id)) ?? '';
  const confirmed = await confirmations(db, tripId);
  const contacts = await providerContacts(db, raw);
  const pictures = new Map<string, Buffer | null>();
  const picture = async (key: string | null) => {
    if (!key) return null;
    if (!pictures.has(key)) pictures.set(key, (await storage.get(key))?.bytes ?? null);
    return pictures.get(key) ?? null;
  };
  const services: VoucherService[] = [];
  for (const section of tripSections) {
    for (const row of raw[section]) {
      const kind = providerKind(section, row);
      const records =
        kind && row.provider_id
          ? await db
              .selectFrom('provider_vouchers_view')
              .selectAll()
              .where('provider_id', '=', Number(row.provider_id))
              .where('kind', '=', kind)
              .orderBy('record')
              .execute()
          : [];
      const images: VoucherService['images'] = [];
      for (const r of records)
        for (const key of [r.main_image, r.map_image]) {
          const bytes = await picture(key);
          if (key && bytes) images.push({ key, bytes });
        }
      services.push({
        section,
        rowId: Number(row.id),
        kind: kindOf[section],
        statusId: Number(row.trip_service_status_id),
        title: titleOf(section, row),
        day: dayOf(section, row),
        facts: factsOf(section, row, lang, point, labels, {
          contact: contacts.get(Number(row.provider_id)),
          bagsReadyBy,
        }).filter(([, v]) => v !== ''),
        voucherTexts: records
          .map((r) => ({
            comment: r[`comment_${suffix[lang]}`] || r.comment_eng,
            observation: r[`observation_${suffix[lang]}`] || r.observation_eng,
          }))
          .filter((t) => t.comment || t.observation),
        commentsInVoucher: s(row.comments_in_voucher),
        observations: s('observations' in row ? row.observations : ''),
        confirmation: confirmed.get(`${section}:${row.id}`) ?? '',
        contact: contacts.get(Number(row.provider_id)) ?? null,
        stops: section.endsWith('transfers')
          ? stopsOf(
              raw,
              row,
              contacts,
              (stay) => Number(stay.trip_service_status_id) === serviceStatus.confirmed,
            )
          : [],
        map: mapOf(section, row, contacts),
        images,
      });
    }
  }
  const order = (v: VoucherService) => tripSections.indexOf(v.section);
  // A stable sort: rows of one section keep their screen order.
  return services.sort((a, b) => (a.day || '9999').localeCompare(b.day || '9999') || order(a) - order(b));
}
