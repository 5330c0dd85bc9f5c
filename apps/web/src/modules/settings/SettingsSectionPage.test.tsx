// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import { fullRights, type Rights } from '@trips/shared/permissions/rights';
import { recordDefaults, recordGroupByName } from '@trips/shared/settings/record-groups';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../lib/routeTable';
import { sessionKeys } from '../../lib/session';
import { fakeApi, refusal } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/render';
import SettingsSectionPage from './SettingsSectionPage';
import { sectionPath } from './settingsMenu';

const booking = recordGroupByName('booking')!;
const loaded = { values: { ...recordDefaults(booking), bps_booking_reminder_count: 2 }, version: 3 };

function renderSection(id: string, rights = fullRights()) {
  window.localStorage.setItem(sessionKeys.right, JSON.stringify(rights));
  const api = fakeApi({ 'GET settings/booking': loaded });
  const ui = renderWithProviders(
    <Routes>
      <Route path={routes.settingsSection.path} element={<SettingsSectionPage />} />
    </Routes>,
    { route: sectionPath(id) },
  );
  return { ...ui, api };
}

const reminders = () =>
  within(screen.getByRole('region', { name: 'Booking reminders' })).getByRole('textbox', {
    name: 'Booking reminders',
  });

/** The booking settings on screen, with the booking reminders changed to 7. */
async function editReminders(api: ReturnType<typeof renderSection>) {
  await waitFor(() => expect(reminders()).toHaveProperty('value', '2'));
  await api.user.clear(reminders());
  await api.user.type(reminders(), '7');
}

beforeEach(() => window.localStorage.clear());

describe('SettingsSectionPage: a settings record', () => {
  it('saves only the field changed, with the version it was loaded at', async () => {
    const ui = renderSection('booking');
    ui.api.on({
      'PUT settings/booking': { values: { ...loaded.values, bps_booking_reminder_count: 7 }, version: 4 },
    });
    await editReminders(ui);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await ui.user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('No unsaved changes')).toBeTruthy());
    expect(ui.api.lastBody('PUT settings/booking')).toEqual({
      values: { bps_booking_reminder_count: 7 },
      version: 3,
    });
  });

  it("shows the server's field errors beside the fields and keeps the edits", async () => {
    const ui = renderSection('booking');
    ui.api.on({
      'PUT settings/booking': refusal(
        'Please correct the highlighted settings.',
        { field_errors: { bps_booking_reminder_count: 'Too many reminders for this provider' } },
        400,
      ),
    });
    await editReminders(ui);
    await ui.user.click(screen.getByRole('button', { name: 'Save' }));
    const section = within(screen.getByRole('region', { name: 'Booking reminders' }));
    expect(await section.findByText('Too many reminders for this provider')).toBeTruthy();
    expect(reminders()).toHaveProperty('value', '7');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('a stale save keeps the edits behind the notice until Reload brings the saved values', async () => {
    const ui = renderSection('booking');
    ui.api.on({ 'PUT settings/booking': refusal('changed', {}, 409) });
    await editReminders(ui);
    await ui.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This group of settings was changed by someone else')).toBeTruthy();
    expect(reminders()).toHaveProperty('value', '7');
    ui.api.on({
      'GET settings/booking': {
        ...loaded,
        values: { ...loaded.values, bps_booking_reminder_count: 4 },
        version: 4,
      },
    });
    await ui.user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reminders()).toHaveProperty('value', '4'));
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
  });

  it('shows a viewer the record without a Save', async () => {
    const viewOnly: Rights = Object.fromEntries(
      Object.keys(fullRights()).map((key) => [key, ['view' as const]]),
    );
    renderSection('booking', viewOnly);
    await waitFor(() => expect(reminders()).toHaveProperty('value', '2'));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('an id that is not a settings section is not a page', () => {
    renderSection('zoho-nope');
    expect(screen.getByText('Page not found')).toBeTruthy();
  });
});
