// @vitest-environment happy-dom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providersView } from '../../../modules/providers/providersView';
import { renderList } from '../../../test/list';

describe('NumberFilter', () => {
  it('sends a range open at either end, and one exact value with "is"', async () => {
    const { user, searched } = await renderList(providersView);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rooms' }));
    await user.type(await screen.findByRole('textbox', { name: 'Rooms, from' }), '10{Enter}');
    expect((await searched()).rooms).toMatchObject({
      values: [10, ''],
      filter_type: 'numeric',
      option_type: 'between',
    });
    await user.type(screen.getByRole('textbox', { name: 'Rooms, to' }), '40');
    await user.tab();
    expect((await searched()).rooms).toMatchObject({ values: [10, 40] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rooms operator' }), 'is');
    await searched();
    const value = screen.getByRole('textbox', { name: 'Rooms, value' });
    await user.clear(value);
    await user.type(value, '12{Enter}');
    expect((await searched()).rooms).toMatchObject({ values: [12], option_type: 'is' });
  });
});
