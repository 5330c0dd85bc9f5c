import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterActions as a,
  createFilterReducer,
  decodeListState,
  defaultFilterState,
  encodeListState,
  type ListState,
  listQuerySchema,
  type ResourceDescriptor,
} from '../src/list/index.ts';
import { tasks, tripAction, trips } from './list-fixture.ts';

// The string-keyed form generic engine code uses.
const reduce = createFilterReducer(trips as ResourceDescriptor);
const stateAfter = fc
  .array(tripAction, { maxLength: 25 })
  .map((actions) => actions.reduce(reduce, defaultFilterState(trips) as ListState));

describe('list state in the URL', () => {
  it('encodes the default state as a clean URL, and a clean URL as the default state', () => {
    expect(encodeListState(trips, defaultFilterState(trips))).toBe('');
    expect(decodeListState(trips, '')).toEqual(defaultFilterState(trips));
    expect(decodeListState(tasks, '?')).toEqual(defaultFilterState(tasks));
  });

  it('writes only what differs from the defaults', () => {
    let s: ListState = defaultFilterState(trips);
    s = reduce(s, a.setValues('trip_name', ['rome & co']));
    s = reduce(s, a.setDateType('start_date', 'week'));
    s = reduce(s, a.setPage(3));
    const query = encodeListState(trips, s);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      trip_name: '["rome & co"]',
      'start_date.unit': 'week',
      page: '3',
    });
    expect(decodeListState(trips, `?${query}`)).toEqual(s);
  });

  it('keeps a null filter_id apart from a default one', () => {
    const s = { ...defaultFilterState(tasks), filter_id: null };
    expect(encodeListState(tasks, s)).toBe('filter_id=');
    expect(decodeListState(tasks, 'filter_id=')).toEqual(s);
  });

  it('gives back the same state after a round trip', () => {
    fc.assert(
      fc.property(stateAfter, (s) => {
        expect(decodeListState(trips, encodeListState(trips, s))).toEqual(s);
      }),
      { numRuns: 300 },
    );
  });

  it('turns garbage into a valid state, keeping the parts that make sense', () => {
    const s = decodeListState(
      trips,
      'page=-4&count=abc&trip_name=[[[&cost=[1,2]&cost.op=in_the_last&start_date=%E0%A4%A&x=1',
    );
    expect(s).toEqual(defaultFilterState(trips));
    const partly = decodeListState(trips, 'page=2&count=5000&order_by=tags&cost=[1,null]&search=%20rome');
    expect(partly).toEqual({
      ...defaultFilterState(trips),
      page: 2,
      search: ' rome',
      cost: { ...partly.cost, values: [1, null] },
    });
    const schema = listQuerySchema(trips);
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^([a-z_.]{1,12}=[^&]{0,12}&?){0,6}$/)),
        (query) => {
          expect(schema.safeParse(decodeListState(trips, query)).success).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
