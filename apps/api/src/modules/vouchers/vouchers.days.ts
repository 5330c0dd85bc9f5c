import { serviceStatus } from '@trips/shared/modules/bookings/bookings.constants';
import type { VoucherLang } from '@trips/shared/modules/vouchers/vouchers.constants';
import { legKey, type StageFigures } from '../itineraries/index.ts';
import type { RawTrip } from '../trips/index.ts';
import { fill, type VoucherLabels } from './vouchers.labels.ts';

type Row = Record<string, unknown>;

/** One day of the trip as the customer's overview shows it. */
export interface ItineraryDay {
  date: string;
  /** 'Sarria – Portomarín', or 'In Santiago' on a day without a change of place. */
  route: string;
  /** The stage's distance, ascent, descent and usual time, as far as they are known; empty when none is. */
  figures: string;
  /** The night's hotel and place; empty on the last day. */
  night: string;
  /** The meals, the luggage, transfers and other services of the day, a line each. */
  lines: string[];
}

const s = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const dayOf = (v: unknown) => s(v).slice(0, 10);
const live = (rows: readonly Row[]) =>
  rows.filter((r) => Number(r.trip_service_status_id) !== serviceStatus.cancelled);

function* daysBetween(from: string, to: string) {
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += 86_400_000)
    yield new Date(at).toISOString().slice(0, 10);
}

/**
 * The night's hotel and place once the hotel confirmed it; before that (asked, declined, or nobody sells
 * it yet) the place and that it is still being arranged, never a hotel that may not have the travellers.
 */
function nightOf(stay: Row, l: VoucherLabels) {
  const place = s(stay.location_name);
  if (Number(stay.trip_service_status_id) !== serviceStatus.confirmed)
    return place ? `${place}: ${l.stillConfirming}` : l.stillConfirming;
  return [s(stay.provider_name), place].filter(Boolean).join(', ');
}

/** How the pack says a stage's figures: '22.4 km, ascent 420 m, descent 560 m' and 'about 5 h 30 min walking' below. */
export function figuresText(
  f: StageFigures | undefined,
  l: VoucherLabels,
  lang: VoucherLang,
  cycling: boolean,
) {
  if (!f) return '';
  const locale = { en: 'en-GB', es: 'es-ES', de: 'de-DE' }[lang];
  const number = (n: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  const time = (minutes: number) =>
    `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const measures = [
    f.distanceKm === null ? '' : fill(l.distance, { km: number(f.distanceKm, 1) }),
    f.ascentM === null ? '' : fill(l.ascent, { m: number(f.ascentM, 0) }),
    f.descentM === null ? '' : fill(l.descent, { m: number(f.descentM, 0) }),
  ].filter(Boolean);
  const duration =
    f.minutes === null || f.minutes === 0
      ? ''
      : fill(cycling ? l.cyclingTime : l.walkingTime, { time: time(f.minutes) });
  // Commas, not dots, between the measures: a narrow column may wrap them, and no line starts with a mark.
  return [measures.join(', '), duration].filter(Boolean).join('\n');
}

const MAX_DAYS = 120;
/** Between two places: the PDF's font has no arrow, an en dash reads the same. */
export const ROUTE = ' – ';

/**
 * The trip day by day, from its first to its last day: where the customer walks or rides from and to,
 * the night's hotel with its meals, and the day's luggage transfer, transfers and other services.
 */
export function itineraryDays(
  raw: RawTrip,
  l: VoucherLabels,
  figures: { legs: Map<string, StageFigures>; lang: VoucherLang; cycling: boolean },
): ItineraryDay[] {
  const start = dayOf(raw.trip.start_date);
  const end = dayOf(raw.trip.end_date);
  if (!start || !end || end < start) return [];
  const stays = live(raw.accommodations as Row[]);
  const luggage = live(raw.luggage_transfers as Row[]);
  const transfers = live(raw.normal_transfers as Row[]);
  const stayOn = (day: string) =>
    stays.find((r) => dayOf(r.checkin_date) <= day && day < dayOf(r.checkout_date));
  const days: ItineraryDay[] = [];
  let here = s(raw.trip.start_location_name);
  for (const day of daysBetween(start, end)) {
    if (days.length >= MAX_DAYS) break;
    const stay = stayOn(day);
    // Where the day ends: the night's place, else where the day's transfer goes, else the trip's end.
    const bags = luggage.filter((r) => dayOf(r.date) === day);
    const rides = transfers.filter((r) => dayOf(r.date) === day);
    const moved = [...bags, ...rides].find((r) => s(r.to_location_name));
    const there = stay
      ? s(stay.location_name)
      : moved
        ? s(moved.to_location_name)
        : day === end
          ? s(raw.trip.end_location_name) || here
          : here;
    const route =
      here && there && here !== there
        ? `${here}${ROUTE}${there}`
        : there
          ? fill(l.restIn, { place: there })
          : '';
    const lines = [
      ...(stay && s(stay.meals_name) ? [`${l.meals}: ${s(stay.meals_name)}`] : []),
      ...bags.map((r) =>
        fill(l.luggagePickUp, { route: `${s(r.from_location_name)}${ROUTE}${s(r.to_location_name)}` }),
      ),
      ...rides.map((r) => `${l.transfer}: ${s(r.from_location_name)}${ROUTE}${s(r.to_location_name)}`),
      ...live(raw.other_services as Row[])
        .filter((r) => dayOf(r.from_date) <= day && day <= (dayOf(r.to_date) || dayOf(r.from_date)))
        .map((r) => s(r.service_name) || s(r.service_type_name))
        .filter(Boolean),
    ];
    const night = stay ? nightOf(stay, l) : '';
    const leg = here && there && here !== there ? figures.legs.get(legKey(here, there)) : undefined;
    const stage = figuresText(leg, l, figures.lang, figures.cycling);
    days.push({ date: day, route, figures: stage, night, lines });
    if (there) here = there;
  }
  return days;
}
