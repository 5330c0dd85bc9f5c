// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/render';
import { loadedTrip, SectionsOf, savedStay, tripRoutes } from '../../../test/trips';
import type { SectionsEditor } from '.';

/** Renders the four sections of a trip with the rows given; `editor()` is the draft as Save would send it. */
function renderSections(loaded = loadedTrip()) {
  fakeApi(tripRoutes);
  let current: SectionsEditor | undefined;
  const ui = renderWithProviders(<SectionsOf loaded={loaded} seen={(e) => (current = e)} />);
  return { ...ui, editor: () => current! };
}

const section = (name: string) => screen.getByRole('region', { name }) as HTMLElement;

describe('TripSections', () => {
  it('shows the four sections, each saying when it has no rows yet', () => {
    renderSections();
    for (const name of ['Accommodation', 'Luggage transfers', 'Normal transfers', 'Other services'])
      expect(within(section(name)).getByText('None yet.')).toBeTruthy();
  });

  it('lists saved rows compactly with their provider, status and the section cost', async () => {
    renderSections(loadedTrip({ accommodations: [savedStay(12, '2027-05-01', '2027-05-02')] }));
    const table = within(screen.getByRole('table', { name: 'Accommodation' }));
    expect(table.getByText('#12')).toBeTruthy();
    expect(table.getByText('Hotel Sarria')).toBeTruthy();
    expect(table.getByText('Confirmed')).toBeTruthy();
    expect(table.getByText('2 people · 1 double')).toBeTruthy();
    expect(await table.findByText('Breakfast')).toBeTruthy();
    expect(within(section('Accommodation')).getByText('Cost €80.00')).toBeTruthy();
  });

  it('a night added opens its editor with the focus in its first field, dated after the last stay', async () => {
    const { user, editor } = renderSections(
      loadedTrip({ accommodations: [savedStay(12, '2027-05-01', '2027-05-02')] }),
    );
    await user.click(screen.getByRole('button', { name: 'Add night' }));
    const editorOfNew = screen.getByRole('group', { name: 'Accommodation 13' });
    await waitFor(() => expect(editorOfNew.contains(document.activeElement)).toBe(true));
    expect(
      screen.getByRole('button', { name: 'Details of Accommodation 13' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(document.activeElement).toBe(within(editorOfNew).getByRole('combobox', { name: 'Location' }));
    const added = editor().toSaveBody().accommodations.at(-1)!;
    expect(added).toMatchObject({
      id: null,
      checkin_date: '2027-05-02',
      checkout_date: '2027-05-03',
      people: 2,
    });
  });

  it('a transfer added takes the focus in its From location', async () => {
    const { user } = renderSections();
    await user.click(screen.getByRole('button', { name: 'Add transfer' }));
    const added = screen.getByRole('group', { name: 'Transfer 1' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(added).getByRole('combobox', { name: 'From location' })),
    );
  });

  it('a saved row removed is deleted on save until undone', async () => {
    const { user, editor } = renderSections(
      loadedTrip({ accommodations: [savedStay(12, '2027-05-01', '2027-05-02')] }),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Accommodation 12' }));
    expect(within(section('Accommodation')).getByText('None yet.')).toBeTruthy();
    expect(editor().toSaveBody().deleted.accommodations).toEqual([12]);
    await user.click(screen.getByRole('button', { name: 'Undo removing Accommodation 12' }));
    expect(screen.getByRole('table', { name: 'Accommodation' })).toBeTruthy();
    expect(editor().toSaveBody().deleted.accommodations).toEqual([]);
    expect(editor().dirty).toBe(false);
  });

  it("switches 'Send email to provider' on for every row of the trip at once", async () => {
    const { user, editor } = renderSections(
      loadedTrip({
        accommodations: [
          savedStay(12, '2027-05-01', '2027-05-02'),
          savedStay(15, '2027-05-02', '2027-05-03', 'Portomarín'),
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Send email, whole trip: 0 of 2' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Switch on for every row of the trip' }));
    expect(screen.getByRole('button', { name: 'Send email, whole trip: 2 of 2' })).toBeTruthy();
    expect(
      editor()
        .toSaveBody()
        .accommodations.map((r) => r.is_send_email),
    ).toEqual([true, true]);
  });
});
