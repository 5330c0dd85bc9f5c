import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { BookingRow } from './bookings.rows.ts';
import { startDateField } from './bookings.slugs.ts';

const hour = 3_600_000;
const day = 24 * hour;

/** A moment `hours` (decimals allowed) after `from`. */
export const afterHours = (from: Date, hours: number) => new Date(from.getTime() + hours * hour);

/** The calendar day of a moment in a time zone, as YYYY-MM-DD. */
export const dayIn = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    at,
  );

/** ISO week day (1 = Monday … 7) of a moment in a time zone. */
export function isoWeekDay(at: Date, timeZone: string) {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(at);
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1;
}

/** Whole days from `today` to `date` (both YYYY-MM-DD). */
export const daysBetween = (today: string, date: string) =>
  Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / day);

export const startOf = (b: BookingRow): string | null => {
  const value = b.row[startDateField[b.section as TripSection]];
  return value ? String(value) : null;
};

/** A link stays good until the day after the service starts; at least a day, at most 60 days. */
export function linkExpiry(now: Date, serviceDay: string | null): Date {
  const end = serviceDay ? Date.parse(`${serviceDay}T00:00:00Z`) + day : now.getTime() + 60 * day;
  return new Date(Math.min(Math.max(end, now.getTime() + day), now.getTime() + 60 * day));
}

/**
 * When a reminder due at `due` may go out: at once on a sending day, else at the start of the next
 * sending day (the days of the mail reminder settings, in the company's time zone). Null: no day allowed.
 */
export function nextSendingMoment(due: Date, days: readonly number[] | null, timeZone: string): Date | null {
  if (days === null) return due;
  if (days.length === 0) return null;
  if (days.includes(isoWeekDay(due, timeZone))) return due;
  for (let ahead = 1; ahead <= 7; ahead++) {
    const candidate = new Date(due.getTime() + ahead * day);
    if (days.includes(isoWeekDay(candidate, timeZone))) return startOfDayIn(candidate, timeZone);
  }
  return null;
}

/** Midnight of the moment's day in the time zone (searching the hours around the UTC midnight). */
function startOfDayIn(at: Date, timeZone: string): Date {
  const target = dayIn(at, timeZone);
  const utcMidnight = Date.parse(`${target}T00:00:00Z`);
  for (let offset = -14; offset <= 14; offset++) {
    const t = new Date(utcMidnight - offset * hour);
    if (dayIn(t, timeZone) === target && dayIn(new Date(t.getTime() - hour), timeZone) !== target) return t;
  }
  return new Date(utcMidnight);
}

/**
 * The day a provider is asked to answer by: the booking wait's end (the request's time plus the wait of the
 * step, in hours), never past the link's expiry; the expiry when the step has no wait. YYYY-MM-DD in the
 * company's time zone.
 */
export function answerBy(now: Date, waitHours: number | null, expiresAt: Date, timeZone: string): string {
  const end =
    waitHours === null
      ? expiresAt
      : new Date(Math.min(afterHours(now, waitHours).getTime(), expiresAt.getTime()));
  return dayIn(end, timeZone);
}

const relativeLocales: Record<string, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };

/** How long ago a request went, in the provider's language: "2 days ago", "hace 2 días", "vor 2 Tagen". */
export function sentAgo(sentAt: Date, now: Date, lang: string): string {
  const format = new Intl.RelativeTimeFormat(relativeLocales[lang] ?? 'en-GB', { numeric: 'always' });
  const hours = Math.max(0, (now.getTime() - sentAt.getTime()) / hour);
  if (hours < 24) return format.format(-Math.max(1, Math.floor(hours)), 'hour');
  return format.format(-Math.floor(hours / 24), 'day');
}
