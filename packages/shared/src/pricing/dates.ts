import { weekDayNames } from './constants.ts';

/** Dates are handled as day numbers (days since 1970-01-01, UTC): no time zones, no DST. */
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day number of a real calendar date 'YYYY-MM-DD', or null for anything else. */
export function dayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.getTime() / DAY_MS : null;
}

export function isoDate(day: number): string {
  const date = new Date(day * DAY_MS);
  const year = String(date.getUTCFullYear()).padStart(4, '0');
  return `${year}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
}

/** The week_days id of a day: 2 Monday … 8 Sunday (never 1, which means "any"). */
export function weekDayId(day: number): number {
  const sundayFirst = new Date(day * DAY_MS).getUTCDay();
  return sundayFirst === 0 ? 8 : sundayFirst + 1;
}

/** "2026-05-03 (Sunday)" */
export function describeDay(day: number): string {
  return `${isoDate(day)} (${weekDayNames[weekDayId(day)]})`;
}
