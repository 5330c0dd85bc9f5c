/** Field kinds of the filter object (spec part 1 §3); `boolean` and `tags` are named here rather than folded into others. */
export const fieldKinds = [
  'text',
  'numeric',
  'percentage',
  'date',
  'autocomplete',
  'boolean',
  'tags',
] as const;
export type FieldKind = (typeof fieldKinds)[number];

/** The filter object's `option_type`. */
export const operators = [
  'is',
  'contains',
  'between',
  'in_the_last',
  'due_in',
  'has_any',
  'has_all',
  'has_none',
] as const;
export type Operator = (typeof operators)[number];

/** The filter object's `value_type`: the unit of in_the_last / due_in on date fields. */
export const dateUnits = ['day', 'week', 'month', 'year'] as const;
export type DateUnit = (typeof dateUnits)[number];
export const defaultDateUnit: DateUnit = 'day';

export const orderTypes = ['asc', 'desc'] as const;
export type OrderType = (typeof orderTypes)[number];

/** One entry of a filter's `values`. */
export type FilterValue = string | number | boolean | null;

export const kindOperators: Readonly<Record<FieldKind, readonly Operator[]>> = {
  text: ['contains', 'is'],
  numeric: ['between', 'is'],
  percentage: ['between', 'is'],
  date: ['between', 'in_the_last', 'due_in', 'is'],
  autocomplete: ['is'],
  boolean: ['is'],
  tags: ['has_any', 'has_all', 'has_none'],
};

export const kindDefaultOperator: Readonly<Record<FieldKind, Operator>> = {
  text: 'contains',
  numeric: 'between',
  percentage: 'between',
  date: 'between',
  autocomplete: 'is',
  boolean: 'is',
  tags: 'has_any',
};

/** Blank entries are empty input rows or open range ends: they never constrain anything. */
export const isBlank = (value: FilterValue): boolean => value === null || value === '';

/** Operators whose single value counts units back from (in_the_last) or ahead of (due_in) today. */
export const isSpanOperator = (op: Operator): boolean => op === 'in_the_last' || op === 'due_in';
