import { type FieldKind, type FilterValue, isBlank, isSpanOperator, type Operator } from './kinds.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isPositiveInteger = (value: FilterValue): boolean =>
  Number.isSafeInteger(value) && (value as number) > 0;

const fitsKind: Record<FieldKind, (value: FilterValue) => boolean> = {
  text: (v) => typeof v === 'string',
  numeric: (v) => typeof v === 'number',
  percentage: (v) => typeof v === 'number',
  date: isIsoDate,
  autocomplete: (v) => typeof v === 'string' || typeof v === 'number',
  boolean: (v) => typeof v === 'boolean',
  tags: (v) => typeof v === 'string' || typeof v === 'number',
};

/**
 * Why `values` do not suit the operator on this field, or null when they do.
 * No non-blank value means the filter is off, which is always valid: the spec's payloads send every
 * field, most of them empty, and an extra empty input row must not break a search.
 */
export function valuesProblem(
  field: string,
  kind: FieldKind,
  op: Operator,
  values: readonly FilterValue[],
): string | null {
  if (values.length === 0) return null;
  if (op === 'between' && values.length !== 2) {
    return `Field '${field}' with operator 'between' needs [from, to] (either may be empty)`;
  }
  if (isSpanOperator(op)) {
    const [only] = values;
    const ok = values.length === 1 && (isBlank(only) || isPositiveInteger(only));
    return ok ? null : `Field '${field}' with operator '${op}' needs one positive integer`;
  }
  const wrong = values.findIndex((v) => !isBlank(v) && !fitsKind[kind](v));
  if (wrong === -1) return null;
  return `Field '${field}' (${kind}) has a value of the wrong type at index ${wrong}`;
}
