// @vitest-environment happy-dom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providersView } from '../../../modules/providers/providersView';
import { renderList } from '../../../test/list';

describe('TextRows', () => {
  it('matches any of several rows, and a row deleted leaves the others', async () => {
    const { user, searched } = await renderList(providersView);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Phone' }));
    await user.type(await screen.findByRole('textbox', { name: 'Phone' }), '982{Enter}');
    expect((await searched()).phone).toEqual({
      values: ['982'],
      filter_type: 'text',
      option_type: 'contains',
    });
    await user.click(screen.getByRole('button', { name: 'Add row' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone, row 2' }), '+34{Enter}');
    expect((await searched()).phone).toMatchObject({ values: ['982', '+34'] });
    await user.click(screen.getByRole('button', { name: 'Delete Phone' }));
    expect((await searched()).phone).toMatchObject({ values: ['+34'] });
  });
});
