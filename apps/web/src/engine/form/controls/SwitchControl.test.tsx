// @vitest-environment happy-dom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/field';

const spec = { key: 'is_send_email', label: 'Send email to provider', kind: 'boolean' } as const;

describe('SwitchControl', () => {
  it('a click and the space bar switch it, reporting true then false', async () => {
    const { user, changes } = renderField(spec, false);
    const toggle = screen.getByRole('switch', { name: 'Send email to provider' });
    expect(toggle).toHaveProperty('checked', false);
    await user.click(toggle);
    expect(toggle).toHaveProperty('checked', true);
    await user.keyboard(' ');
    expect(changes.mock.calls.map(([value]) => value)).toEqual([true, false]);
  });

  it('read-only, it shows the value and takes no change', async () => {
    const { user, changes } = renderField(spec, true, { readOnly: true });
    const toggle = screen.getByRole('switch', { name: 'Send email to provider' });
    expect(toggle).toHaveProperty('checked', true);
    expect(toggle).toHaveProperty('disabled', true);
    await user.click(toggle);
    expect(changes).not.toHaveBeenCalled();
  });

  it('in a table cell it is named by its column for a screen reader, and shows its message', () => {
    renderField({ ...spec, label: 'Active: Spain' }, false, { cell: true, error: 'Choose yes or no' });
    expect(screen.queryByText('Active: Spain')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Active: Spain' })).toBeTruthy();
    expect(screen.getByText('Choose yes or no')).toBeTruthy();
  });
});
