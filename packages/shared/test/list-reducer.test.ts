import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterActions as a,
  createFilterReducer,
  defaultFilterState,
  type ListState,
  listQuerySchema,
  type ResourceDescriptor,
} from '../src/list/index.ts';
import { tasks, tripAction, trips } from './list-fixture.ts';

const reduce = createFilterReducer(trips);
type TripState = ListState<keyof typeof trips.fields>;

/** A state on page 4 with a name filter and a non-default order, to see what each action keeps. */
const busy = (): TripState => {
  let s = defaultFilterState(trips);
  s = reduce(s, a.setValues('trip_name', ['rome']));
  s = reduce(s, a.setOrder('cost', 'asc'));
  return reduce(s, a.setPage(4));
};

describe('filterReducer', () => {
  it('setValues sets the values and goes back to page 1', () => {
    const s = reduce(busy(), a.setValues('cost', [10, '']));
    expect(s.cost.values).toEqual([10, '']);
    expect(s.page).toBe(1);
    expect(s.trip_name.values).toEqual(['rome']);
  });

  it('setOperator changes the operator, keeping values that still fit and clearing those that do not', () => {
    const asIs = reduce(busy(), a.setOperator('trip_name', 'is'));
    expect(asIs.trip_name).toMatchObject({ option_type: 'is', values: ['rome'] });
    expect(asIs.page).toBe(1);
    const ranged = reduce(defaultFilterState(trips), a.setValues('start_date', [30]));
    expect(reduce(ranged, a.setOperator('start_date', 'between')).start_date.values).toEqual([]);
    expect(reduce(asIs, a.setOperator('trip_name', 'between'))).toBe(asIs);
  });

  it('setDateType sets the unit of a date field only, going back to page 1', () => {
    const s = reduce(busy(), a.setDateType('start_date', 'week'));
    expect(s.start_date.value_type).toBe('week');
    expect(s.page).toBe(1);
    expect(reduce(s, a.setDateType('cost', 'week'))).toBe(s);
  });

  it('addRow appends an empty text row', () => {
    const s = reduce(busy(), a.addRow('trip_name'));
    expect(s.trip_name.values).toEqual(['rome', '']);
    expect(s.page).toBe(1);
  });

  it('editRow replaces the row at an index, appends at the end, and fills either end of a range', () => {
    const s = reduce(reduce(busy(), a.addRow('trip_name')), a.editRow('trip_name', 1, 'porto'));
    expect(s.trip_name.values).toEqual(['rome', 'porto']);
    expect(reduce(s, a.editRow('trip_name', 2, 'lisbon')).trip_name.values).toEqual([
      'rome',
      'porto',
      'lisbon',
    ]);
    expect(reduce(s, a.editRow('trip_name', 5, 'x'))).toBe(s);
    expect(reduce(s, a.editRow('cost', 1, 500)).cost.values).toEqual(['', 500]);
  });

  it('deleteRow removes the row at an index (a range side is only blanked)', () => {
    const s = reduce(busy(), a.replaceRows('trip_name', ['rome', 'porto', 'lisbon']));
    expect(reduce(s, a.deleteRow('trip_name', 1)).trip_name.values).toEqual(['rome', 'lisbon']);
    expect(reduce(s, a.deleteRow('trip_name', 3))).toBe(s);
    const ranged = reduce(s, a.setValues('cost', [1, 9]));
    expect(reduce(ranged, a.deleteRow('cost', 0)).cost.values).toEqual(['', 9]);
  });

  it('replaceRows replaces every row, going back to page 1', () => {
    const s = reduce(busy(), a.replaceRows('trip_name', ['a', 'b']));
    expect(s.trip_name.values).toEqual(['a', 'b']);
    expect(s.page).toBe(1);
    expect(s.order_by).toBe('cost');
  });

  it('reset puts one field back to its default and goes back to page 1', () => {
    let s = reduce(busy(), a.setValues('cost', [1, 2]));
    s = reduce(reduce(s, a.setOperator('trip_name', 'is')), a.setPage(3));
    s = reduce(s, a.reset('trip_name'));
    expect(s.trip_name).toEqual(defaultFilterState(trips).trip_name);
    expect(s.cost.values).toEqual([1, 2]);
    expect(s.page).toBe(1);
  });

  it('clearAll restores every default and page 1, with count 100 on trips and the page size elsewhere', () => {
    const s = reduce(reduce(busy(), a.setSearch('x')), a.setPage(7));
    expect(reduce(s, a.clearAll())).toEqual({ ...defaultFilterState(trips), count: 100 });
    const reduceTasks = createFilterReducer(tasks);
    const t = reduceTasks(
      reduceTasks(defaultFilterState(tasks), a.setCount(25)),
      a.setValues('subject', ['x']),
    );
    expect(reduceTasks(t, a.clearAll())).toEqual(defaultFilterState(tasks));
    expect(defaultFilterState(tasks)).toMatchObject({ count: 100, filter_id: -2 });
  });

  it('setPage changes the page and keeps the filters and order', () => {
    const s = reduce(busy(), a.setPage(9));
    expect(s).toEqual({ ...busy(), page: 9 });
    expect(reduce(s, a.setPage(0))).toBe(s);
    expect(reduce(s, a.setPage(1.5))).toBe(s);
  });

  it('setCount changes the page size, keeps the filters and starts from page 1', () => {
    const s = reduce(busy(), a.setCount(200));
    expect(s).toEqual({ ...busy(), count: 200, page: 1 });
    expect(reduce(s, a.setCount(1001))).toBe(s);
  });

  it('setOrder changes the order, keeps the filters and starts from page 1; only sortable keys', () => {
    const s = reduce(busy(), a.setOrder('operations_owner', 'desc'));
    expect(s).toEqual({ ...busy(), order_by: 'operations_owner', order_type: 'desc', page: 1 });
    expect(reduce(s, a.setOrder('tags', 'asc'))).toBe(s);
  });

  it('setSearch sets the search and goes back to page 1; a list without search ignores it', () => {
    const s = reduce(busy(), a.setSearch('camino'));
    expect(s).toMatchObject({ search: 'camino', page: 1, trip_name: { values: ['rome'] } });
    const t = defaultFilterState(tasks);
    expect(createFilterReducer(tasks)(t, a.setSearch('x'))).toBe(t);
  });

  it('loadSaved replaces the state with a saved filter, page 1, dropping what no longer validates', () => {
    const saved = {
      cost: { values: [5, ''], filter_type: 'numeric', option_type: 'between' },
      gone: 1,
      page: 8,
    };
    const current = reduce(busy(), a.setCount(200));
    const s = reduce(current, a.loadSaved({ ...saved, trip_name: { values: 3 } }, 12));
    expect(s).toEqual({ ...defaultFilterState(trips), cost: saved.cost, count: 200, filter_id: 12 });
    expect(reduce(current, a.loadSaved('garbage'))).toEqual({ ...defaultFilterState(trips), count: 200 });
  });

  it('ignores actions on unknown fields and values of the wrong type', () => {
    const s = busy();
    expect(reduce(s, a.setValues('nope' as 'cost', [1]))).toBe(s);
    expect(reduce(s, a.setValues('cost', ['abc', 1]))).toBe(s);
    expect(reduce(s, a.setValues('start_date', [0]))).toBe(s);
    expect(reduce(s, a.setValues('is_pending_tasks', ['yes']))).toBe(s);
  });

  it('keeps the state valid under the query schema whatever actions arrive', () => {
    const schema = listQuerySchema(trips);
    const reduceAny = createFilterReducer(trips as ResourceDescriptor);
    fc.assert(
      fc.property(fc.array(tripAction, { maxLength: 40, size: 'max' }), (actions) => {
        let s: ListState = defaultFilterState(trips);
        for (const action of actions) {
          s = reduceAny(s, action);
          const parsed = schema.safeParse(s);
          expect(parsed.error?.issues).toBeUndefined();
          expect(parsed.data).toEqual(s);
        }
      }),
      { numRuns: 300 },
    );
  });
});
