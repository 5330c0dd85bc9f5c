import type { FilterValue } from '@trips/shared';
import { type RawBuilder, sql } from 'kysely';
import { badRequest } from '../../http/errors.ts';

/** PostgreSQL text cannot hold NUL; a pasted one would otherwise fail the query. */
export const cleanText = (s: string) => s.replaceAll('\u0000', '');

/** A JSON value with NUL removed from every string (jsonb refuses it too). */
export function withoutNul(value: unknown): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (Array.isArray(value)) return value.map(withoutNul);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k), withoutNul(v)]));
  return value;
}

export const likePattern = (term: string) => `%${cleanText(term).replace(/[\\%_]/g, '\\$&')}%`;

/** Whole numbers compare as int8 so integer indexes serve them; others as numeric. */
export const numberParam = (v: number): RawBuilder<number> =>
  Number.isSafeInteger(v) ? sql<number>`${v}::int8` : sql<number>`${v}::numeric`;

const INTEGER = /^-?\d{1,15}$/;

/** An id of an autocomplete or tags filter; a value that is no id is the caller's mistake. */
export function idParam(field: string, v: FilterValue, text: boolean): RawBuilder<unknown> {
  if (text) return sql`${cleanText(String(v))}::text`;
  const n = typeof v === 'number' ? v : typeof v === 'string' && INTEGER.test(v) ? Number(v) : Number.NaN;
  if (!Number.isSafeInteger(n)) {
    const message = `Field '${field}' takes ids, not ${JSON.stringify(v)?.slice(0, 40)}`;
    throw badRequest(message, { [field]: message });
  }
  return sql`${n}::int8`;
}

export const unique = <T>(values: readonly T[]) => [...new Set(values)];
