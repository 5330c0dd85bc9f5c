import { filterActions } from '@trips/shared/list/actions';
import { defineResource } from '@trips/shared/list/descriptor';
import { defaultFilterState } from '@trips/shared/list/state';
import { describe, expect, it } from 'vitest';
import { decodeListState } from '../src/engine/contract';
import { applyAction, continuesTyping } from '../src/engine/state/listUrl';

const trips = defineResource({
  name: 'trips',
  label: 'Trips',
  fields: {
    trip_name: { kind: 'text', label: 'Trip name', sortable: true },
    start_date: { kind: 'date', label: 'Start date', sortable: true },
    country_id: { kind: 'autocomplete', label: 'Country', options: 'countries' },
  },
  defaultSort: 'trip_name',
  defaultOrder: 'asc',
  pageSize: 50,
  clearAllCount: 100,
  columns: [{ slug: 'trip_name', label: 'Trip', default: true }],
  searchable: true,
});
const initial = defaultFilterState(trips);

describe('list state in the URL', () => {
  it('puts a filter change in the query string and goes back to page 1', () => {
    const onPage3 = { ...initial, page: 3 };
    const next = applyAction(trips, onPage3, filterActions.editRow('trip_name', 0, 'rome'));
    expect(next?.state.page).toBe(1);
    expect(new URLSearchParams(next!.search).get('trip_name')).toBe('["rome"]');
    expect(decodeListState(trips, next!.search)).toEqual(next!.state);
  });

  it('keeps the other filters when paging or sorting', () => {
    const filtered = applyAction(trips, initial, filterActions.setValues('country_id', [2]))!.state;
    const paged = applyAction(trips, filtered, filterActions.setPage(2))!;
    expect(paged.state.country_id).toEqual(filtered.country_id);
    const sorted = applyAction(trips, paged.state, filterActions.setOrder('start_date', 'desc'))!;
    expect(sorted.search).toContain('order_by=start_date');
    expect(sorted.state.country_id).toEqual(filtered.country_id);
  });

  it('changes nothing (no history entry) for an action that leaves the URL as it is', () => {
    expect(applyAction(trips, initial, filterActions.setPage(1))).toBeNull();
    expect(applyAction(trips, initial, filterActions.setOperator('trip_name', 'between'))).toBeNull();
    expect(applyAction(trips, initial, filterActions.reset('trip_name'))).toBeNull();
  });

  it('is the default list on the plain path, and after clear-all uses the clear-all page size', () => {
    expect(decodeListState(trips, '')).toEqual(initial);
    const filtered = applyAction(trips, initial, filterActions.setSearch('x'))!.state;
    expect(applyAction(trips, filtered, filterActions.clearAll())!.state).toEqual({ ...initial, count: 100 });
  });

  it('replaces the history entry only while the same input is being typed in', () => {
    const typing = filterActions.editRow('trip_name', 0, 'ro');
    expect(continuesTyping(null, typing)).toBe(false);
    expect(continuesTyping(typing, filterActions.editRow('trip_name', 0, 'rom'))).toBe(true);
    expect(continuesTyping(typing, filterActions.editRow('trip_name', 1, 'x'))).toBe(false);
    expect(continuesTyping(filterActions.setSearch('a'), filterActions.setSearch('ab'))).toBe(true);
    expect(continuesTyping(filterActions.setPage(2), filterActions.setPage(3))).toBe(false);
    expect(continuesTyping(typing, filterActions.setSearch('a'))).toBe(false);
  });
});
