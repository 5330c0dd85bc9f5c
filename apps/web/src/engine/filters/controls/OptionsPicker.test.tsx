// @vitest-environment happy-dom

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providersView } from '../../../modules/providers/providersView';
import { renderList } from '../../../test/list';

const countries = [
  { id: 1, name: 'Spain' },
  { id: 2, name: 'Portugal' },
];
const states = [
  { id: 10, name: 'Galicia', country_id: 1 },
  { id: 20, name: 'Minho', country_id: 2 },
];

const input = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('OptionsPicker', () => {
  it('picks values by name and sends their ids; the chip names them', async () => {
    const { user, searched } = await renderList(providersView, { lookups: { countries } });
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Country' }));
    await user.click(input('Country'));
    await user.type(input('Country'), 'Port');
    await user.click(await screen.findByRole('option', { name: 'Portugal' }));
    expect((await searched()).country_id).toEqual({
      values: [2],
      filter_type: 'autocomplete',
      option_type: 'is',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Country: Portugal' })).toBeTruthy());
  });

  it('a region filter offers only the regions of the countries chosen', async () => {
    const { user, searched } = await renderList(providersView, { lookups: { countries, states } });
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Country' }));
    await user.click(input('Country'));
    await user.click(await screen.findByRole('option', { name: 'Spain' }));
    await searched();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Region' }));
    await user.click(input('Region'));
    expect(await screen.findByRole('option', { name: 'Galicia' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Minho' })).toBeNull();
  });
});
