// @vitest-environment happy-dom

import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/render';
import HomePage from './HomePage';

const empty = { success: true, items: [], all_count: 0, count_is_estimate: false };

describe('the home', () => {
  it('asks for the default panels beside the layout, not after it, and shows those the layout keeps', async () => {
    window.localStorage.setItem('right', JSON.stringify({ trips: ['view'], tasks: ['view'] }));
    let answerLayout = (_: unknown) => {};
    const layout = new Promise((resolve) => {
      answerLayout = resolve;
    });
    const api = fakeApi({
      'POST column-lists/get': () => layout,
      'POST trips/search': empty,
      'POST tasks/search': empty,
      'GET trips/attention': { success: true, items: [], trip_count: 0 },
    });
    // The app's client keeps an answer fresh for a while: a panel mounting finds the one started early.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    renderWithProviders(<HomePage />, { route: '/home', client });
    // Every panel these rights allow and the defaults show is asked while the layout is still on its way.
    await waitFor(() =>
      expect(api.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
        'GET trips/attention',
        'POST column-lists/get',
        'POST tasks/search',
        'POST trips/search',
      ]),
    );
    // The user's layout hides "My open tasks": it is not shown, and nothing is asked again.
    answerLayout([
      { id: 1, slug: 'attention', is_active: true },
      { id: 2, slug: 'my_tasks', is_active: false },
      { id: 3, slug: 'starting_trips', is_active: true },
    ]);
    expect(await screen.findByRole('region', { name: 'Trips starting soon' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Needs attention' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'My open tasks' })).toBeNull();
    expect(api.calls.map((c) => c.path)).toHaveLength(4);
  });
});
