import { i18n } from '@lingui/core';

/** The regional variant each interface language formats with (day first, euro after the number in Spanish). */
const regions: Record<string, string> = { en: 'en-GB', es: 'es-ES', de: 'de-DE' };
const region = () => regions[i18n.locale] ?? 'en-GB';

/** The company's time zone, which the server writes into the page (a moment reads the same for every user). */
export function companyTimeZone(): string {
  if (typeof document === 'undefined') return 'Europe/Madrid';
  const zone = document.querySelector<HTMLMetaElement>('meta[name="company-time-zone"]')?.content;
  return zone || 'Europe/Madrid';
}

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(
  key: string,
  make: (r: string) => T,
): T {
  const id = `${region()}|${key}`;
  let found = cache.get(id) as T | undefined;
  if (!found) {
    found = make(region());
    cache.set(id, found);
  }
  return found;
}

/** A calendar date ('2027-06-02') as the user reads it: '2 Jun 2027', '2 jun 2027'; '' when none. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '';
  const value = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  return formatter(
    'date',
    (r) => new Intl.DateTimeFormat(r, { dateStyle: 'medium', timeZone: 'UTC' }),
  ).format(value);
}

/** A moment (a note, a sent email) in the company's time zone: '23 Nov 2026, 17:20'. */
export function formatDateTime(moment: string | null | undefined): string {
  if (!moment) return '';
  const value = new Date(moment);
  if (Number.isNaN(value.getTime())) return '';
  const zone = companyTimeZone();
  return formatter(
    `datetime|${zone}`,
    (r) => new Intl.DateTimeFormat(r, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }),
  ).format(value);
}

/**
 * Thousands are grouped in every number, as number fields type them: Spanish convention leaves a four-digit
 * number ungrouped ('1365'), and a price field showing '1.365' beside a card showing '1365,00 €' read as two
 * different amounts.
 */
const grouping = { useGrouping: 'always' } as unknown as Intl.NumberFormatOptions;

/** An amount with two decimals and the currency's symbol where the language puts it: '€1,365.00', '1.365,00 €'. */
export function formatMoney(amount: number | null | undefined, symbol = '€'): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const parts = formatter(
    'money',
    (r) => new Intl.NumberFormat(r, { style: 'currency', currency: 'EUR', ...grouping }),
  );
  // A symbol of letters ('CHF') before the number keeps a space from it, as '€' does not need.
  const spaced = /^\p{L}{2,}$/u.test(symbol) ? `${symbol}\u00a0` : symbol;
  return parts
    .formatToParts(amount)
    .map((part, i, all) =>
      part.type !== 'currency'
        ? part.value
        : i < all.length - 1 && all[i + 1]?.type !== 'literal'
          ? spaced
          : symbol,
    )
    .join('');
}

/** A number with up to `decimals` decimals (at least `minDecimals`): '1,234.5', '1.234,5'. */
export function formatNumber(value: number | null | undefined, decimals = 2, minDecimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatter(
    `number|${decimals}|${minDecimals}`,
    (r) =>
      new Intl.NumberFormat(r, {
        maximumFractionDigits: decimals,
        minimumFractionDigits: minDecimals,
        ...grouping,
      }),
  ).format(value);
}

/** A percentage with two decimals: '21.25 %', '21,25 %'. */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const number = formatter(
    'percent',
    (r) => new Intl.NumberFormat(r, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  return `${number.format(value)} %`;
}

/** The characters a number is typed with in the language shown: '1,365.50' in English, '1.365,50' in Spanish. */
export function numberSeparators(): { group: string; decimal: string } {
  const parts = formatter('separators', (r) => new Intl.NumberFormat(r)).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}
