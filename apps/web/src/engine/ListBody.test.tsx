// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import { fullRights } from '@trips/shared/permissions/rights';
import { beforeEach, describe, expect, it } from 'vitest';
import { detailPath } from '../lib/paths';
import { sessionKeys } from '../lib/session';
import { locationsView } from '../modules/locations/locationsView';
import { fakeApi, refusal } from '../test/fakeApi';
import { renderList } from '../test/list';
import { renderWithProviders } from '../test/render';
import { ListPage } from './ListPage';

const pamplona = { id: 4, location_name: 'Pamplona', country_name: 'Spain', state_name: 'Navarre' };
const page = (items: object[]) => ({
  items,
  all_count: items.length,
  count_is_estimate: false,
  page: 1,
  count: 100,
  has_more: false,
});

beforeEach(() => {
  window.localStorage.setItem(sessionKeys.right, JSON.stringify(fullRights()));
});

describe('ListBody', () => {
  it('says "unable to find locations" when the list cannot load, and Try again loads it', async () => {
    const api = fakeApi({
      'POST locations/search': refusal('Unavailable', {}, 400),
      'POST column-lists/get': [],
      'POST saved-filters/list': { items: [] },
    });
    const { user } = renderWithProviders(<ListPage view={locationsView} />);
    expect(await screen.findByText('unable to find locations')).toBeTruthy();
    api.on({ 'POST locations/search': page([pamplona]) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Pamplona' })).toHaveProperty(
      'pathname',
      detailPath('location', pamplona.id),
    );
  });

  it('says when nothing matches the filters, and clears them from there', async () => {
    const { user, searched } = await renderList(locationsView);
    await user.type(screen.getByRole('searchbox', { name: 'Search locations' }), 'Atlantis{Enter}');
    await searched();
    expect(await screen.findByText('No locations match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect((await searched()).search).toBe('');
    await waitFor(() => expect(screen.getByText('No locations yet.')).toBeTruthy());
  });
});
