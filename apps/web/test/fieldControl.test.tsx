// @vitest-environment happy-dom

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SECRET_PLACEHOLDER } from '@trips/shared/settings/record-fields';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FieldControl, type FieldControlProps } from '../src/engine/form/FieldControl';
import type { FieldSpec } from '../src/engine/form/fieldSpec';
import { renderUi } from './dom/ui';

const countries = [
  { id: 1, name: 'Spain' },
  { id: 2, name: 'France' },
];
vi.mock('../src/lib/api', () => ({
  api: {
    get: vi.fn(async () => ({ items: countries })),
    post: vi.fn(async () => ({ items: countries, total: countries.length })),
  },
}));

type Extra = Omit<FieldControlProps, 'spec' | 'value' | 'onChange'>;

interface FieldProps extends Extra {
  spec: FieldSpec;
  initial: unknown;
  changes: (value: unknown, picked?: unknown) => void;
}

/** A field holding its own value, as a form does. */
function Field({ spec, initial, changes, ...extra }: FieldProps) {
  const [value, setValue] = useState(initial);
  const onChange = (next: unknown, picked?: unknown) => {
    setValue(next);
    changes(next, picked);
  };
  return <FieldControl spec={spec} value={value} onChange={onChange} {...extra} />;
}

/** Renders one field; `changes` records what it reports. */
function renderField(spec: FieldSpec, initial: unknown, extra: Extra = {}, language: 'en' | 'es' = 'en') {
  const changes = vi.fn();
  const ui = renderUi(<Field spec={spec} initial={initial} changes={changes} {...extra} />, { language });
  return { ...ui, changes, last: () => changes.mock.lastCall?.[0] };
}

/** The input a label names (a choice's list of options is named by it too). */
const input = (name: string) =>
  screen.getAllByLabelText(name).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

describe('FieldControl: texts', () => {
  it('a text shows its value, reports what is typed and shows its message', async () => {
    const spec: FieldSpec = { key: 'name', label: 'Name', kind: 'text', max: 20 };
    const { user, last } = renderField(spec, 'Ada', { error: 'Required' });
    const box = screen.getByRole('textbox', { name: 'Name' });
    expect(box).toHaveProperty('value', 'Ada');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Required')).toBeTruthy();
    await user.type(box, ' L.');
    expect(last()).toBe('Ada L.');
  });

  it('a long text and an address are labelled inputs of their own', async () => {
    const { user, last } = renderField({ key: 'note', label: 'Note', kind: 'textarea', max: 50 }, '');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'two words');
    expect(last()).toBe('two words');
    renderField({ key: 'mail', label: 'Email', kind: 'email', max: 50 }, 'a@x.es');
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('type')).toBe('email');
  });

  it('a text per language reports the three texts', async () => {
    const spec: FieldSpec = { key: 'title', label: 'Title', kind: 'languages', max: 40 };
    const { user, last } = renderField(spec, { eng: '', spn: 'Hola', grm: '' });
    expect(screen.getByRole('textbox', { name: 'Title in Spanish' })).toHaveProperty('value', 'Hola');
    await user.type(screen.getByRole('textbox', { name: 'Title in English' }), 'Hi');
    expect(last()).toEqual({ eng: 'Hi', spn: 'Hola', grm: '' });
  });

  it('a table cell names its input by the label without showing it', async () => {
    const spec: FieldSpec = { key: 'name', label: 'Name: Spain', kind: 'text', max: 20 };
    const { user, last } = renderField(spec, 'Spain', { cell: true });
    expect(screen.queryByText('Name: Spain')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Name: Spain' }), '!');
    expect(last()).toBe('Spain!');
  });
});

describe('FieldControl: numbers', () => {
  it('a number reports a number', async () => {
    const spec: FieldSpec = { key: 'rooms', label: 'Rooms', kind: 'number', min: 0, max: 100, decimals: 0 };
    const { user, last } = renderField(spec, null);
    await user.type(screen.getByRole('textbox', { name: 'Rooms' }), '12');
    expect(last()).toBe(12);
  });

  it('an amount typed in Spanish takes its separators: 2.400,5 is 2400.5', async () => {
    const { user, last } = renderField({ key: 'price', label: 'Sum', kind: 'money' }, null, {}, 'es');
    await user.type(input('Sum'), '2.400,5');
    expect(last()).toBe(2400.5);
    expect(input('Sum').value).toBe('2.400,5');
  });

  it('a percentage shows 7 % for 0.07 and reports a fraction', async () => {
    const { user, last } = renderField({ key: 'vat', label: 'VAT', kind: 'percentage', max: 1 }, 0.07);
    const box = screen.getByRole('textbox', { name: 'VAT' });
    expect(box).toHaveProperty('value', '7 %');
    await user.clear(box);
    await user.type(box, '21');
    expect(last()).toBe(0.21);
  });

  it('a setting kept as typed leaves what is not a number for its check', async () => {
    const spec: FieldSpec = { key: 'wait', label: 'Wait', kind: 'number', min: 0, max: 99, keepText: true };
    const { user, last } = renderField(spec, null, {}, 'en');
    await user.type(screen.getByRole('textbox', { name: 'Wait' }), '.');
    expect(last()).toBe('.');
  });
});

