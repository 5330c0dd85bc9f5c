import { filterActions } from '@trips/shared/list/actions';
import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import { isBlank } from '@trips/shared/list/kinds';
import { sanitizeState } from '@trips/shared/list/sanitize';
import { activeFilters, type FieldFilter, filterOf, type ListState } from '@trips/shared/list/state';
import type { SavedFilter } from './savedFilterBody';

/** The saved filter the list shows: one of the user's, or a built-in preset (its name is a shared text). */
export interface SavedInEffect {
  id: number;
  name: string;
  preset: boolean;
}

const shownValues = (filter: FieldFilter) => JSON.stringify(filter.values.filter((v) => !isBlank(v)));

/** Two filters of a field keep the same rows: both empty, or the same operator, unit and values. */
function sameFilter(a: FieldFilter, b: FieldFilter): boolean {
  const valuesA = shownValues(a);
  if (valuesA === '[]' || shownValues(b) === '[]') return valuesA === shownValues(b);
  return a.option_type === b.option_type && a.value_type === b.value_type && valuesA === shownValues(b);
}

/** The state's filters and search are the saved ones (order and page size may differ). */
function sameAsSaved(d: ResourceDescriptor, state: ListState, saved: unknown): boolean {
  const stored = sanitizeState(d, saved);
  return (
    state.search.trim() === stored.search.trim() &&
    d.fieldNames.every((name) => sameFilter(filterOf(state, name), filterOf(stored, name)))
  );
}

/**
 * Which saved filter the rows on screen come from, or null once the filters differ from it. The server
 * applies filter_id's stored filters when the list brings none of its own (a preset's filters never reach
 * the browser), so a bare list with a filter_id shows that filter too.
 */
export function savedInEffect(
  d: ResourceDescriptor,
  state: ListState,
  saved: readonly SavedFilter[] | undefined,
  presetName: (label: string) => string,
): SavedInEffect | null {
  const id = state.filter_id;
  if (id === null) return null;
  const bare = activeFilters(d, state).length === 0 && state.search.trim() === '';
  if (id <= 0) {
    const preset = d.presets.find((p) => p.id === id);
    return preset && bare ? { id, name: presetName(preset.label), preset: true } : null;
  }
  const item = saved?.find((s) => s.id === id);
  if (!item || !(bare || sameAsSaved(d, state, item.filters))) return null;
  return { id, name: item.name, preset: false };
}

/** Drops the saved filter and its filters; the order and the page size stay. */
export const clearSavedFilter = (state: ListState) =>
  filterActions.loadSaved({ order_by: state.order_by, order_type: state.order_type }, null);
