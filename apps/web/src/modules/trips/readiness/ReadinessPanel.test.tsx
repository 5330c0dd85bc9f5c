// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import type { ReadinessProblem } from '@trips/shared/modules/trips/readiness.schema';
import { describe, expect, it } from 'vitest';
import { detailPath } from '../../../lib/paths';
import { type ApiReply, fakeApi, refusal } from '../../../test/fakeApi';
import { largeForm, renderWithProviders } from '../../../test/render';
import { loadedTrip, SectionsOf, savedStay, tripContext, tripRoutes } from '../../../test/trips';
import { TripArea } from '../form/TripArea';
import type { TripInfo } from '../form/tripFields';
import { ReadinessPanel } from './ReadinessPanel';

const rooms: ReadinessProblem = {
  code: 'rooms_missing',
  severity: 'error',
  message: 'No rooms at Sarria on 1 May',
  section: 'accommodations',
  row_id: 12,
};
const margin: ReadinessProblem = {
  code: 'margin_negative',
  severity: 'warning',
  message: 'The price €900.00 is below the cost €1,000.00',
  field: 'trip_price',
};
const luggage: ReadinessProblem = {
  code: 'luggage_stage_missing',
  severity: 'error',
  message: 'No luggage transfer from Sarria to Portomarín',
  section: 'luggage_transfers',
};
const owner: ReadinessProblem = {
  code: 'owner_missing',
  severity: 'warning',
  message: 'The trip has no owner',
};

const info = {
  ...tripContext,
  trip_name: 'Week ahead',
  trip_price: 900,
  quotation_version: 1,
} as unknown as TripInfo;

type Part = 'information' | 'sections';

/** The top of a trip screen: the panel, and what its problems go to (the trip's information, its sections). */
function renderTrip(problems: ReadinessProblem[] | ApiReply, { parts = [] as Part[], route = '/' } = {}) {
  const readiness = Array.isArray(problems) ? { success: true, problems } : problems;
  const api = fakeApi({ ...tripRoutes, 'GET trips/5/readiness': readiness });
  const form = { info, locations: {}, errors: {}, onChange: () => {} };
  const ui = renderWithProviders(
    <>
      <ReadinessPanel tripId={5} version={1} />
      {parts.includes('information') && <TripArea id="information" form={form} />}
      {parts.includes('sections') && (
        <SectionsOf loaded={loadedTrip({ accommodations: [savedStay(12, '2027-05-01', '2027-05-02')] })} />
      )}
    </>,
    { route },
  );
  return { ...ui, api };
}

/** The panel, named by its title ('Readiness: 1 error, 0 warnings'). */
const panel = () => screen.findByRole('alert', { name: /^Readiness:/ });

describe('ReadinessPanel', largeForm, () => {
  it('lists what the trip lacks with its errors and warnings counted', async () => {
    renderTrip([rooms, luggage, margin, owner]);
    const alert = await panel();
    expect(within(alert).getByText('Readiness: 2 errors, 2 warnings')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Error: No rooms at Sarria on 1 May' })).toBeTruthy();
    // A problem with nowhere to go to is a line, not a button.
    expect(within(alert).getByText('Warning: The trip has no owner').tagName).not.toBe('BUTTON');
  });

  it("a row's problem opens the row with the focus in its first field", async () => {
    const { user } = renderTrip([rooms], { parts: ['sections'] });
    const toggle = screen.getByRole('button', { name: 'Details of Accommodation 12' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(within(await panel()).getByRole('button', { name: /No rooms at Sarria/ }));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const editor = screen.getByRole('group', { name: 'Accommodation 12' });
    await waitFor(() => expect(editor.contains(document.activeElement)).toBe(true));
    expect(document.activeElement?.tagName).toBe('INPUT');
  });

  it('a problem of a trip field focuses the field that fixes it', async () => {
    const { user } = renderTrip([margin], { parts: ['information'] });
    await user.click(within(await panel()).getByRole('button', { name: /is below the cost/ }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Trip price' }));
  });

  it('a problem of a whole section focuses the section', async () => {
    const { user } = renderTrip([luggage], { parts: ['sections'] });
    await user.click(within(await panel()).getByRole('button', { name: /No luggage transfer/ }));
    expect(document.activeElement?.id).toBe('trip-section-luggage_transfers');
  });

  it('opened from a link naming a problem, it goes to that problem at once', async () => {
    renderTrip([rooms, margin], {
      parts: ['information'],
      route: `${detailPath('trip', 5)}?fix=trip_price::margin_negative`,
    });
    await panel();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Trip price' })),
    );
  });

  it('says the trip is ready when nothing is missing, and shows nothing when it cannot tell', async () => {
    const { unmount } = renderTrip([]);
    expect(await screen.findByText('Nothing missing: the trip is ready.')).toBeTruthy();
    unmount();
    const { api } = renderTrip(refusal('Not found', {}, 404));
    await waitFor(() => expect(api.sent('GET trips/5/readiness')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText('Checking what the trip still needs')).toBeNull());
    expect(screen.queryByRole('alert', { name: /^Readiness/ })).toBeNull();
    expect(screen.queryByText('Nothing missing: the trip is ready.')).toBeNull();
  });
});
