// @vitest-environment happy-dom

import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Option } from '../../../engine/options/remoteOptions';
import { fakeApi } from '../../../test/fakeApi';
import { fill, largeForm, renderWithProviders } from '../../../test/render';
import { tripContext, tripRoutes } from '../../../test/trips';
import { TripArea, type TripFormState } from './TripArea';
import type { TripAreaId, TripInfo, TripKey } from './tripFields';

const loaded = {
  ...tripContext,
  trip_name: 'Week ahead',
  section: '',
  quotation_version: 1,
  trip_price: 1200,
  customer_name: 'Ana Moreno',
  customer_email: 'ana@example.com',
} as unknown as TripInfo;

interface AreaProps {
  id: TripAreaId;
  errors: Record<string, string>;
  changes: (patch: Partial<TripInfo>, location?: { key: TripKey; option: Option | null }) => void;
}

/** One area of the trip's fields, holding the trip's information as the trip screen does. */
function Area({ id, errors, changes }: AreaProps) {
  const [info, setInfo] = useState(loaded);
  const [locations, setLocations] = useState<Partial<Record<TripKey, Option | null>>>({});
  const form: TripFormState = {
    info,
    locations,
    errors,
    onChange: (patch, location) => {
      setInfo((i) => ({ ...i, ...patch }));
      if (location) setLocations((l) => ({ ...l, [location.key]: location.option }));
      changes(patch, location);
    },
  };
  return <TripArea id={id} form={form} />;
}

function renderArea(id: TripAreaId, errors: Record<string, string> = {}) {
  const api = fakeApi({
    ...tripRoutes,
    'POST locations/options': { items: [{ id: 9, name: 'Sarria' }], has_more: false },
  });
  const changes = vi.fn();
  return { ...renderWithProviders(<Area id={id} errors={errors} changes={changes} />), api, changes };
}

describe('TripArea', largeForm, () => {
  it('shows the trip information in its titled area and reports each field typed', async () => {
    const { user, changes } = renderArea('information');
    const area = within(screen.getByRole('region', { name: 'Trip information' }));
    const name = area.getByRole('textbox', { name: /^Trip name/ });
    expect(name).toHaveProperty('value', 'Week ahead');
    expect(name).toHaveProperty('required', true);
    await fill(user, area.getByRole('textbox', { name: 'Section' }), 'Stages 1 to 6');
    expect(changes).toHaveBeenLastCalledWith({ section: 'Stages 1 to 6' }, undefined);
  });

  it('each field has the id a problem about it goes to', () => {
    renderArea('information');
    expect(document.getElementById('trip-field-trip_price')).toBe(
      screen.getByRole('textbox', { name: 'Trip price' }),
    );
  });

  it('a location picked is reported with its name, for the rows that take it', async () => {
    const { user, changes, api } = renderArea('information');
    const start = screen.getAllByLabelText('Start location').find((e) => e.tagName === 'INPUT')!;
    await fill(user, start, 'Sar');
    const searched = () =>
      api.sent('POST locations/options').map((call) => (call.body as { search: string }).search);
    await waitFor(() => expect(searched()).toContain('Sar'));
    await user.click(await screen.findByRole('option', { name: 'Sarria' }));
    expect(changes).toHaveBeenLastCalledWith(
      { start_location_id: 9 },
      { key: 'start_location_id', option: { id: 9, name: 'Sarria' } },
    );
  });

  it("shows a refused save's messages beside their fields", () => {
    renderArea('customer', { customer_email: 'Enter a valid email address' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveProperty('value', 'ana@example.com');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address')).toBeTruthy();
  });
});
