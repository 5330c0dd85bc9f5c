import type { FilterAction } from './actions.ts';
import { isValidControl, isValidFieldFilter } from './checks.ts';
import type { ResourceDescriptor } from './descriptor.ts';
import { addedRow, deletedRow, editedRow } from './rows.ts';
import { isRecord, sanitizeState } from './sanitize.ts';
import {
  clearedFilterState,
  defaultFieldFilter,
  type FieldFilter,
  filterOf,
  type ListState,
  withFilter,
} from './state.ts';

type Edit = (filter: FieldFilter) => FieldFilter | null;

/**
 * The one list reducer. Every filter change goes back to page 1; an action that would leave the state
 * invalid (unknown field, operator the field does not allow, values of the wrong shape) changes nothing,
 * so the state always passes listQuerySchema and can be sent or put in the URL as is.
 */
export function filterReducer<K extends string>(
  d: ResourceDescriptor<K>,
  state: ListState<K>,
  action: FilterAction<K>,
): ListState<K> {
  const fits = (key: Parameters<typeof isValidControl>[1], value: unknown) => isValidControl(d, key, value);
  switch (action.type) {
    case 'setValues':
    case 'replaceRows':
      return editFilter(d, state, action.field, (f) => ({ ...f, values: [...action.values] }));
    case 'setOperator':
      return editFilter(d, state, action.field, (f) => retargeted(d, action.field, f, action.option_type));
    case 'setDateType':
      return editFilter(d, state, action.field, (f) => ({ ...f, value_type: action.value_type }));
    case 'addRow':
      return editFilter(d, state, action.field, (f) => ({ ...f, values: addedRow(f.values) }));
    case 'editRow':
      return editFilter(d, state, action.field, (f) =>
        withValues(f, editedRow(f.option_type, f.values, action.index, action.value)),
      );
    case 'deleteRow':
      return editFilter(d, state, action.field, (f) =>
        withValues(f, deletedRow(f.option_type, f.values, action.index)),
      );
    case 'reset':
      return editFilter(d, state, action.field, () => defaultFieldFilter(d.fields[action.field]));
    case 'clearAll':
      return clearedFilterState(d);
    case 'setPage':
      return fits('page', action.page) ? { ...state, page: action.page } : state;
    case 'setCount':
      // A page number means different rows at another page size, so start over from the first.
      return fits('count', action.count) ? { ...state, count: action.count, page: 1 } : state;
    case 'setOrder': {
      const { order_by, order_type } = action;
      return fits('order_by', order_by) && fits('order_type', order_type)
        ? { ...state, order_by, order_type, page: 1 }
        : state;
    }
    case 'setSearch':
      return fits('search', action.search) ? { ...state, search: action.search, page: 1 } : state;
    case 'loadSaved':
      return loadSaved(d, state, action.saved, action.filter_id);
  }
}

/** The reducer bound to one resource, in the (state, action) form React's useReducer takes. */
export const createFilterReducer =
  <K extends string>(d: ResourceDescriptor<K>) =>
  (state: ListState<K>, action: FilterAction<K>): ListState<K> =>
    filterReducer(d, state, action);

const isValidFilter = (d: ResourceDescriptor, field: string, filter: FieldFilter) =>
  isValidFieldFilter(field, d.fields[field], filter);

function editFilter<K extends string>(d: ResourceDescriptor<K>, state: ListState<K>, field: K, edit: Edit) {
  if (!Object.hasOwn(d.fields, field)) return state;
  const next = edit(filterOf(state, field));
  if (!next || !isValidFilter(d, field, next)) return state;
  return { ...withFilter(state, field, next), page: 1 };
}

const withValues = (f: FieldFilter, values: FieldFilter['values'] | null) =>
  values ? { ...f, values } : null;

/** A new operator keeps the values that still make sense under it (text 'contains' → 'is'), else clears them. */
function retargeted<K extends string>(
  d: ResourceDescriptor<K>,
  field: K,
  f: FieldFilter,
  op: FieldFilter['option_type'],
) {
  const kept = { ...f, option_type: op };
  return isValidFilter(d, field, kept) ? kept : { ...kept, values: [] };
}

function loadSaved<K extends string>(
  d: ResourceDescriptor<K>,
  state: ListState<K>,
  saved: unknown,
  filterId: number | null | undefined,
): ListState<K> {
  // The page size is the user's choice on this screen, so it survives unless the saved filter sets one.
  const source = { count: state.count, ...(isRecord(saved) ? saved : {}), page: 1 };
  return sanitizeState(d, filterId === undefined ? source : { ...source, filter_id: filterId });
}
