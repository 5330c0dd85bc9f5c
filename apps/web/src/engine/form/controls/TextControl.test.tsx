// @vitest-environment happy-dom

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderField } from '../../../test/field';

describe('TextControl', () => {
  it('shows its label and value, and reports each key typed', async () => {
    const { user, last } = renderField({ key: 'name', label: 'Trip name', kind: 'text', max: 100 }, 'Camino');
    const box = screen.getByRole('textbox', { name: 'Trip name' });
    expect(box).toHaveProperty('value', 'Camino');
    await user.type(box, ' Francés');
    expect(last()).toBe('Camino Francés');
  });

  it('shows its message beside it, tied to the input for a screen reader, and in Spanish when shown in Spanish', () => {
    renderField(
      { key: 'name', label: 'Trip name', kind: 'text', max: 100, required: true },
      '',
      { error: 'Max length is 100 symbols' },
      'es',
    );
    const box = screen.getByRole('textbox', { name: /^Nombre del viaje/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box).toHaveProperty('required', true);
    expect(descriptionOf(box)).toBe('La longitud máxima es de 100 caracteres');
  });

  it('stops at its maximum length', async () => {
    const { user, last } = renderField({ key: 'code', label: 'Code', kind: 'text', max: 5 }, '');
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ABCDEFG');
    expect(last()).toBe('ABCDE');
  });

  it('a long text takes several lines from the keyboard, and Tab moves on', async () => {
    const { user, last } = renderField(
      { key: 'notes', label: 'Observations', kind: 'textarea', max: 400 },
      '',
    );
    const box = screen.getByRole('textbox', { name: 'Observations' });
    await user.click(box);
    await user.keyboard('Bikes{Enter}Helmets');
    expect(last()).toBe('Bikes\nHelmets');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Next field' }));
  });

  it('an email is typed as an email address', () => {
    renderField({ key: 'mail', label: 'Customer email', kind: 'email', max: 100 }, 'ana@example.com');
    expect(screen.getByRole('textbox', { name: 'Customer email' }).getAttribute('type')).toBe('email');
  });
});
