// @vitest-environment happy-dom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderField } from '../../../test/field';

describe('NumberControl', () => {
  it('reports the number typed, and its empty value when cleared', async () => {
    const spec = {
      key: 'travellers',
      label: 'Travellers',
      kind: 'number',
      min: 0,
      max: 100,
      decimals: 0,
      empty: 0,
    } as const;
    const { user, last } = renderField(spec, 2);
    const box = screen.getByRole('textbox', { name: 'Travellers' });
    expect(box).toHaveProperty('value', '2');
    await user.clear(box);
    expect(last()).toBe(0);
    await user.type(box, '14');
    expect(last()).toBe(14);
  });

  it('a whole number takes no decimals', async () => {
    const spec = { key: 'rooms', label: 'Rooms', kind: 'number', min: 0, max: 100, decimals: 0 } as const;
    const { user, last } = renderField(spec, null);
    await user.type(screen.getByRole('textbox', { name: 'Rooms' }), '3.5');
    expect(last()).toBe(35);
  });

  it('keeps a number out of bounds on screen with its message, never changing it on leaving', async () => {
    const spec = { key: 'people', label: 'People', kind: 'number', min: 0, max: 10, decimals: 0 } as const;
    const { user, last } = renderField(spec, null, { error: 'Must be at most 10' });
    const box = screen.getByRole('textbox', { name: 'People' });
    await user.type(box, '12');
    await user.tab();
    expect(last()).toBe(12);
    expect(box).toHaveProperty('value', '12');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toBe('Must be at most 10');
  });

  it('an amount shows its thousands and cents in the language shown', async () => {
    const { user, last } = renderField({ key: 'trip_price', label: 'Trip price', kind: 'money' }, 1234.5);
    const box = screen.getByRole('textbox', { name: 'Trip price' });
    expect(box).toHaveProperty('value', '1,234.5');
    await user.clear(box);
    await user.type(box, '980.256');
    expect(last()).toBe(980.25);
  });

  it('the arrow keys step a number up and down', async () => {
    const spec = { key: 'nights', label: 'Nights', kind: 'number', min: 0, max: 30, decimals: 0 } as const;
    const { user, last } = renderField(spec, 2);
    await user.click(screen.getByRole('textbox', { name: 'Nights' }));
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowDown}');
    expect(last()).toBe(3);
  });
});
