import { screen, waitFor } from '@testing-library/react';
import { fullRights } from '@trips/shared/permissions/rights';
import { expect } from 'vitest';
import { ListPage } from '../engine/ListPage';
import type { ListRow, ListView } from '../engine/types';
import { sessionKeys } from '../lib/session';
import { fakeApi } from './fakeApi';
import { renderWithProviders } from './render';

type Search = Record<string, unknown> & { search: string; page: number };

/**
 * A list screen of the engine on a stubbed API: its /search answers `rows`, its lookups `lookups`. `searched()`
 * waits for the next search the screen sends and gives its body, as the server reads it.
 */
export async function renderList<Row extends ListRow>(
  view: ListView<Row>,
  {
    rows = [],
    lookups = {},
  }: { rows?: Row[]; lookups?: Record<string, { id: number; name: string }[]> } = {},
) {
  window.localStorage.setItem(sessionKeys.right, JSON.stringify(fullRights()));
  const route = `POST ${view.descriptor.name}/search`;
  const api = fakeApi({
    [route]: {
      items: rows,
      all_count: rows.length,
      count_is_estimate: false,
      page: 1,
      count: 100,
      has_more: false,
    },
    'POST column-lists/get': [],
    'POST saved-filters/list': { items: [] },
    'GET lookups': { success: true, lookups },
    'GET lookups/*': ({ path }) => ({ success: true, items: lookups[path.split('/')[1]!] ?? [] }),
  });
  const ui = renderWithProviders(<ListPage view={view} />);
  await waitFor(() => expect(api.sent(route)).toHaveLength(1));
  let seen = 1;
  /** The body of the next search sent after the ones already seen. */
  const searched = async () => {
    await waitFor(() => expect(api.sent(route).length).toBeGreaterThan(seen));
    seen = api.sent(route).length;
    return api.sent(route).at(-1)!.body as Search;
  };
  return { ...ui, api, searched, searches: () => api.sent(route).length };
}

/** The filter bar of the list labelled so ('Providers filters'). */
export const filterBar = (list: string) => screen.getByRole('search', { name: `${list} filters` });
