import type { ResourceDescriptor } from '@trips/shared/list/descriptor';
import type { ListState } from '@trips/shared/list/state';

export interface SavedFilter {
  id: number;
  name: string;
  filters: Record<string, unknown>;
}

/**
 * What a saved filter keeps: the field filters, the search and the order. Page and page size stay the
 * user's choice on screen; filter_id is the saved filter itself.
 */
export function savedFilterBody(d: ResourceDescriptor, state: ListState): Record<string, unknown> {
  const fields = Object.fromEntries(d.fieldNames.map((name) => [name, state[name]]));
  return { ...fields, search: state.search, order_by: state.order_by, order_type: state.order_type };
}

/** The saved filter the list shows now, if filter_id names one of the user's. */
export const currentSaved = (items: readonly SavedFilter[] | undefined, state: ListState) =>
  items?.find((item) => item.id === state.filter_id) ?? null;
