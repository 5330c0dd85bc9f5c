import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth.ts';
import { bookingEmails, bookingProvider, linkIn, stepsOn } from './support/bookings.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { listPost } from './support/list-client.ts';
import { memberWith } from './support/people.ts';
import { locationId, put } from './support/providers.ts';
import { loadTrip, newTrip, saveBodyOf, saveTrip } from './support/trips.ts';

const is = (values: unknown[], filter_type = 'autocomplete') => ({ values, filter_type, option_type: 'is' });

describe.each(targets)('the reports of trip rows on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let tripId: number;
  let hotels: number[];
  const clock = clockAheadOfRealTime();
  const search = (body: object, token = admin) =>
    listPost(t.app, '/accommodations_report/search', body, token);

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    const drain = await stepsOn(t, clock);
    admin = await signIn(t);
    const [sarria, portomarin] = [await locationId(t, 'Sarria'), await locationId(t, 'Portomarín')];
    hotels = [
      await bookingProvider(t, 'Report Hotel A', sarria),
      await bookingProvider(t, 'Report Hotel B', portomarin),
    ];
    const { version } = (
      await t.app.inject({ url: '/api/v1/settings/booking', headers: { authorization: `Bearer ${admin}` } })
    ).json();
    await put(t, '/settings/booking', { version, values: { bps_test_mode: false } }, admin);
    const tag = await t.db
      .insertInto('tags')
      .values({ name: 'Report tag', type: 'trip' } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const { trip } = await newTrip(t, admin, {
      trip_name: 'Report trip',
      start_date: '2031-06-01',
      end_date: '2031-06-03',
    });
    tripId = trip.id;
    const body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.trip = { ...body.trip, tag_ids: [tag.id], general_status_id: 2 };
    body.accommodations = [
      {
        provider_id: hotels[0]!,
        location_id: sarria,
        checkin_date: '2031-06-01',
        checkout_date: '2031-06-02',
        double_rooms: 1,
        people: 2,
        is_send_email: true,
      },
      {
        provider_id: hotels[1]!,
        location_id: portomarin,
        checkin_date: '2031-06-02',
        checkout_date: '2031-06-04',
        twin_rooms: 1,
        people: 2,
      },
    ];
    body.luggage_transfers = [
      {
        provider_id: hotels[1]!,
        date: '2031-06-02',
        from_location_id: sarria,
        to_location_id: portomarin,
        luggage: 3,
      },
    ];
    body.normal_transfers = [
      { provider_id: hotels[0]!, date: '2031-06-01', from_location_id: sarria, people: 2 },
    ];
    body.other_services = [
      {
        provider_id: hotels[0]!,
        from_date: '2031-06-02',
        to_date: '2031-06-02',
        location_id: sarria,
        people: 2,
        service_type_id: 6,
      },
    ];
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    await drain();
    const request = (await bookingEmails(t)).find((e) => e.template_slug === 'booking-request')!;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/provider-response/${linkIn(request)}`,
      payload: { decision: 'confirm', conf_number: 'R-42' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('lists each night with its trip, provider, nights, status and the confirmation number', async () => {
    const res = await search({ tags: is([]), provider_id: is(hotels) });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().items;
    expect(
      rows.map((r: Record<string, unknown>) => [
        r.provider_name,
        r.checkin_date,
        r.nights,
        r.trip_service_status_name,
        r.conf_number,
      ]),
    ).toEqual([
      ['Report Hotel A', '2031-06-01', 1, 'Confirmed', 'R-42'],
      ['Report Hotel B', '2031-06-02', 2, 'OK', null],
    ]);
    expect(rows[0]).toMatchObject({
      trip_id: tripId,
      trip_name: 'Report trip',
      location: 'Sarria',
      tags: ['Report tag'],
    });
  });

  it('filters by the trip’s tags, the nights and the confirmation number', async () => {
    const tag = await t.db
      .selectFrom('tags')
      .select('id')
      .where('name', '=', 'Report tag')
      .executeTakeFirstOrThrow();
    const tagged = (await search({ tags: is([tag.id]) })).json().items;
    expect(tagged.map((r: { trip_id: number }) => r.trip_id)).toEqual([tripId, tripId]);
    const long = (
      await search({
        provider_id: is(hotels),
        nights: { values: [2, 5], filter_type: 'numeric', option_type: 'between' },
      })
    ).json().items;
    expect(long.map((r: { provider_name: string }) => r.provider_name)).toEqual(['Report Hotel B']);
    const confirmed = (
      await search({ conf_number: { values: ['R-4'], filter_type: 'text', option_type: 'contains' } })
    ).json().items;
    expect(confirmed.map((r: { provider_name: string }) => r.provider_name)).toEqual(['Report Hotel A']);
  });

  it('exports what it shows, and is kept to the report’s right', async () => {
    const csv = await listPost(
      t.app,
      '/accommodations_report/export',
      { provider_id: is(hotels), format: 'csv', columns: ['provider_name', 'conf_number'] },
      admin,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Report Hotel A');
    expect(csv.body).toContain('R-42');
    const tripsOnly = (await memberWith(t, { trips: ['view'] })).token;
    expect((await search({}, tripsOnly)).statusCode).toBe(403);
    const reader = (await memberWith(t, { accommodations_report: ['view'] })).token;
    expect((await search({ provider_id: is(hotels) }, reader)).json().items).toHaveLength(2);
  });

  it('lists luggage and normal transfers apart, each with its own quantity', async () => {
    const sarria = await locationId(t, 'Sarria');
    const luggage = await listPost(
      t.app,
      '/luggage_transfers_report/search',
      { start_location_id: is([sarria]), provider_id: is(hotels) },
      admin,
    );
    expect(luggage.statusCode, luggage.body).toBe(200);
    expect(
      luggage
        .json()
        .items.map((r: Record<string, unknown>) => [
          r.provider_name,
          r.start_location_name,
          r.end_location_name,
          r.luggage,
          r.date,
        ]),
    ).toEqual([['Report Hotel B', 'Sarria', 'Portomarín', 3, '2031-06-02']]);
    const normal = (
      await listPost(t.app, '/normal_transfers_report/search', { provider_id: is(hotels) }, admin)
    ).json().items;
    expect(normal.map((r: Record<string, unknown>) => [r.provider_name, r.people, r.trip_id])).toEqual([
      ['Report Hotel A', 2, tripId],
    ]);
    const reader = (await memberWith(t, { accommodations_report: ['view'] })).token;
    expect((await listPost(t.app, '/luggage_transfers_report/search', {}, reader)).statusCode).toBe(403);
  });

  it('lists other services by their first day and place', async () => {
    const res = await listPost(
      t.app,
      '/other_services_report/search',
      {
        provider_id: is(hotels),
        location: { values: ['sarr'], filter_type: 'text', option_type: 'contains' },
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .items.map((r: Record<string, unknown>) => [
          r.provider_name,
          r.date,
          r.location,
          r.service_type_name,
          r.people,
        ]),
    ).toEqual([['Report Hotel A', '2031-06-02', 'Sarria', 'Tours', 2]]);
  });
});
