import type { OrderType } from '@trips/shared/list/kinds';
import type { ListState } from '@trips/shared/list/state';

/** Clicking a sorted header flips its direction; clicking another one sorts by it ascending. */
export function nextOrder(state: Pick<ListState, 'order_by' | 'order_type'>, key: string): OrderType {
  return state.order_by === key && state.order_type === 'asc' ? 'desc' : 'asc';
}

export function ariaSort(
  state: Pick<ListState, 'order_by' | 'order_type'>,
  key: string,
): 'ascending' | 'descending' | 'none' {
  if (state.order_by !== key) return 'none';
  return state.order_type === 'asc' ? 'ascending' : 'descending';
}
