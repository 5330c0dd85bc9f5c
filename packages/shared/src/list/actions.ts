import type { DateUnit, FilterValue, Operator, OrderType } from './kinds.ts';

/** The filter actions of spec part 1 §4, plus paging, ordering, search and loading a saved filter. */
export type FilterAction<K extends string = string> =
  | { type: 'setValues'; field: K; values: readonly FilterValue[] }
  | { type: 'setOperator'; field: K; option_type: Operator }
  | { type: 'setDateType'; field: K; value_type: DateUnit }
  | { type: 'addRow'; field: K }
  | { type: 'editRow'; field: K; index: number; value: FilterValue }
  | { type: 'deleteRow'; field: K; index: number }
  | { type: 'replaceRows'; field: K; values: readonly FilterValue[] }
  | { type: 'reset'; field: K }
  | { type: 'clearAll' }
  | { type: 'setPage'; page: number }
  | { type: 'setCount'; count: number }
  | { type: 'setOrder'; order_by: string; order_type: OrderType }
  | { type: 'setSearch'; search: string }
  | { type: 'loadSaved'; saved: unknown; filter_id?: number | null };

export const filterActions = {
  setValues: <K extends string>(field: K, values: readonly FilterValue[]) =>
    ({ type: 'setValues', field, values }) as const,
  setOperator: <K extends string>(field: K, option_type: Operator) =>
    ({ type: 'setOperator', field, option_type }) as const,
  setDateType: <K extends string>(field: K, value_type: DateUnit) =>
    ({ type: 'setDateType', field, value_type }) as const,
  addRow: <K extends string>(field: K) => ({ type: 'addRow', field }) as const,
  editRow: <K extends string>(field: K, index: number, value: FilterValue) =>
    ({ type: 'editRow', field, index, value }) as const,
  deleteRow: <K extends string>(field: K, index: number) => ({ type: 'deleteRow', field, index }) as const,
  replaceRows: <K extends string>(field: K, values: readonly FilterValue[]) =>
    ({ type: 'replaceRows', field, values }) as const,
  reset: <K extends string>(field: K) => ({ type: 'reset', field }) as const,
  clearAll: () => ({ type: 'clearAll' }) as const,
  setPage: (page: number) => ({ type: 'setPage', page }) as const,
  setCount: (count: number) => ({ type: 'setCount', count }) as const,
  setOrder: (order_by: string, order_type: OrderType) =>
    ({ type: 'setOrder', order_by, order_type }) as const,
  setSearch: (search: string) => ({ type: 'setSearch', search }) as const,
  loadSaved: (saved: unknown, filter_id?: number | null) =>
    ({ type: 'loadSaved', saved, filter_id }) as const,
} satisfies Record<FilterAction['type'], (...args: never[]) => FilterAction>;
