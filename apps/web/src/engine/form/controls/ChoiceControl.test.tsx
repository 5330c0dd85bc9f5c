// @vitest-environment happy-dom

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderField } from '../../../test/field';

const input = (name: RegExp | string) =>
  screen.getAllByLabelText(name).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

const sex = {
  key: 'sex',
  label: 'Sex',
  kind: 'select',
  options: [
    { value: 'H', label: 'Male' },
    { value: 'M', label: 'Female' },
    { value: 'O', label: 'Other' },
  ],
} as const;

describe('ChoiceControl', () => {
  it("shows the chosen option's label and reports the value picked with the keyboard", async () => {
    const { user, last } = renderField(sex, 'H');
    const box = input('Sex');
    expect(box.value).toBe('Male');
    await user.click(box);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(last()).toBe('M');
    expect(box.value).toBe('Female');
  });

  it('an optional choice is taken back by picking it again; a required one stays', async () => {
    const { user, last, unmount } = renderField(sex, 'O');
    await user.click(input('Sex'));
    await user.click(screen.getByRole('option', { name: 'Other' }));
    expect(last()).toBeNull();
    unmount();
    const required = renderField({ ...sex, required: true }, 'O');
    await required.user.click(input(/^Sex/));
    await required.user.click(screen.getByRole('option', { name: 'Other' }));
    expect(required.changes).not.toHaveBeenCalledWith(null, undefined);
    expect(input(/^Sex/).value).toBe('Other');
  });

  it('shows its message beside it', () => {
    renderField(sex, null, { error: 'Choose the document type.' });
    expect(input('Sex').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose the document type.')).toBeTruthy();
  });
});

describe('MultiLookup', () => {
  it('offers the rows of its reference list not switched off and reports the ids picked', async () => {
    const api = fakeApi({
      'GET lookups': {
        success: true,
        lookups: {
          tags: [
            { id: 1, name: 'Family' },
            { id: 2, name: 'Premium' },
            { id: 3, name: 'Retired', is_active: false },
          ],
        },
      },
    });
    const { user, last } = renderField({ key: 'tags', label: 'Tags', kind: 'lookups', lookup: 'tags' }, [1]);
    await waitFor(() => expect(screen.getAllByText('Family').length).toBeGreaterThan(0));
    await user.click(input('Tags'));
    expect(screen.queryByRole('option', { name: 'Retired' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Premium' }));
    expect(last()).toEqual([1, 2]);
    expect(api.calls.map((call) => call.path)).toEqual(['lookups']);
  });
});
