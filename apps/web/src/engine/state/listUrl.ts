import type { FilterAction } from '@trips/shared/list/actions';
import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import type { ListState } from '@trips/shared/list/state';
import { createFilterReducer, encodeListState } from '../contract';

/** The state after an action and its query string, or null when the action changes nothing. */
export function applyAction(d: ResourceDescriptor, state: ListState, action: FilterAction) {
  const next = createFilterReducer(d)(state, action);
  if (next === state) return null;
  const search = encodeListState(d, next);
  return search === encodeListState(d, state) ? null : { state: next, search };
}

const typingActions: readonly FilterAction['type'][] = ['editRow', 'setSearch', 'setValues'];

const fieldOf = (action: FilterAction) => ('field' in action ? action.field : null);

/**
 * Whether an action should replace the current history entry instead of adding one: the next keystrokes
 * of the same input. Back then steps over whole edits, not over every debounced word.
 */
export function continuesTyping(previous: FilterAction | null, action: FilterAction): boolean {
  if (!previous || previous.type !== action.type || !typingActions.includes(action.type)) return false;
  if (action.type === 'editRow' && previous.type === 'editRow' && previous.index !== action.index)
    return false;
  return fieldOf(previous) === fieldOf(action);
}
