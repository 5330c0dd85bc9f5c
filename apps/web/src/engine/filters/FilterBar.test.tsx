// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providersView } from '../../modules/providers/providersView';
import { filterBar, renderList } from '../../test/list';

const tags = [
  { id: 11, name: 'Family run' },
  { id: 12, name: 'Pilgrim friendly' },
];

describe('FilterBar', () => {
  it('searches the typed text on Enter', async () => {
    const { user, searched } = await renderList(providersView);
    await user.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'Alfonso{Enter}');
    expect((await searched()).search).toBe('Alfonso');
  });

  it('a field from More filters becomes a chip; its text filter is sent as typed and the chip says so', async () => {
    const { user, searched } = await renderList(providersView);
    await user.click(within(filterBar('Providers')).getByRole('button', { name: 'More filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Commercial name' }));
    const box = await screen.findByRole('textbox', { name: 'Commercial name' });
    await user.type(box, 'Hotel{Enter}');
    expect((await searched()).commercial_name).toEqual({
      values: ['Hotel'],
      filter_type: 'text',
      option_type: 'contains',
    });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Commercial name: contains "Hotel"' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Commercial name filter' }));
    expect((await searched()).commercial_name).toMatchObject({ values: [] });
  });

  it("offers the providers' coordinates as two choices and sends the one picked as autocomplete 'is'", async () => {
    const { user, searched } = await renderList(providersView);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Coordinates' }));
    await user.click(await screen.findByLabelText('Coordinates', { selector: 'input' }));
    expect(screen.getByRole('option', { name: 'Without coordinates' })).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'With coordinates' }));
    expect((await searched()).coordinates).toEqual({
      values: [1],
      filter_type: 'autocomplete',
      option_type: 'is',
    });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Coordinates: With coordinates' })).toBeTruthy(),
    );
  });

  it("sends the providers' tags picked as the spec's text / contains, and 'has none of' as the tags' own", async () => {
    const { user, searched } = await renderList(providersView, { lookups: { provider_tags: tags } });
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tags' }));
    await user.click(await screen.findByLabelText('Tags', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Pilgrim friendly' }));
    expect((await searched()).tags).toEqual({ values: [12], filter_type: 'text', option_type: 'contains' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tags operator' }), 'has_none');
    expect((await searched()).tags).toEqual({ values: [12], filter_type: 'tags', option_type: 'has_none' });
  });

  it('Clear all takes every filter and the search away at once', async () => {
    const { user, searched } = await renderList(providersView);
    await user.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'Sarria{Enter}');
    await searched();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    const body = await searched();
    expect(body.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
