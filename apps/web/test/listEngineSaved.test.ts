import { filterActions } from '@trips/shared/list/actions';
import { defineResource } from '@trips/shared/list/descriptor';
import { filterReducer } from '@trips/shared/list/reducer';
import { defaultFilterState, type ListState } from '@trips/shared/list/state';
import { tasksResource } from '@trips/shared/modules/tasks/tasks.resource';
import { describe, expect, it } from 'vitest';
import { savedFilterBody } from '../src/engine/saved/savedFilterBody';
import { clearSavedFilter, savedInEffect } from '../src/engine/saved/savedInEffect';

const samples = defineResource({
  name: 'samples',
  label: 'Samples',
  fields: {
    name: { kind: 'text', label: 'Name', sortable: true },
    start: { kind: 'date', label: 'Start' },
  },
  defaultSort: 'name',
  defaultOrder: 'asc',
  pageSize: 50,
  columns: [{ slug: 'name', label: 'Name', default: true, sortable: true }],
  searchable: true,
});

const reduce = (state: ListState, ...actions: Parameters<typeof filterReducer>[2][]) =>
  actions.reduce((s, action) => filterReducer(samples, s, action), state);
const upper = (label: string) => label.toUpperCase();
const romeState = reduce(defaultFilterState(samples), filterActions.setValues('name', ['rome']));
const rome = { id: 4, name: 'Rome', filters: savedFilterBody(samples, romeState) };
const applied = reduce(romeState, filterActions.loadSaved(rome.filters, rome.id));

describe('the saved filter in effect', () => {
  it('names a preset while the list brings no filters of its own (the server applies it then)', () => {
    const tasks = defaultFilterState(tasksResource);
    expect(savedInEffect(tasksResource, tasks, [], upper)).toEqual({
      id: -2,
      name: 'MY OPEN TASKS',
      preset: true,
    });
    const searched = filterReducer(tasksResource, tasks, filterActions.setSearch('price'));
    expect(savedInEffect(tasksResource, searched, [], upper)).toBeNull();
  });

  it('names a saved filter of the user while the filters equal it, whatever the order', () => {
    expect(savedInEffect(samples, applied, [rome], upper)?.name).toBe('Rome');
    const resorted = reduce(applied, filterActions.setOrder('name', 'desc'));
    expect(savedInEffect(samples, resorted, [rome], upper)?.name).toBe('Rome');
    const emptyRow = reduce(applied, filterActions.addRow('start'));
    expect(savedInEffect(samples, emptyRow, [rome], upper)?.name).toBe('Rome');
  });

  it('stops once the filters differ, and not for an unknown id', () => {
    const other = reduce(applied, filterActions.setValues('name', ['paris']));
    expect(savedInEffect(samples, other, [rome], upper)).toBeNull();
    const searched = reduce(applied, filterActions.setSearch('x'));
    expect(savedInEffect(samples, searched, [rome], upper)).toBeNull();
    expect(savedInEffect(samples, applied, [], upper)).toBeNull();
    expect(savedInEffect(samples, applied, undefined, upper)).toBeNull();
  });

  it('is cleared with its filters, keeping the order', () => {
    const resorted = reduce(applied, filterActions.setOrder('name', 'desc'));
    const cleared = reduce(resorted, clearSavedFilter(resorted));
    expect(cleared.filter_id).toBeNull();
    expect(cleared.name).toEqual(defaultFilterState(samples).name);
    expect(cleared.order_type).toBe('desc');
    expect(savedInEffect(samples, cleared, [rome], upper)).toBeNull();
  });
});
