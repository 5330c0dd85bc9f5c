import { tripMessages } from '@trips/shared/modules/trips/trips.constants';
import type { SaveTripBody } from '@trips/shared/modules/trips/trips.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import {
  loadTrip,
  newTrip,
  pricedFixtures,
  rowCount,
  saveBodyOf,
  saveTrip,
  serviceOf,
} from './support/trips.ts';

describe.each(targets)('trip rows priced by the pricing engine on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let ids: Awaited<ReturnType<typeof pricedFixtures>>;

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    ids = await pricedFixtures(t, olga);
  });
  afterAll(() => t.close());

  it('saves the four sections, priced by the negotiated, luggage and transfer rates and the service price', async () => {
    const { trip } = await newTrip(t, olga);
    const body: SaveTripBody = saveBodyOf(await loadTrip(t, olga, trip.id));
    body.trip = { ...body.trip, trip_price: 1000, insurance_cost: 20, travellers: 2 };
    body.accommodations = [
      {
        provider_id: ids.hotel,
        location_id: ids.sarria,
        checkin_date: '2031-05-01',
        checkout_date: '2031-05-03',
        double_rooms: 1,
        people: 2,
      },
    ];
    body.luggage_transfers = [{ provider_id: ids.carrier, date: '2031-05-03', luggage: 3 }];
    body.normal_transfers = [
      {
        provider_id: ids.taxi,
        date: '2031-05-01',
        people: 2,
        from_location_id: ids.sarria,
        from_meeting_point_id: ids.point,
      },
    ];
    body.other_services = [{ provider_id: ids.taxi, service_id: ids.service, people: 2, r_cost: null }];
    const res = await saveTrip(t, olga, trip.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.messages).toEqual(['Trip saved']);
    expect(saved.accommodations[0]).toMatchObject({
      t_cost: 200,
      t_cost_national: 200,
      t_cost_problem: null,
      nights: 2,
      provider_name: 'Hotel Alfonso IX',
      location_name: 'Sarria',
      meals_name: 'Breakfast',
      trip_service_status_name: 'OK',
      provider_currency_symbol: '€',
      provider_currency_rate: 1,
      position: 0,
    });
    expect(saved.luggage_transfers[0]).toMatchObject({
      t_cost: 24,
      transfer_type_id: 2,
      to_meeting_point_id: -1,
    });
    expect(saved.normal_transfers[0]).toMatchObject({
      t_cost: 45,
      transfer_type_id: 1,
      from_meeting_point_name: 'Church square',
    });
    expect(saved.other_services[0]).toMatchObject({ t_cost: 25, service_name: 'Bike rental' });
    // 200 + 24 + 45 + 25 = 294; margin 1000 − 294 − 20.
    expect(saved.trip).toMatchObject({
      total_cost: 294,
      gross_margin: 686,
      gross_margin_per: 68.6,
      version: 2,
    });
    expect(await loadTrip(t, olga, trip.id)).toEqual({ ...saved, messages: undefined });
  });

  it('takes a real cost before the theoretical one and leaves cancelled rows out of the total', async () => {
    const { trip } = await newTrip(t, olga);
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    body.trip.trip_price = 500;
    body.luggage_transfers = [
      { provider_id: ids.carrier, date: '2031-05-03', luggage: 2, r_cost: 10 },
      { provider_id: ids.carrier, date: '2031-05-04', luggage: 2, trip_service_status_id: 7 },
    ];
    const saved = (await saveTrip(t, olga, trip.id, body)).json();
    expect(saved.luggage_transfers.map((r: { t_cost: number }) => r.t_cost)).toEqual([16, 16]);
    expect(saved.luggage_transfers[1].trip_service_status_name).toBe('Cancelled');
    expect(saved.trip).toMatchObject({ total_cost: 10, gross_margin: 490, gross_margin_per: 98 });
  });

  it('leaves t_cost empty with the engine’s message when no rate applies', async () => {
    const { trip } = await newTrip(t, olga);
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    body.luggage_transfers = [
      { provider_id: ids.hotel, date: '2031-05-03', luggage: 2 },
      { provider_id: ids.carrier, date: '2035-05-03', luggage: 2 },
      { provider_id: ids.carrier, date: null, luggage: 2 },
    ];
    const saved = (await saveTrip(t, olga, trip.id, body)).json();
    const [noRate, uncovered, undated] = saved.luggage_transfers;
    expect(noRate).toMatchObject({ t_cost: null, t_cost_problem: 'Hotel Alfonso IX has no luggage rate' });
    expect(uncovered.t_cost).toBeNull();
    expect(uncovered.t_cost_problem).toContain('2035-05-03');
    expect(undated).toMatchObject({ t_cost: null, t_cost_problem: null });
    const priceless = await serviceOf(t, ids.taxi, 'Ask the guide', null);
    const again = saveBodyOf(saved);
    again.other_services = [{ provider_id: ids.taxi, service_id: priceless, people: 3 }];
    const res = (await saveTrip(t, olga, trip.id, again)).json();
    expect(res.other_services[0]).toMatchObject({
      t_cost: null,
      t_cost_problem: 'The chosen service has no price.',
    });
  });

  it('keeps every amount within its numeric(12, 2) column: a row cost beyond is a problem, a total a 400', async () => {
    const { trip } = await newTrip(t, olga);
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    const jet = await serviceOf(t, ids.taxi, 'Private jet', 1_000_000_000);
    body.other_services = [{ provider_id: ids.taxi, service_id: jet, people: 11 }];
    const saved = (await saveTrip(t, olga, trip.id, body)).json();
    expect(saved.other_services[0].t_cost).toBeNull();
    expect(saved.other_services[0].t_cost_problem).toContain('more than 9,999,999,999');
    const { trip: costly } = await newTrip(t, olga);
    const rows = saveBodyOf(await loadTrip(t, olga, costly.id));
    rows.accommodations = [{ r_cost: 9_999_999_999 }, { r_cost: 1 }];
    const res = await saveTrip(t, olga, costly.id, rows);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(tripMessages.costsTooLarge);
    expect(await rowCount(t, costly.id)).toBe(0);
  });

  it('prices new rows at the provider currency’s rate and keeps saved rows at the rate they were priced at', async () => {
    const admin = await signIn(t);
    const currencies = (await get(t, '/settings-lists/currencies', admin)).json();
    const pound = currencies.rows.find((c: { symbol: string }) => c.symbol === '£');
    await t.db.updateTable('providers').set({ currency_id: pound.id }).where('id', '=', ids.taxi).execute();
    const setRate = async (rate: number) => {
      const now = (await get(t, '/settings-lists/currencies', admin)).json();
      const rows = now.rows.map((c: { id: number }) => (c.id === pound.id ? { ...c, rate } : c));
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/settings-lists/currencies',
        payload: { rows, deleted: [], version: now.version },
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setRate(2);
    const { trip } = await newTrip(t, olga);
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    body.other_services = [{ provider_id: ids.taxi, service_id: ids.service, people: 2 }];
    const first = (await saveTrip(t, olga, trip.id, body)).json();
    expect(first.other_services[0]).toMatchObject({
      provider_currency_rate: 2,
      provider_currency_symbol: '£',
    });
    const firstCost = first.other_services[0].t_cost;

    await setRate(4);
    const again = saveBodyOf(first);
    again.other_services = [
      ...(again.other_services ?? []),
      { provider_id: ids.taxi, service_id: ids.service, people: 2 },
    ];
    const second = (await saveTrip(t, olga, trip.id, again)).json();
    expect(second.other_services[0]).toMatchObject({ provider_currency_rate: 2, t_cost: firstCost });
    expect(second.other_services[1]).toMatchObject({ provider_currency_rate: 4 });
    expect(second.other_services[1].t_cost).not.toBe(firstCost);
  });
});
