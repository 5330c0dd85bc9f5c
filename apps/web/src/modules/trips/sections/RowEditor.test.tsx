// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { describe, expect, it, vi } from 'vitest';
import type { RowErrors } from '../../../engine/edits/fieldErrors';
import { fakeApi } from '../../../test/fakeApi';
import { fill, largeForm, renderWithProviders } from '../../../test/render';
import { draftRow, RowOf, tripRoutes } from '../../../test/trips';
import type { AnyDraftRow } from './rows';
import type { LiveCost } from './useLiveCosts';

function renderRow(
  section: TripSection,
  fields: Partial<AnyDraftRow> = {},
  extra: { errors?: RowErrors; cost?: LiveCost } = {},
) {
  fakeApi(tripRoutes);
  const patches = vi.fn();
  const ui = renderWithProviders(
    <RowOf section={section} initial={draftRow(section, fields)} patches={patches} {...extra} />,
  );
  return { ...ui, patches, last: () => patches.mock.lastCall?.[0] };
}

const box = (name: string | RegExp) => screen.getByRole('textbox', { name });
const lookupInput = (name: RegExp) =>
  screen.getAllByLabelText(name).find((e) => e.tagName === 'INPUT') as HTMLInputElement;

describe('RowEditor: accommodation', largeForm, () => {
  it('edits the rooms and reports each change as a patch of the row', async () => {
    const { user, last } = renderRow('accommodations', { people: 2, double_rooms: 1 });
    const doubles = box('Double rooms');
    expect(doubles).toHaveProperty('value', '1');
    await user.clear(doubles);
    await user.type(doubles, '2');
    expect(last()).toEqual({ double_rooms: 2 });
    await fill(user, box('Who accepted'), 'Marta');
    expect(last()).toEqual({ who_accepted: 'Marta' });
  });

  it('a meal picked keeps its name beside its id for the compact line', async () => {
    const { user, last } = renderRow('accommodations');
    await waitFor(() => expect(lookupInput(/^Meals/).value).toBe('Breakfast'));
    await user.click(lookupInput(/^Meals/));
    await user.click(screen.getByRole('option', { name: 'Half board' }));
    expect(last()).toEqual({ meals_id: 2, meals_name: 'Half board' });
  });

  it("shows a refused save's messages beside their fields, and one about the whole row under it", () => {
    renderRow(
      'accommodations',
      {},
      {
        errors: { people: 'Must be at least 1', '': 'The check-out must come after the check-in' },
      },
    );
    expect(box('People').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be at least 1')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('The check-out must come after the check-in');
  });

  it('shows the theoretical cost as it is priced now, or why there is none', () => {
    const cost = {
      t_cost: null,
      t_cost_national: null,
      problem: 'No rate for 2 people',
      symbol: '€',
      pending: false,
    };
    renderRow('accommodations', {}, { cost });
    expect(screen.getByText('Missing: No rate for 2 people')).toBeTruthy();
  });
});

describe('RowEditor: luggage transfer', largeForm, () => {
  it('counts the bags and people, with the auto transfer switches and no undefined time', async () => {
    const { user, last } = renderRow('luggage_transfers', { luggage: 2 });
    await user.clear(box('Luggage'));
    await user.type(box('Luggage'), '3');
    expect(last()).toEqual({ luggage: 3 });
    await user.click(screen.getByRole('switch', { name: 'Open auto transfer from' }));
    expect(last()).toEqual({ is_open_auto_transfer_from: true });
    expect(screen.queryByRole('switch', { name: 'Undefined time' })).toBeNull();
  });
});

describe('RowEditor: transfer', largeForm, () => {
  it('takes an undefined time and observations to the driver', async () => {
    const { user, last } = renderRow('normal_transfers');
    await user.click(screen.getByRole('switch', { name: 'Undefined time' }));
    expect(last()).toEqual({ is_undefined_time: true });
    await fill(user, box('Observations'), 'Two bikes');
    expect(last()).toEqual({ observations: 'Two bikes' });
  });
});

describe('RowEditor: other service', largeForm, () => {
  it('has the fields of a service: bikes, locator, heights, duration, and the sections every row has', async () => {
    const { user, last } = renderRow('other_services');
    await fill(user, box('Type of bikes'), 'E-bike');
    expect(last()).toEqual({ type_of_bikes: 'E-bike' });
    for (const group of ['Service', 'Booking', 'Costs', 'Comments'])
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    const costs = screen.getByRole('heading', { name: 'Costs' }).parentElement!;
    await user.type(within(costs).getByRole('textbox', { name: 'Real cost (€)' }), '45');
    expect(last()).toEqual({ r_cost: 45 });
  });
});
