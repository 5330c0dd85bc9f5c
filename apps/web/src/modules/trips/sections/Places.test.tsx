// @vitest-environment happy-dom

import { screen, waitFor } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { fill, renderWithProviders } from '../../../test/render';
import { draftRow, tripRoutes } from '../../../test/trips';
import { AccommodationPlaces, OtherPlaces, TransferPlaces } from './Places';
import type { AnyDraftRow, DraftRow } from './rows';

type Places = (props: { row: never; errors: object; onChange: (patch: object) => void }) => ReactElement;

/** A row's places as its editor shows them, the row holding each change. */
function renderPlaces(Places: Places, initial: AnyDraftRow, routes: Record<string, unknown> = {}) {
  const api = fakeApi({ ...tripRoutes, ...routes });
  const patches = vi.fn();
  function Row() {
    const [row, setRow] = useState(initial);
    const onChange = (patch: object) => {
      setRow((r) => ({ ...r, ...patch }) as AnyDraftRow);
      patches(patch);
    };
    return <Places row={row as never} errors={{}} onChange={onChange} />;
  }
  const ui = renderWithProviders(<Row />);
  return { ...ui, api, last: () => patches.mock.lastCall?.[0] };
}

const input = (name: string) =>
  screen.getAllByLabelText(name).find((e) => e.tagName === 'INPUT') as HTMLInputElement;
const hotels = { items: [{ id: 31, name: 'Hotel Alfonso IX' }], has_more: false };

describe('AccommodationPlaces', () => {
  it("searches the providers at the row's location and sets the one picked", async () => {
    const stay = draftRow('accommodations', { location_id: 12, location_name: 'Sarria' });
    const { user, api, last } = renderPlaces(AccommodationPlaces as Places, stay, {
      'POST providers/options': hotels,
    });
    expect(input('Location').value).toBe('Sarria');
    await fill(user, input('Provider'), 'Alf');
    await user.click(await screen.findByRole('option', { name: 'Hotel Alfonso IX' }));
    expect(last()).toEqual({ provider_id: 31, provider_name: 'Hotel Alfonso IX' });
    expect(api.lastBody('POST providers/options')).toMatchObject({
      type: 'accommodation',
      location_ids: [12],
      count: 10,
    });
  });

  it('searches every location once "Same location" is switched off', async () => {
    const stay = draftRow('accommodations', { location_id: 12, location_name: 'Sarria' });
    const { user, api } = renderPlaces(AccommodationPlaces as Places, stay, {
      'POST providers/options': hotels,
    });
    await user.click(screen.getByRole('switch', { name: 'Provider: only at the same location' }));
    await fill(user, input('Provider'), 'Alf');
    await screen.findByRole('option', { name: 'Hotel Alfonso IX' });
    expect(api.lastBody('POST providers/options')).not.toHaveProperty('location_ids');
  });
});

describe('TransferPlaces', () => {
  it('a new From location takes the meeting point back to none; its meeting points are offered', async () => {
    const transfer = draftRow('normal_transfers', {
      from_meeting_point_id: 5,
    }) as DraftRow<'normal_transfers'>;
    const { user, last } = renderPlaces(TransferPlaces as Places, transfer, {
      'POST locations/options': { items: [{ id: 3, name: 'Santiago' }], has_more: false },
      'GET locations/3': { location: { id: 3, meeting_points: [{ id: 8, name_eng: 'Cathedral square' }] } },
    });
    expect(input('From meeting point')).toHaveProperty('disabled', true);
    await fill(user, input('From location'), 'Sant');
    await user.click(await screen.findByRole('option', { name: 'Santiago' }));
    expect(last()).toEqual({
      from_location_id: 3,
      from_location_name: 'Santiago',
      from_meeting_point_id: -1,
      from_meeting_point_name: null,
    });
    const point = input('From meeting point');
    await waitFor(() => expect(point).toHaveProperty('disabled', false));
    await user.click(point);
    await user.click(await screen.findByRole('option', { name: 'Cathedral square' }));
    expect(last()).toEqual({ from_meeting_point_id: 8, from_meeting_point_name: 'Cathedral square' });
  });
});

describe('OtherPlaces', () => {
  it("offers the provider's services once a provider is chosen; a service sets its type too", async () => {
    const service = draftRow('other_services', { provider_id: 9, provider_name: 'Bici Camino' });
    const { user, last } = renderPlaces(OtherPlaces as Places, service, {
      'GET providers/9/services': {
        services: [{ id: 77, name: 'E-bike, one day', price: 35, service_type_id: 2, items: [] }],
      },
    });
    await user.click(input('Service'));
    await user.click(await screen.findByRole('option', { name: 'E-bike, one day' }));
    expect(last()).toEqual({
      service_id: 77,
      service_name: 'E-bike, one day',
      service_type_id: 2,
      service_type_name: 'Bike rental',
    });
  });

  it('asks for a provider before a service can be chosen', () => {
    renderPlaces(OtherPlaces as Places, draftRow('other_services'));
    const service = input('Service');
    expect(service).toHaveProperty('disabled', true);
    expect(service.placeholder).toBe('Choose a provider first');
  });
});