describe('FieldControl: choices', () => {
  it('a switch reports true and false', async () => {
    const { user, last } = renderField({ key: 'active', label: 'Active', kind: 'boolean' }, false);
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    expect(last()).toBe(true);
  });

  it("a select shows its option's label and reports the option's value", async () => {
    const options = [
      { value: 'hotel', label: 'Hotel' },
      { value: 'flat', label: 'Flat' },
    ];
    const { user, last } = renderField({ key: 'kind', label: 'Kind', kind: 'select', options }, 'hotel');
    const box = input('Kind');
    expect(box.value).toBe('Hotel');
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'Flat' }));
    expect(last()).toBe('flat');
  });

  it('a lookup shows the row by name and reports its id with the row', async () => {
    const { user, changes } = renderField(
      { key: 'country', label: 'Country', kind: 'lookup', lookup: 'c' },
      1,
    );
    const box = input('Country');
    await waitFor(() => expect(box.value).toBe('Spain'));
    await user.click(box);
    await user.click(screen.getByRole('option', { name: 'France' }));
    expect(changes).toHaveBeenLastCalledWith(2, countries[1]);
  });

  it('several lookups report their ids', async () => {
    const { user, last } = renderField({ key: 'tags', label: 'Tags', kind: 'lookups', lookup: 'c' }, [1]);
    await waitFor(() => expect(screen.getAllByText('Spain').length).toBeGreaterThan(0));
    await user.click(input('Tags'));
    await user.click(screen.getByRole('option', { name: 'France' }));
    expect(last()).toEqual([1, 2]);
  });

  it('week days are boxes named by day, reported in order', async () => {
    const { user, last } = renderField({ key: 'days', label: 'Days', kind: 'weekdays' }, [3]);
    expect(screen.getByRole('checkbox', { name: 'Wednesday' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    expect(last()).toEqual([1, 3]);
  });

  it('a date shows the day in words and reports it as YYYY-MM-DD', async () => {
    const { last } = renderField({ key: 'day', label: 'Day', kind: 'date' }, '2027-06-02');
    const box = input('Day');
    expect(box.value).toBe('2 Jun 2027');
    fireEvent.change(box, { target: { value: '3/7/2027' } });
    fireEvent.blur(box);
    await waitFor(() => expect(last()).toBe('2027-07-03'));
  });
});

describe('FieldControl: records elsewhere', () => {
  it('a remote field shows the chosen row and reports the id with the row picked', async () => {
    const spec: FieldSpec = { key: 'provider_id', label: 'Provider', kind: 'remote', resource: 'providers' };
    const { user, changes } = renderField(spec, 1, { picked: countries[0] });
    const box = input('Provider');
    expect(box.value).toBe('Spain');
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'France' }));
    expect(changes).toHaveBeenLastCalledWith(2, countries[1]);
  });

  it('a picture is named by its label, with nothing chosen yet', () => {
    renderField({ key: 'logo', label: 'Logo', kind: 'image' }, '', { saved: '' });
    expect(screen.getByText('No logo')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Choose picture/ })).toBeTruthy();
  });
});

describe('FieldControl: secrets', () => {
  const spec: FieldSpec = { key: 'password', label: 'Password', kind: 'secret', max: 50 };
  const saved = { saved: SECRET_PLACEHOLDER };

  it('never shows a kept secret; typing replaces it and empty keeps it', async () => {
    const { user, last } = renderField(spec, SECRET_PLACEHOLDER, saved);
    const box = input('Password');
    expect(box.value).toBe('');
    expect(box.placeholder).toBe('Saved — leave empty to keep');
    await user.type(box, 'new');
    expect(last()).toBe('new');
    await user.clear(box);
    expect(last()).toBe(SECRET_PLACEHOLDER);
  });

  it('a kept secret can be removed and kept again; a cell offers no removal', async () => {
    const { user, last } = renderField(spec, SECRET_PLACEHOLDER, saved);
    await user.click(screen.getByRole('button', { name: 'Remove the saved password' }));
    expect(last()).toBe('');
    expect(input('Password').placeholder).toBe('Removed on save');
    await user.click(screen.getByRole('button', { name: 'Keep the saved password' }));
    expect(last()).toBe(SECRET_PLACEHOLDER);
    renderField({ ...spec, label: 'Password: b@x.es' }, SECRET_PLACEHOLDER, { ...saved, cell: true });
    expect(screen.getAllByRole('button', { name: /saved password/ })).toHaveLength(1);
  });
});
