import type { ResolvedField, ResourceDescriptor } from './descriptor.ts';
import type { OrderType } from './kinds.ts';
import {
  type DateUnit,
  defaultDateUnit,
  type FieldKind,
  type FilterValue,
  isBlank,
  type Operator,
} from './kinds.ts';

/** One field's filter object (spec part 1 §3). */
export interface FieldFilter {
  values: FilterValue[];
  filter_type: FieldKind;
  option_type: Operator;
  value_type?: DateUnit;
}

// Type aliases rather than interfaces: a typed state must be assignable to the string-keyed one.
export type ListControls = {
  order_by: string;
  order_type: OrderType;
  page: number;
  count: number;
  search: string;
  search_hash: string;
  filter_id: number | null;
};

/**
 * The list state is the query body itself: every field's filter under its name, plus the controls.
 * ListState<'trip_name' | …> names the fields; plain ListState is what generic engine code holds.
 */
export type ListState<K extends string = string> = ListControls &
  (string extends K
    ? { [field: string]: FieldFilter | ListControls[keyof ListControls] }
    : { [P in K]: FieldFilter });

/** The body as the API accepts it: the state plus the reports' dashboard flag. */
export type ListQuery<K extends string = string> = ListState<K> & { for_dashboard?: boolean };

export function defaultFieldFilter(field: ResolvedField): FieldFilter {
  const filter: FieldFilter = { values: [], filter_type: field.kind, option_type: field.defaultOperator };
  if (field.kind === 'date') filter.value_type = defaultDateUnit;
  return filter;
}

export function defaultFilterState<K extends string>(d: ResourceDescriptor<K>): ListState<K> {
  const fields = Object.fromEntries(d.fieldNames.map((name) => [name, defaultFieldFilter(d.fields[name])]));
  const controls: ListControls = {
    order_by: d.defaultSort,
    order_type: d.defaultOrder,
    page: 1,
    count: d.pageSize,
    search: '',
    search_hash: '',
    filter_id: d.defaultFilterId,
  };
  return { ...fields, ...controls } as ListState<K>;
}

/** Today's day (YYYY-MM-DD) where the code runs: the day a list's opening filters start from. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The state a screen opens with: the defaults plus the descriptor's opening filters (a report from today).
 * A clean URL stands for it; the server never assumes it (a body without a field has no filter on it).
 */
export function openingState<K extends string>(d: ResourceDescriptor<K>, today = localDay()): ListState<K> {
  const state = defaultFilterState(d);
  const opening = Object.entries(d.opening?.(today) ?? {}) as [K, Omit<FieldFilter, 'filter_type'>][];
  const filters = opening.map(([name, f]) => [name, { ...defaultFieldFilter(d.fields[name]), ...f }]);
  return { ...state, ...Object.fromEntries(filters) };
}

/** What clear-all leaves: every default, with the resource's clear-all page size. */
export function clearedFilterState<K extends string>(d: ResourceDescriptor<K>): ListState<K> {
  return { ...defaultFilterState(d), count: d.clearAllCount };
}

export function filterOf<K extends string>(state: ListState<K>, field: K): FieldFilter {
  return (state as unknown as Record<string, FieldFilter>)[field];
}

export function withFilter<K extends string>(
  state: ListState<K>,
  field: K,
  filter: FieldFilter,
): ListState<K> {
  return { ...state, [field]: filter };
}

/** A filter constrains the list only when at least one of its values is not blank. */
export const isActiveFilter = (filter: FieldFilter): boolean => filter.values.some((v) => !isBlank(v));

/** The filters the server has to apply, in descriptor order. */
export function activeFilters<K extends string>(
  d: ResourceDescriptor<K>,
  state: ListState<K>,
): [K, FieldFilter][] {
  return d.fieldNames
    .map((name): [K, FieldFilter] => [name, filterOf(state, name)])
    .filter(([, f]) => isActiveFilter(f));
}
