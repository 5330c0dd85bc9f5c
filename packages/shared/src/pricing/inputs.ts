import { DEFAULT_CURRENCY_RATE } from './constants.ts';
import { type Decimal, decimalOf } from './decimal.ts';

/** Runtime readers: the calculations take data from forms and the database, so nothing is trusted. */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isWholeNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

/** A count of rooms, bags or people: a whole number ≥ 0; absent means `fallback`. */
export function readCount(value: unknown, fallback?: number): number | null {
  if (value === undefined && fallback !== undefined) return fallback;
  return isWholeNumber(value) && value >= 0 ? value : null;
}

/** Units of provider currency per euro: a positive number; absent or empty means 1 (euro). */
export function readCurrencyRate(value: unknown): Decimal | null {
  if (value === undefined || value === null) return decimalOf(DEFAULT_CURRENCY_RATE);
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? decimalOf(value) : null;
}

export type ReadPrice = { kind: 'empty' } | { kind: 'price'; value: Decimal } | { kind: 'invalid' };

/** A price or amount: empty (null, absent or ''), a finite number ≥ 0, or invalid. */
export function readPrice(value: unknown): ReadPrice {
  if (value === undefined || value === null || value === '') return { kind: 'empty' };
  const valid = typeof value === 'number' && Number.isFinite(value) && value >= 0;
  return valid ? { kind: 'price', value: decimalOf(value) } : { kind: 'invalid' };
}

/** An entry of an id-keyed table; only numbers are used as keys, so odd input cannot reach the prototype. */
export const byId = <T>(table: Readonly<Record<number, T>>, id: unknown): T | undefined =>
  typeof id === 'number' && Object.hasOwn(table, id) ? table[id] : undefined;

/** A value as shown in a message: strings and numbers as they are, anything else as a placeholder. */
export const shown = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '(empty)';

export const readId = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** "3 bags", "1 person". */
export const countOf = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** "a, b and 3 more" */
export function listSome(texts: readonly string[], shown = 3): string {
  const head = texts.slice(0, shown);
  const rest = texts.length - head.length;
  if (rest > 0) return `${head.join(', ')} and ${rest} more`;
  if (head.length < 2) return head.join('');
  return `${head.slice(0, -1).join(', ')} and ${head[head.length - 1]}`;
}
