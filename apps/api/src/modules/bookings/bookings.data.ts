import type { BookingFacts } from './bookings.repo.ts';
import type { BookingRow } from './bookings.rows.ts';
import type { BookingSettings } from './bookings.settings.ts';

export type Lang = 'en' | 'es' | 'de';

/** languages ids (migration 0003): 1 English, 2 Spanish, 3 German. */
export const langOf = (provider: Record<string, unknown> | null): Lang =>
  (({ 2: 'es', 3: 'de' }) as Record<number, Lang>)[Number(provider?.language_id)] ?? 'en';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const numOr0 = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0) || 0);

const roomWords: Record<Lang, Record<string, [string, string]>> = {
  en: {
    individual: ['single room', 'single rooms'],
    double: ['double room', 'double rooms'],
    twin: ['twin room', 'twin rooms'],
    triple: ['triple room', 'triple rooms'],
  },
  es: {
    individual: ['habitación individual', 'habitaciones individuales'],
    double: ['habitación doble', 'habitaciones dobles'],
    twin: ['habitación twin', 'habitaciones twin'],
    triple: ['habitación triple', 'habitaciones triples'],
  },
  de: {
    individual: ['Einzelzimmer', 'Einzelzimmer'],
    double: ['Doppelzimmer', 'Doppelzimmer'],
    twin: ['Zweibettzimmer', 'Zweibettzimmer'],
    triple: ['Dreibettzimmer', 'Dreibettzimmer'],
  },
};

/** "1 double room, 2 single rooms" in the provider's language. */
export function roomsText(row: Record<string, unknown>, lang: Lang): string {
  return (['individual', 'double', 'twin', 'triple'] as const)
    .map((kind) => [numOr0(row[`${kind}_rooms`]), roomWords[lang][kind]!] as const)
    .filter(([count]) => count > 0)
    .map(([count, [one, many]]) => `${count} ${count === 1 ? one : many}`)
    .join(', ');
}

const nights = (from: unknown, to: unknown) =>
  from && to ? Math.round((Date.parse(String(to)) - Date.parse(String(from))) / 86_400_000) : 0;

export const pointName = (names: BookingRow['names'], key: string, lang: Lang) =>
  names[`${key}_${lang}`] || names[`${key}_en`] || '';

/** A reference name the booking row holds per language (`meals_es`), in the provider's; else the English. */
export const localIn = (names: BookingRow['names'], key: string, lang: Lang) =>
  names[`${key}_${lang}`] || names[`${key}_en`] || '';

/** What we tell the provider besides the row's own comments: the Camino's and the undefined time's texts. */
export function commentsFor(b: BookingRow, lang: Lang, settings: BookingSettings): string {
  const extra: string[] = [];
  if (b.section === 'accommodations' && Number(b.trip.trip_type_id) === 1)
    extra.push(settings.caminoComments[lang === 'es' ? 'es' : 'en']);
  if (b.section === 'normal_transfers' && b.row.is_undefined_time === true)
    extra.push(settings.undefinedTimeComments(lang));
  return [str(b.row.comments_to_provider), ...extra].filter((t) => t.trim() !== '').join('\n\n');
}

/** The values of a booking's templates (the registry's variable sets); dates as YYYY-MM-DD. */
export function templateData(
  b: BookingRow,
  lang: Lang,
  settings: BookingSettings,
  facts: BookingFacts = { confNumber: '', changes: '' },
) {
  const { row, trip, provider, owner, names } = b;
  const comments = commentsFor(b, lang, settings);
  return {
    trip: {
      name: str(trip.trip_name),
      reference: str(trip.booking_reference),
      start_date: str(trip.start_date),
      end_date: str(trip.end_date),
      travellers: numOr0(trip.travellers),
    },
    customer: {
      first_name: str(trip.customer_first_name),
      last_name: str(trip.customer_last_name),
      full_name: `${str(trip.customer_first_name)} ${str(trip.customer_last_name)}`.trim(),
    },
    provider: {
      name: str(provider?.commercial_name),
      contact_name: str(provider?.contact_name),
      email: str(provider?.booking_email),
      phone: str(provider?.phone),
    },
    staff: {
      full_name: owner ? `${str(owner.first_name)} ${str(owner.last_name)}` : '',
      first_name: str(owner?.first_name),
      email: str(owner?.email),
      phone: str(owner?.phone),
    },
    booking: {
      location: str(names.location),
      checkin_date: str(row.checkin_date),
      checkout_date: str(row.checkout_date),
      nights: nights(row.checkin_date, row.checkout_date),
      people: numOr0(row.people),
      rooms: roomsText(row, lang),
      individual_rooms: numOr0(row.individual_rooms),
      double_rooms: numOr0(row.double_rooms),
      twin_rooms: numOr0(row.twin_rooms),
      triple_rooms: numOr0(row.triple_rooms),
      meals: localIn(names, 'meals', lang),
      comments_to_provider: comments,
    },
    transfer: {
      date: str(row.date),
      from_location: str(names.from_location),
      from_point: pointName(names, 'from_point', lang) || str(names.from_provider),
      to_location: str(names.to_location),
      to_point: pointName(names, 'to_point', lang) || str(names.to_provider),
      people: numOr0(row.people),
      bags: numOr0(row.luggage),
      pickup_time: '',
      comments_to_provider: comments,
    },
    service: {
      name: localIn(names, 'service', lang),
      type: localIn(names, 'service_type', lang),
      from_date: str(row.from_date),
      to_date: str(row.to_date),
      location: str(names.location),
      // The row's own meeting point and provider point, else what the provider's service item says.
      meeting_point: pointName(names, 'meeting_point', lang) || str(names.item_meeting_point),
      place: str(names.provider_point) || str(names.item_place),
      time: str(names.item_time),
      people: numOr0(row.people),
      duration: str(row.duration).trim() || str(names.item_duration),
      comments_to_provider: comments,
    },
    cancellation: { reason: str(row.cancellation_reason), conf_number: facts.confNumber },
    modification: {
      reason: str(row.modification_reason),
      changes: facts.changes,
      conf_number: facts.confNumber,
    },
  };
}
