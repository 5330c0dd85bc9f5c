// @vitest-environment happy-dom

import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import type { TripScreenResponse } from '@trips/shared/modules/trips/trip-screen.schema';
import { describe, expect, it } from 'vitest';
import { NotesPanel } from '../../engine/notes/NotesPanel';
import { queryClient as appClient } from '../../lib/queryClient';
import { tripPartKeys } from '../../lib/tripQueryKeys';
import { fakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/render';
import { loadedTrip } from '../../test/trips';
import { TripDossierMatch } from '../dossiers';
import { TripInvoicesPanel } from '../invoices';
import { ObjectTasksSection, useObjectTasks } from '../tasks';
import { TripAutoTransfersPanel } from '../transfers';
import { TripVouchersPanel } from '../vouchers';
import { useTripBookings } from './booking';
import { ReadinessPanel } from './readiness/ReadinessPanel';
import { TravellerLinkPanel } from './travellers/TravellerLinkPanel';
import { useTravellers } from './travellers/travellersApi';
import { useTripScreenQuery } from './tripsApi';

const trip = loadedTrip();
const { id, version } = trip.trip;
const task = {
  id: 9,
  subject: 'Call the hotel about the late arrival',
  deadline: '2027-04-20',
  status_name: 'Open',
  owner_name: 'Ana',
  object_type_id: 2,
  object_type_name: 'Trip',
  object_id: id,
  object_name: 'Camino',
  created_by_name: 'Ana',
  created_on: '2027-04-01',
  is_overdue: false,
};
const answer: TripScreenResponse = {
  ...trip,
  parts: {
    readiness: { success: true, problems: [] },
    bookings: { success: true, version, test_mode: false, rows: [] },
    travellers: {
      success: true,
      trip_id: id,
      version: 1,
      start_date: '2027-05-01',
      from_customer: true,
      travellers: [],
    },
    traveller_link: {
      success: true,
      link: { url: 'https://app.test/traveller/abc', expires_at: '2027-06-05', created_at: '2027-04-01' },
    },
    vouchers: {
      success: true,
      trip_id: id,
      lang: 'en',
      voucher_status_id: 1,
      voucher: null,
      compostela: { applies: false },
    },
    notes: {
      success: true,
      items: [
        {
          id: 1,
          comment: 'The customer arrives late on the first day',
          file_name: null,
          file_type: null,
          file_path: null,
          created_by_name: 'Ana',
          created_at: '2027-04-01T10:00:00Z',
        },
      ],
    },
    tasks: {
      success: true,
      items: [task],
      all_count: 1,
      pending_count: 1,
      overdue_count: 0,
      has_more: false,
    },
    invoice_lines: { success: true, items: [] },
    dossier_match: {
      success: true,
      match: null,
      reason: 'missing_trip_data',
      missing: ['brand'],
      is_no_dossier: false,
      dossier_url: '',
    },
    auto_transfers: { success: true, luggage_transfers: true, items: [], dismissed: [] },
  },
} as TripScreenResponse;

/** The hooks of the panels drawn without a component here (their components need the whole editor). */
function Hooks() {
  const bookings = useTripBookings(id);
  const travellers = useTravellers(id);
  const tasks = useObjectTasks('trip', id, 1);
  return (
    <p>
      {bookings.data && 'bookings read'} {travellers.data && 'travellers read'} {tasks.data && 'tasks read'}
    </p>
  );
}

/** The trip screen's query, then its panels at the loaded version, as TripEditorView mounts them. */
function Screen() {
  const query = useTripScreenQuery(id);
  if (!query.data) return <p>loading</p>;
  return (
    <>
      <ReadinessPanel tripId={id} version={query.data.trip.version} />
      <Hooks />
      <TripAutoTransfersPanel tripId={id} version={query.data.trip.version} />
      <TripInvoicesPanel tripId={id} />
      <TripVouchersPanel tripId={id} mayEdit={false} dirty={false} />
      <TravellerLinkPanel tripId={id} mayEdit={false} />
      <TripDossierMatch
        tripId={id}
        version={query.data.trip.version}
        dossierUrl=""
        mayEdit={false}
        onUse={() => {}}
      />
      <NotesPanel source={{ path: `trips/${id}/notes`, queryKey: tripPartKeys.notes(id) }} mayEdit={false} />
      <ObjectTasksSection kind="trip" id={id} name="Camino" />
    </>
  );
}

/** Only the trip screen's query, showing the trip's id. */
function Refetch() {
  return <p>{useTripScreenQuery(id).data?.trip.id}</p>;
}

describe('the trip screen in one call', () => {
  it('reads the trip and every panel in one call; the panels draw from it and ask nothing on mount', async () => {
    window.localStorage.setItem('right', JSON.stringify({ tasks: ['view'], trips: ['view'] }));
    const api = fakeApi({ [`GET trips/${id}/screen`]: answer });
    // The app's own query defaults: seeded data must stay fresh under its stale time.
    const client = new QueryClient({ defaultOptions: appClient.getDefaultOptions() });
    renderWithProviders(<Screen />, { client });
    expect(await screen.findByText('Nothing missing: the trip is ready.')).toBeTruthy();
    expect(screen.getByText('The customer arrives late on the first day')).toBeTruthy();
    expect(screen.getByDisplayValue('https://app.test/traveller/abc')).toBeTruthy();
    expect(screen.getByText('Call the hotel about the late arrival')).toBeTruthy();
    expect(screen.getByText(/bookings read\s+travellers read\s+tasks read/)).toBeTruthy();
    // Every panel's query holds the part, under the key it reads.
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET trips/${id}/screen`]);
    expect(api.unanswered).toEqual([]);
    expect(client.getQueryData(tripPartKeys.readiness(id, version))).toEqual(answer.parts.readiness);
  });

  it('reads a cached trip again alone, leaving its panels to refresh themselves', async () => {
    const api = fakeApi({ [`GET trips/${id}`]: trip });
    const client = new QueryClient({ defaultOptions: appClient.getDefaultOptions() });
    client.setQueryData(['trip', id], trip);
    renderWithProviders(<Refetch />, { client });
    expect(await screen.findByText(String(id))).toBeTruthy();
    expect(api.calls).toEqual([]);
    await client.invalidateQueries({ queryKey: ['trip', id], exact: true });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET trips/${id}`]);
  });
});
