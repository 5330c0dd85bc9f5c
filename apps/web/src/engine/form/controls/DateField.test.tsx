// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderField } from '../../../test/field';

const start = { key: 'start_date', label: 'Start date', kind: 'date', required: true } as const;
const invoiced = { key: 'invoice_date', label: 'Invoice date', kind: 'date' } as const;

const input = (name: RegExp) =>
  screen.getAllByLabelText(name).find((e) => e.tagName === 'INPUT') as HTMLInputElement;
const calendar = () => document.querySelector<HTMLElement>('[data-dates-dropdown]');

describe('DateField', () => {
  it('shows the day in words and reports a day typed day first as YYYY-MM-DD', async () => {
    const { user, last } = renderField(start, '2027-03-10');
    const box = input(/^Start date/);
    expect(box.value).toBe('10 Mar 2027');
    await user.clear(box);
    await user.type(box, '2/6/2027');
    await user.tab();
    expect(last()).toBe('2027-06-02');
    expect(box.value).toBe('2 Jun 2027');
  });

  it("opens a calendar at the field's month, weeks from Monday, where a day is picked", async () => {
    const { user, last } = renderField(start, '2027-03-10');
    await user.click(input(/^Start date/));
    const month = within(calendar()!);
    expect(month.getAllByRole('columnheader')[0]!.textContent).toBe('Mo');
    await user.click(month.getByRole('button', { name: 'Next month' }));
    await user.click(month.getByRole('button', { name: '10 April 2027' }));
    expect(last()).toBe('2027-04-10');
    expect(input(/^Start date/).value).toBe('10 Apr 2027');
  });

  it('in Spanish: the calendar from Monday ("lu"), and a day typed there', async () => {
    const { user, last } = renderField({ ...start, label: 'Start date' }, null, {}, 'es');
    const box = input(/^Fecha de inicio/);
    await user.type(box, '3 may 2027');
    await user.tab();
    expect(last()).toBe('2027-05-03');
    expect(box.value).toBe('3 may 2027');
    await user.click(box);
    const month = within(calendar()!);
    expect(month.getByRole('button', { name: 'Mes siguiente' })).toBeTruthy();
    expect(month.getAllByRole('columnheader')[0]!.textContent).toBe('lu');
  });

  it('closes the calendar on a whole day typed, on Escape and on Tab', async () => {
    const { user } = renderField(start, null);
    const box = input(/^Start date/);
    await user.click(box);
    expect(calendar()).not.toBeNull();
    await user.type(box, '9/6/2027');
    await waitFor(() => expect(calendar()).toBeNull());
    expect(document.activeElement).toBe(box);
    await user.click(box);
    expect(calendar()).not.toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(calendar()).toBeNull());
    await user.click(box);
    expect(calendar()).not.toBeNull();
    await user.tab();
    await waitFor(() => expect(calendar()).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Next field' }));
  });

  it('an optional date clears with its button; a required one has none', async () => {
    const { user, last, unmount } = renderField(invoiced, '2027-06-01');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(last()).toBeNull();
    expect(input(/^Invoice date/).value).toBe('');
    unmount();
    renderField(start, '2027-06-01');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('shows its message beside it', () => {
    renderField(start, '2027-06-01', { error: 'The end date cannot be before the start date' });
    const box = input(/^Start date/);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(box)).toContain('The end date cannot be before the start date');
  });
});
