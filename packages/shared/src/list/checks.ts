import { int4Max } from '../validation/ranges.ts';
import { isStorableText } from '../validation/rules.ts';
import { maxPageSize, type ResolvedField, type ResourceDescriptor } from './descriptor.ts';
import { dateUnits, type FilterValue, orderTypes } from './kinds.ts';
import type { FieldFilter, ListControls } from './state.ts';
import { valuesProblem } from './values.ts';

/**
 * The same rules as filter.schema.ts, without Zod, for the browser: the reducer and the URL decoder
 * keep the state valid with these, so the web bundle never carries the schema library.
 */
export const listLimits = { maxCount: maxPageSize, maxValues: 500, maxText: 500, maxHash: 200 } as const;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilterValue = (v: unknown): v is FilterValue =>
  v === null ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.length <= listLimits.maxText && isStorableText(v));

const includes = <T>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

export function isValidFieldFilter(name: string, field: ResolvedField, input: unknown): input is FieldFilter {
  if (!isRecord(input)) return false;
  const allowed =
    field.kind === 'date'
      ? ['values', 'filter_type', 'option_type', 'value_type']
      : ['values', 'filter_type', 'option_type'];
  if (Object.keys(input).some((key) => !allowed.includes(key))) return false;
  const { values, filter_type, option_type, value_type } = input;
  if (!Array.isArray(values) || values.length > listLimits.maxValues || !values.every(isFilterValue))
    return false;
  if (filter_type !== field.kind || !includes(field.operators, option_type)) return false;
  if (value_type !== undefined && !includes(dateUnits, value_type)) return false;
  return valuesProblem(name, field.kind, option_type, values) === null;
}

const int4 = (v: unknown, min: number): v is number =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= int4Max;
const positiveInt = (v: unknown): v is number => int4(v, 1);
const textUpTo = (max: number) => (v: unknown) =>
  typeof v === 'string' && v.length <= max && isStorableText(v);

export function isValidControl(d: ResourceDescriptor, key: keyof ListControls, value: unknown): boolean {
  switch (key) {
    case 'order_by':
      return includes(d.sortKeys, value);
    case 'order_type':
      return includes(orderTypes, value);
    case 'page':
      return positiveInt(value);
    case 'count':
      return positiveInt(value) && value <= listLimits.maxCount;
    case 'search':
      return d.searchable ? textUpTo(listLimits.maxText)(value) : value === '';
    case 'search_hash':
      return textUpTo(listLimits.maxHash)(value);
    case 'filter_id':
      return value === null || int4(value, -int4Max);
  }
}
