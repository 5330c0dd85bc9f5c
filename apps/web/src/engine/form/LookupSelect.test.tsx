// @vitest-environment happy-dom

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, refusal } from '../../test/fakeApi';
import { renderField } from '../../test/field';

const meals = {
  success: true,
  lookups: {
    meals: [
      { id: 1, name: 'Breakfast' },
      { id: 2, name: 'Half board' },
      { id: 3, name: 'Full board' },
      { id: 4, name: 'All inclusive', is_active: false },
    ],
  },
};
const spec = { key: 'meals_id', label: 'Meals', kind: 'lookup', lookup: 'meals' } as const;
const input = () => screen.getAllByLabelText(/^Meals/).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

describe('LookupSelect', () => {
  it("reads its reference list from the session's one call of every list and shows the chosen row by name", async () => {
    const api = fakeApi({ 'GET lookups': meals });
    renderField(spec, 2);
    await waitFor(() => expect(input().value).toBe('Half board'));
    expect(api.calls.map((call) => call.path)).toEqual(['lookups']);
  });

  it('narrows the rows as the name is typed, and reports the id with the row picked', async () => {
    fakeApi({ 'GET lookups': meals });
    const { user, changes } = renderField(spec, null);
    await waitFor(() => expect(input().placeholder).not.toBe('Loading…'));
    await user.click(input());
    await user.type(input(), 'board');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Half board', 'Full board']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(changes).toHaveBeenLastCalledWith(3, meals.lookups.meals[2]);
  });

  it('leaves out rows switched off, unless already chosen', async () => {
    fakeApi({ 'GET lookups': meals });
    const { user, unmount } = renderField(spec, null);
    await waitFor(() => expect(input().placeholder).not.toBe('Loading…'));
    await user.click(input());
    expect(screen.queryByRole('option', { name: 'All inclusive' })).toBeNull();
    unmount();
    renderField(spec, 4);
    await waitFor(() => expect(input().value).toBe('All inclusive'));
  });

  it('an optional lookup is taken back by picking its row again; a required one stays', async () => {
    fakeApi({ 'GET lookups': meals });
    const { user, last, unmount } = renderField(spec, 1);
    await waitFor(() => expect(input().value).toBe('Breakfast'));
    await user.click(input());
    await user.click(screen.getByRole('option', { name: 'Breakfast' }));
    expect(last()).toBeNull();
    unmount();
    const required = renderField({ ...spec, required: true }, 1);
    await waitFor(() => expect(input().value).toBe('Breakfast'));
    await required.user.click(input());
    await required.user.click(screen.getByRole('option', { name: 'Breakfast' }));
    expect(required.last()).not.toBeNull();
    expect(input().value).toBe('Breakfast');
  });

  it('says so beside the field when its list cannot be read', async () => {
    fakeApi({
      'GET lookups': refusal('Server error', {}, 404),
      'GET lookups/meals': refusal('Server error', {}, 404),
    });
    renderField(spec, null);
    expect(await screen.findByText('unable to find data')).toBeTruthy();
  });
});
