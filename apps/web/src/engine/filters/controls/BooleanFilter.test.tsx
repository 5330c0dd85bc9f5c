// @vitest-environment happy-dom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providersView } from '../../../modules/providers/providersView';
import { renderList } from '../../../test/list';

describe('BooleanFilter', () => {
  it('Yes, No and Any send true, false and no constraint; the chip says which', async () => {
    const { user, searched } = await renderList(providersView);
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Has pending tasks' }));
    await user.click(await screen.findByRole('radio', { name: 'Yes' }));
    expect((await searched()).is_pending_tasks).toEqual({
      values: [true],
      filter_type: 'boolean',
      option_type: 'is',
    });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect((await searched()).is_pending_tasks).toMatchObject({ values: [false] });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: /^Has pending tasks: / })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Has pending tasks: / }));
    await user.click(await screen.findByRole('radio', { name: 'Any' }));
    expect((await searched()).is_pending_tasks).toMatchObject({ values: [] });
  });
});
