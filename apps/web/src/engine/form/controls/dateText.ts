import { i18n } from '@lingui/core';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { formatDate } from '../../../i18n/format';

/** How a date field shows its day, the same as formatDate: '2 Jun 2027', '2 jun 2027'. */
export const dateFieldFormat = 'D MMM YYYY';

const monthDays = Array.from({ length: 12 }, (_, m) => `2027-${String(m + 1).padStart(2, '0')}-15`);

/** The month words formatDate writes in the language shown ('Jun', 'Sept'; 'jun', 'sept'). */
function shortMonths(): string[] {
  return monthDays.map(
    (day) =>
      formatDate(day)
        .split(/\s+/)
        .find((word) => !/^\d+$/.test(word)) ?? '',
  );
}

/**
 * The calendar locale of a date field in the language shown: dayjs's month and day names, with the short months
 * of formatDate, so a field shows a day as the lists do. Registered once per language; returns its name.
 */
export function dateFieldLocale(): string {
  const base = dayjs.Ls[i18n.locale] ?? dayjs.Ls.en;
  const name = `trips-${base?.name ?? 'en'}`;
  if (!dayjs.Ls[name])
    dayjs.locale({ ...base, name, monthsShort: shortMonths() } as ILocale, undefined, true);
  return name;
}

const plain = (word: string) =>
  word
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '');

/** The month a typed word names (three letters at least): 'jun', 'June', 'junio', 'Sept', 'ago.' → 1–12. */
function monthOf(word: string): number | null {
  const typed = plain(word);
  if (typed.length < 3) return null;
  for (const language of ['en', 'es']) {
    const names = dayjs.Ls[language]?.months;
    if (!Array.isArray(names)) continue;
    const index = names.findIndex((name) => plain(name).startsWith(typed) || typed.startsWith(plain(name)));
    if (index >= 0) return index + 1;
  }
  return null;
}

function isoOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The day a person typed, as 'YYYY-MM-DD', or null while it is not a whole date yet: '2027-06-02',
 * day first with numbers ('2/6/2027', '02.06.2027') or with the month's name in English or Spanish
 * ('2 Jun 2027', '2 de junio de 2027'). The year has four digits, so no half-typed year is taken.
 */
export function parseDateText(text: string): string | null {
  const value = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(value);
  if (numeric) return isoOf(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  const named = /^(\d{1,2})[\s,./-]*(?:de\s+)?(\p{L}+\.?)[\s,./-]*(?:de\s+)?(\d{4})$/iu.exec(value);
  const month = named?.[2] ? monthOf(named[2]) : null;
  return named && month ? isoOf(Number(named[3]), month, Number(named[1])) : null;
}
