import type { SaveTripBody, TransferRow, TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { locationId, providerId } from './support/providers.ts';
import { replaceRouteProviders } from './support/transfer-routes.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip, setOnlyRate } from './support/trips.ts';

const season = { from_date: '2031-01-01', to_date: '2031-12-31' };
const perBag = (amount: number) => ({
  name: 'Per bag 2031',
  type: 'luggage',
  rate_items: [{ ...season, qties: [{ from_qty: 1, to_qty: -1, amount, price_type: 'per' }] }],
});
const rateRow = (over: object) => ({
  start_meeting_point_id: -1,
  start_provider_id: -1,
  end_meeting_point_id: -1,
  end_provider_id: -1,
  rate_id: -1,
  qty_start: 1,
  qty_end: -1,
  automated_creation: true,
  automated_processing: true,
  ...over,
});
const places = ['Pamplona', 'Puente la Reina', 'Estella', 'Logroño', 'Santo Domingo de la Calzada'];
const hotels = [
  'Hotel Palacio del Camino',
  'Hotel Jakue',
  'Hostal Cerco',
  'Hotel Calle Mayor',
  'Parador de Santo Domingo',
];
type Body = ReturnType<typeof saveBodyOf> &
  Required<Pick<SaveTripBody, 'accommodations' | 'luggage_transfers'>>;
const day = (n: number) => `2031-06-${String(1 + n).padStart(2, '0')}`;

describe.each(targets)('automatic luggage transfers on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let place: number[];
  let hotel: number[];
  let carrier: number;
  let mochila: number;
  let arga: number;
  let tripId: number;

  const summary = (rows: TransferRow[]) =>
    rows.map((r) => [r.date, r.from_location_name, r.to_location_name, r.provider_name, r.luggage, r.t_cost]);
  const save = async (edit: (body: Body) => void) => {
    const body = saveBodyOf(await loadTrip(t, olga, tripId)) as Body;
    edit(body);
    const res = await saveTrip(t, olga, tripId, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TripResponse;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    place = await Promise.all(places.map((p) => locationId(t, p)));
    hotel = await Promise.all(hotels.map((h) => providerId(t, h)));
    carrier = await providerId(t, 'Camino Bag Carrier');
    mochila = await providerId(t, 'Mochila Express Portugués');
    arga = await providerId(t, 'Pensión Arga');
    await setOnlyRate(t, olga, carrier, 'luggage', perBag(7));
    await setOnlyRate(t, olga, mochila, 'luggage', perBag(9));
    // Pamplona → Puente la Reina: the carrier only from the Palacio, then a second carrier from any hotel.
    const res = await replaceRouteProviders(t, olga, place[0], place[1], [
      { provider_id: carrier, provider_priority: 1, rates: [rateRow({ start_provider_id: hotel[0] })] },
      { provider_id: mochila, provider_priority: 2, rates: [rateRow({ automated_processing: false })] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    tripId = (await newTrip(t, olga, { start_date: day(0), end_date: day(5) })).trip.id;
  });
  afterAll(() => t.close());

  it('creates one luggage row per change of place, with the route priority provider and its price', async () => {
    const saved = await save((body) => {
      // Not Active: the booking automation leaves the rows at OK, so nothing runs beside the test.
      body.trip = {
        ...body.trip,
        luggage_transfers: true,
        travellers: 2,
        general_status_id: 1,
        customer_first_name: 'Ines',
        customer_last_name: 'Manifesto',
      };
      body.accommodations = places.map((_, i) => ({
        location_id: place[i],
        provider_id: hotel[i],
        checkin_date: day(i),
        checkout_date: day(i + 1),
        people: 2,
        double_rooms: 1,
      }));
    });
    expect(summary(saved.luggage_transfers)).toEqual([
      [day(1), 'Pamplona', 'Puente la Reina', 'Camino Bag Carrier', 2, 14],
      [day(2), 'Puente la Reina', 'Estella', 'Camino Bag Carrier', 2, 14],
      [day(3), 'Estella', 'Logroño', 'Camino Bag Carrier', 2, 14],
      [day(4), 'Logroño', 'Santo Domingo de la Calzada', 'Camino Bag Carrier', 2, 14],
    ]);
    const first = saved.luggage_transfers[0];
    expect(first).toMatchObject({
      from_provider_id: hotel[0],
      to_provider_id: hotel[1],
      people: 2,
      is_send_email: true,
      is_open_auto_transfer_from: true,
      is_open_auto_transfer_to: true,
    });
    const auto = (await get(t, `/trips/${tripId}/auto-transfers`, olga)).json();
    expect(auto.luggage_transfers).toBe(true);
    expect(auto.items[0]).toMatchObject({
      transfer_id: first.id,
      from_location_name: 'Pamplona',
      to_location_name: 'Puente la Reina',
      provider_name: 'Camino Bag Carrier',
      priority: 1,
      start_match: 'hotel',
      end_match: 'any',
      edited_fields: [],
    });
    const history = (await get(t, `/trips/${tripId}/history`, olga)).json();
    // The row as people name it (issue 47): its way and day, never its number.
    expect(history.items.map((i: { subject: string }) => i.subject)).toContainEqual(
      expect.stringMatching(
        /^Luggage transfer Pamplona → Puente la Reina, \d+ \w+: created automatically \(Pamplona → Puente la Reina, route priority 1\)$/,
      ),
    );
    // Saving again changes nothing.
    const again = await save(() => {});
    expect(summary(again.luggage_transfers)).toEqual(summary(saved.luggage_transfers));
  });

  it("lists a day's bag moves of one transfer company in its manifest, and exports them", async () => {
    const filter = {
      date: { values: [day(2)], filter_type: 'date', option_type: 'is' },
      provider_id: { values: [carrier], filter_type: 'autocomplete', option_type: 'is' },
    };
    const res = await post(t, '/luggage_manifest/search', { ...filter, search: 'Manifesto' }, olga);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        trip_id: tripId,
        date: day(2),
        provider_name: 'Camino Bag Carrier',
        pickup_location_name: 'Puente la Reina',
        pickup_name: 'Hotel Jakue',
        pickup_address: expect.stringContaining('Puente la Reina'),
        dropoff_location_name: 'Estella',
        dropoff_name: 'Hostal Cerco',
        traveller_names: 'Ines Manifesto',
        luggage: 2,
        people: 2,
        trip_name: 'Camino test',
      }),
    ]);
    const csv = await post(
      t,
      '/luggage_manifest/export',
      { ...filter, search: 'Manifesto', format: 'csv', columns: ['pickup_name', 'dropoff_name', 'luggage'] },
      olga,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Hotel Jakue,Hostal Cerco,2');
    const other = await post(
      t,
      '/luggage_manifest/search',
      { ...filter, provider_id: { ...filter.provider_id, values: [mochila] }, search: 'Manifesto' },
      olga,
    );
    expect(other.json().items).toEqual([]);
  });

  it('moves a row to the next provider of the route when its hotel changes', async () => {
    const saved = await save((body) => {
      body.accommodations[0] = { ...body.accommodations[0], provider_id: arga };
    });
    expect(summary(saved.luggage_transfers)[0]).toEqual([
      day(1),
      'Pamplona',
      'Puente la Reina',
      'Mochila Express Portugués',
      2,
      18,
    ]);
    expect(saved.luggage_transfers[0]).toMatchObject({ from_provider_id: arga, is_send_email: false });
    expect(
      summary(saved.luggage_transfers)
        .slice(1)
        .map((r) => r[3]),
    ).toEqual(['Camino Bag Carrier', 'Camino Bag Carrier', 'Camino Bag Carrier']);
  });

  it('follows a moved night, and leaves a row edited by hand alone and flagged', async () => {
    // Staff give the Estella → Logroño row other bags by hand.
    let saved = await save((body) => {
      body.luggage_transfers[2] = { ...body.luggage_transfers[2], luggage: 5 };
    });
    const edited = saved.luggage_transfers[2];
    expect(edited).toMatchObject({
      luggage: 5,
      is_open_auto_transfer_from: false,
      is_open_auto_transfer_to: false,
    });
    // One more night in Estella: every later stay moves a day, the open rows follow, the edited one stays.
    saved = await save((body) => {
      body.accommodations = body.accommodations.map((a, i) =>
        i < 2
          ? a
          : i === 2
            ? { ...a, checkout_date: day(4) }
            : { ...a, checkin_date: day(i + 1), checkout_date: day(i + 2) },
      );
      body.trip = { ...body.trip, end_date: day(6) };
    });
    expect(summary(saved.luggage_transfers)).toEqual([
      [day(1), 'Pamplona', 'Puente la Reina', 'Mochila Express Portugués', 2, 18],
      [day(2), 'Puente la Reina', 'Estella', 'Camino Bag Carrier', 2, 14],
      [day(3), 'Estella', 'Logroño', 'Camino Bag Carrier', 5, 35],
      [day(5), 'Logroño', 'Santo Domingo de la Calzada', 'Camino Bag Carrier', 2, 14],
    ]);
    const auto = (await get(t, `/trips/${tripId}/auto-transfers`, olga)).json();
    expect(auto.items.find((i: { transfer_id: number }) => i.transfer_id === edited.id)).toMatchObject({
      edited_fields: ['luggage'],
      is_open_auto_transfer_from: false,
    });
  });

  it('removes the rows of a change of place the chain no longer has, and creates none when switched off', async () => {
    const saved = await save((body) => {
      body.deleted.accommodations = body.accommodations.slice(2).map((a) => a.id as number);
      body.accommodations = body.accommodations.slice(0, 2);
    });
    // The open rows of the changes of place now gone are removed; the edited one stays.
    expect(summary(saved.luggage_transfers).map((r) => r[1])).toEqual(['Pamplona', 'Estella']);
    const { trip } = await newTrip(t, olga, { start_date: day(0), end_date: day(2) });
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    body.accommodations = [0, 1].map((i) => ({
      location_id: place[i],
      provider_id: hotel[i],
      checkin_date: day(i),
      checkout_date: day(i + 1),
    }));
    const res = await saveTrip(t, olga, trip.id, body);
    expect(res.json().luggage_transfers).toEqual([]);
  });

  it('keeps a change of place whose row staff deleted without a row until restored, or until the chain drops it', async () => {
    const { trip } = await newTrip(t, olga, { start_date: day(0), end_date: day(3) });
    const stays = [1, 2, 3].map((i) => ({
      location_id: place[i],
      provider_id: hotel[i],
      checkin_date: day(i - 1),
      checkout_date: day(i),
    }));
    const saveThis = async (edit: (body: Body) => void) => {
      const body = saveBodyOf(await loadTrip(t, olga, trip.id)) as Body;
      edit(body);
      const res = await saveTrip(t, olga, trip.id, body);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as TripResponse).luggage_transfers.map((r) => r.from_location_name);
    };
    const auto = async () => (await get(t, `/trips/${trip.id}/auto-transfers`, olga)).json();
    const subjects = async () =>
      (await get(t, `/trips/${trip.id}/history`, olga))
        .json()
        .items.map((i: { subject: string }) => i.subject);
    const deleteFirst = (body: Body) => {
      body.deleted.luggage_transfers = [body.luggage_transfers[0].id as number];
      body.luggage_transfers = body.luggage_transfers.slice(1);
    };
    expect(
      await saveThis((body) => {
        body.trip = { ...body.trip, luggage_transfers: true, travellers: 2, general_status_id: 1 };
        body.accommodations = stays;
      }),
    ).toEqual(['Puente la Reina', 'Estella']);
    const first = (await auto()).items[0].transfer_id as number;

    // Staff delete the Puente la Reina → Estella row: saving again does not make it again.
    expect(await saveThis(deleteFirst)).toEqual(['Estella']);
    expect(await saveThis(() => {})).toEqual(['Estella']);
    expect((await auto()).dismissed).toEqual([
      expect.objectContaining({
        transfer_id: first,
        from_location_name: 'Puente la Reina',
        to_location_name: 'Estella',
        date: day(1),
      }),
    ]);
    expect(await subjects()).toContain(
      `Luggage transfer #${first}: deleted by hand, the system no longer creates it (Puente la Reina → Estella)`,
    );

    // Restored: the row is made again at once, and the trip moves to a new version.
    const version = (await loadTrip(t, olga, trip.id)).trip.version;
    const unknown = await post(
      t,
      `/trips/${trip.id}/auto-transfers/restore`,
      { transfer_id: 2147483647 },
      olga,
    );
    expect(unknown.statusCode).toBe(404);
    const restored = await post(t, `/trips/${trip.id}/auto-transfers/restore`, { transfer_id: first }, olga);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().version).toBeGreaterThan(version);
    const now = await loadTrip(t, olga, trip.id);
    expect(now.trip.version).toBe(restored.json().version);
    expect(now.luggage_transfers.map((r) => r.from_location_name)).toEqual(['Estella', 'Puente la Reina']);
    expect((await auto()).dismissed).toEqual([]);
    expect(await subjects()).toContain(
      `Luggage transfer #${first}: restored, the system creates this change of place again (Puente la Reina → Estella)`,
    );

    // Deleted again, then the night in Puente la Reina goes: that change of place is gone, so is its dismissal.
    expect(
      await saveThis((body) => {
        const i = body.luggage_transfers.findIndex((r) => r.from_location_id === place[1]);
        body.deleted.luggage_transfers = [body.luggage_transfers[i].id as number];
        body.luggage_transfers.splice(i, 1);
      }),
    ).toEqual(['Estella']);
    const again = (await auto()).dismissed[0].transfer_id as number;
    await saveThis((body) => {
      body.deleted.accommodations = [body.accommodations[0].id as number];
      body.accommodations = body.accommodations.slice(1);
    });
    expect((await auto()).dismissed).toEqual([]);
    expect(await subjects()).toContain(
      `Luggage transfer #${again}: deletion forgotten, the hotel chain no longer changes place here (Puente la Reina → Estella)`,
    );
    // The night back: the change of place is new to the system, which makes its row.
    expect(
      await saveThis((body) => {
        body.accommodations = [stays[0], ...body.accommodations];
      }),
    ).toEqual(['Estella', 'Puente la Reina']);
  });
});
