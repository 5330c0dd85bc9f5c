import { defineResource } from '@trips/shared/list/descriptor';
import type { FilterValue } from '@trips/shared/list/kinds';
import { defaultFilterState, type FieldFilter } from '@trips/shared/list/state';
import { locationsResource } from '@trips/shared/modules/locations/locations.resource';
import { describe, expect, it } from 'vitest';
import { filterSummary } from '../src/engine/filters/filterSummary';
import { visibleFields } from '../src/engine/filters/visibleFields';
import { currentSaved, savedFilterBody } from '../src/engine/saved/savedFilterBody';

const kinds = defineResource({
  name: 'samples',
  label: 'Samples',
  fields: {
    name: { kind: 'text', label: 'Name', sortable: true },
    cost: { kind: 'numeric', label: 'Cost' },
    margin: { kind: 'percentage', label: 'Margin' },
    start: { kind: 'date', label: 'Start' },
    owner: { kind: 'autocomplete', label: 'Owner', options: 'users' },
    pending: { kind: 'boolean', label: 'Pending' },
    tags: { kind: 'tags', label: 'Tags', options: 'trip_tags' },
  },
  defaultSort: 'name',
  defaultOrder: 'asc',
  pageSize: 50,
  columns: [{ slug: 'name', label: 'Name', default: true, sortable: true }],
  searchable: true,
});

const names: Record<string, string> = { 1: 'Ada', 2: 'Olga', 3: 'Vera', 7: 'Camino' };
const labelOf = (v: FilterValue) => names[String(v)] ?? String(v);
const summary = (field: keyof typeof kinds.fields, f: Partial<FieldFilter>) =>
  filterSummary(kinds.fields[field], { ...defaultFilterState(kinds)[field], ...f }, labelOf);

describe('filter chip summaries', () => {
  it('is null while a filter does not constrain the list', () => {
    expect(summary('name', { values: [''] })).toBeNull();
    expect(summary('cost', { values: ['', ''] })).toBeNull();
  });

  it('says what each kind of filter does', () => {
    expect(summary('name', { values: ['pam', 'leo'] })).toBe('contains "pam", "leo"');
    expect(summary('cost', { values: [10, ''] })).toBe('from 10');
    expect(summary('margin', { values: ['', 20] })).toBe('up to 20%');
    expect(summary('cost', { values: [5], option_type: 'is' })).toBe('= 5');
    expect(summary('start', { values: ['2026-03-01', ''] })).toBe('from 1 Mar 2026');
    expect(summary('start', { values: ['2026-01-01', '2026-01-31'] })).toBe('1 Jan 2026 – 31 Jan 2026');
    expect(summary('start', { values: [3], option_type: 'in_the_last', value_type: 'week' })).toBe(
      'in the last 3 weeks',
    );
    expect(summary('owner', { values: [1, 2, 3] })).toBe('Ada, Olga +1');
    expect(summary('pending', { values: [false] })).toBe('No');
    expect(summary('tags', { values: [7], option_type: 'has_none' })).toBe('has none of Camino');
  });
});

describe('filter chips shown', () => {
  const none = new Set<string>();

  it('shows every field of a short list', () => {
    const state = defaultFilterState(locationsResource);
    const filterOf = (n: string) => state[n as 'location_name'];
    expect(visibleFields(locationsResource, filterOf, none)).toEqual({
      shown: ['location_name', 'state_id', 'country_id'],
      more: [],
    });
  });

  it('shows active and picked fields of a long list, offering the rest', () => {
    const cost: FieldFilter = { values: [1, ''], filter_type: 'numeric', option_type: 'between' };
    const state = { ...defaultFilterState(kinds), cost };
    const filterOf = (n: string) => state[n as keyof typeof kinds.fields];
    const { shown, more } = visibleFields(kinds, filterOf, new Set(['tags']));
    expect(shown).toEqual(['cost', 'tags']);
    expect(more).toEqual(['name', 'margin', 'start', 'owner', 'pending']);
  });
});

describe('saved filters', () => {
  it('keep the filters, search and order, not the page, page size or filter id', () => {
    const state = {
      ...defaultFilterState(locationsResource),
      page: 3,
      count: 25,
      search: 'san',
      filter_id: 9,
    };
    const body = savedFilterBody(locationsResource, state);
    expect(Object.keys(body).sort()).toEqual(
      ['country_id', 'location_name', 'order_by', 'order_type', 'search', 'state_id'].sort(),
    );
    expect(body.search).toBe('san');
  });

  it('know which saved filter the list shows', () => {
    const items = [{ id: 9, name: 'Mine', filters: {} }];
    const state = defaultFilterState(locationsResource);
    expect(currentSaved(items, { ...state, filter_id: 9 })?.name).toBe('Mine');
    expect(currentSaved(items, state)).toBeNull();
  });
});
