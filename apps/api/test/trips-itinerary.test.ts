import type { ReadinessProblem } from '@trips/shared/modules/trips/readiness.schema';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/modules/trips/readiness/readiness.days.ts';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { locationId, providerId } from './support/providers.ts';
import { replaceRouteProviders } from './support/transfer-routes.ts';
import { loadTrip, saveBodyOf, saveTrip, serviceOf, setOnlyRate } from './support/trips.ts';

const year = { from_date: '2031-01-01', to_date: '2031-12-31' };
const rooms = { ir_b: 70, dr2_b: 100, ir1_b: 95, tr_b: 130 };
const rateRow = (over: object = {}) => ({
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

interface Stage {
  day: number;
  location: number;
  nights: number;
  level?: number;
  plans?: object[];
  luggage?: boolean;
}
interface Itinerary {
  stages: Stage[];
  transfers?: { day: number; from: number; to: number; kind: 'people' | 'luggage' }[];
  services?: { day: number; service: number; units?: number }[];
}

/** An itinerary saved through the itineraries API (which wants a hotel at every stage's place). */
async function savedItinerary(t: TestApp, token: string, holiday: string, it: Itinerary) {
  const res = await post(
    t,
    '/itineraries',
    {
      itinerary: {
        holiday_id: holiday,
        name: `Itinerary ${holiday}`,
        name_es: `Itinerario ${holiday}`,
        trip_type_id: 1,
      },
      stages: it.stages.map((s) => ({
        day_offset: s.day,
        location_id: s.location,
        nights: s.nights,
        accommodation_level_id: s.level ?? 1,
        meals_id: 1,
        room_plans: s.plans ?? [],
        luggage: s.luggage ?? true,
      })),
      transfers: (it.transfers ?? []).map((x) => ({
        day_offset: x.day,
        from_location_id: x.from,
        to_location_id: x.to,
        kind: x.kind,
      })),
      services: (it.services ?? []).map((s) => ({
        day_offset: s.day,
        service_id: s.service,
        units: s.units ?? 1,
      })),
    },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().itinerary.id as number;
}

/**
 * An itinerary written straight into its tables: one the API would refuse today (a stage's place without a
 * hotel), as an itinerary becomes when its place's hotels are later switched off.
 */
async function itineraryOf(t: TestApp, holiday: string, it: Itinerary) {
  const { id } = await t.db
    .insertInto('itineraries')
    .values({
      holiday_id: holiday,
      name: `Itinerary ${holiday}`,
      name_es: `Itinerario ${holiday}`,
      trip_type_id: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, s] of it.stages.entries())
    await t.db
      .insertInto('itinerary_stages')
      .values({
        itinerary_id: id,
        position,
        day_offset: s.day,
        location_id: s.location,
        nights: s.nights,
        accommodation_level_id: s.level ?? 1,
        meals_id: 1,
        room_plans: JSON.stringify(s.plans ?? []),
        luggage: s.luggage ?? true,
      })
      .execute();
  for (const [position, x] of (it.transfers ?? []).entries())
    await t.db
      .insertInto('itinerary_transfers')
      .values({
        itinerary_id: id,
        position,
        day_offset: x.day,
        from_location_id: x.from,
        to_location_id: x.to,
        kind: x.kind,
      })
      .execute();
  for (const [position, s] of (it.services ?? []).entries())
    await t.db
      .insertInto('itinerary_services')
      .values({ itinerary_id: id, position, day_offset: s.day, service_id: s.service, units: s.units ?? 1 })
      .execute();
  return id;
}

describe.each(targets)('trips made from an itinerary on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let admin: string;
  let place: Record<'sarria' | 'portomarin' | 'palas' | 'melide' | 'santiago' | 'finisterre', number>;
  let hotel: Record<'alfonso' | 'portomino' | 'garea', number>;
  let carrier: number;
  let taxi: number;
  let bikes: number;
  let complete: number;
  let holes: number;

  const readiness = async (id: number): Promise<ReadinessProblem[]> => {
    const res = await get(t, `/trips/${id}/readiness`, olga);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().problems;
  };
  const create = async (body: object): Promise<TripResponse> => {
    const res = await post(t, '/trips', body, olga);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const stays = (d: TripResponse) =>
    d.accommodations.map((a) => [
      a.location_name,
      a.checkin_date,
      a.checkout_date,
      a.provider_name,
      a.people,
      `${a.individual_rooms}/${a.double_rooms}/${a.twin_rooms}/${a.triple_rooms}`,
    ]);

  /** The location's hotel list is exactly these providers, in this order. */
  async function hotelList(location: number, providers: number[]) {
    await t.db
      .deleteFrom('location_priority_providers')
      .where('location_id', '=', location)
      .where('list', 'in', ['hotel', 'superior'])
      .execute();
    for (const [i, provider] of providers.entries())
      await t.db
        .insertInto('location_priority_providers')
        .values({ location_id: location, list: 'hotel', provider_id: provider, priority: i + 1 })
        .execute();
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    admin = await signIn(t);
    place = {
      sarria: await locationId(t, 'Sarria'),
      portomarin: await locationId(t, 'Portomarín'),
      palas: await locationId(t, 'Palas de Rei'),
      melide: await locationId(t, 'Melide'),
      santiago: await locationId(t, 'Santiago de Compostela'),
      finisterre: await locationId(t, 'Finisterre'),
    };
    hotel = {
      alfonso: await providerId(t, 'Hotel Alfonso IX'),
      portomino: await providerId(t, 'Pensión Portomiño'),
      garea: await providerId(t, 'Casa Garea'),
    };
    carrier = await providerId(t, 'Camino Bag Carrier');
    taxi = await providerId(t, 'Taxi Compostela');
    const negotiated = (items: object[]) => ({ name: 'Test 2031', rate_items: items });
    await setOnlyRate(t, olga, hotel.alfonso, 'negotiated', negotiated([{ ...year, ...rooms }]));
    await setOnlyRate(t, olga, hotel.garea, 'negotiated', negotiated([{ ...year, ...rooms }]));
    // Portomiño costs more from June: a copy a month later is priced by the June rate.
    await setOnlyRate(
      t,
      olga,
      hotel.portomino,
      'negotiated',
      negotiated([
        { from_date: '2031-01-01', to_date: '2031-05-31', ...rooms },
        { from_date: '2031-06-01', to_date: '2031-12-31', ...rooms, ir1_b: 120, dr2_b: 125 },
      ]),
    );
    const quantity = (type: string, qty: object) => ({
      name: 'Test',
      type,
      rate_items: [{ ...year, qties: [qty] }],
    });
    await setOnlyRate(
      t,
      olga,
      carrier,
      'luggage',
      quantity('luggage', { from_qty: 1, to_qty: -1, amount: 8, price_type: 'per' }),
    );
    await setOnlyRate(
      t,
      olga,
      taxi,
      'transfer',
      quantity('transfer', { from_qty: 1, to_qty: 4, amount: 45 }),
    );
    bikes = await serviceOf(t, taxi, 'Bike rental', 12.5);
    await hotelList(place.sarria, [hotel.alfonso]);
    await hotelList(place.portomarin, [hotel.portomino]);
    await hotelList(place.palas, [hotel.garea]);
    await hotelList(place.melide, []);
    for (const [from, to] of [
      [place.sarria, place.portomarin],
      [place.portomarin, place.palas],
    ] as const) {
      const res = await replaceRouteProviders(t, olga, from, to, [
        { provider_id: carrier, provider_priority: 1, rates: [rateRow()] },
      ]);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await replaceRouteProviders(t, olga, place.palas, place.santiago, [
      { provider_id: taxi, provider_priority: 1, rates: [rateRow({ automated_creation: false })] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    await sql`delete from transfer_routes where (start_location_id = ${place.sarria} and end_location_id = ${place.melide})
      or (start_location_id = ${place.melide} and end_location_id = ${place.finisterre})`.execute(t.db);

    complete = await savedItinerary(t, admin, 'TEST-SAR-PAL', {
      stages: [
        { day: 0, location: place.sarria, nights: 1 },
        {
          day: 1,
          location: place.portomarin,
          nights: 2,
          plans: [{ party: 2, individual_rooms: 0, double_rooms: 0, twin_rooms: 1, triple_rooms: 0 }],
        },
        { day: 3, location: place.palas, nights: 1 },
      ],
      transfers: [{ day: 4, from: place.palas, to: place.santiago, kind: 'people' }],
      services: [{ day: 1, service: bikes }],
    });
    holes = await itineraryOf(t, 'TEST-HOLES', {
      stages: [
        { day: 0, location: place.sarria, nights: 1 },
        { day: 1, location: place.melide, nights: 1, luggage: false },
      ],
      transfers: [{ day: 2, from: place.melide, to: place.finisterre, kind: 'people' }],
    });
  });
  afterAll(() => t.close());

  it('makes a complete trip: consecutive nights with providers and rooms, luggage, transfer and service, priced', async () => {
    const made = await create({
      trip_name: 'From the itinerary',
      start_date: '2031-05-04',
      itinerary_id: complete,
      travellers: 2,
    });
    const { trip } = made;
    expect([trip.itinerary_id, trip.itinerary_name, trip.holiday_id, trip.holiday_name]).toEqual([
      complete,
      'Itinerary TEST-SAR-PAL',
      'TEST-SAR-PAL',
      'Itinerary TEST-SAR-PAL',
    ]);
    expect([trip.start_date, trip.end_date, trip.travellers, trip.general_status_id]).toEqual([
      '2031-05-04',
      '2031-05-08',
      2,
      1,
    ]);
    expect([trip.start_location_id, trip.end_location_id, trip.luggage_transfers]).toEqual([
      place.sarria,
      place.palas,
      true,
    ]);
    expect(stays(made)).toEqual([
      ['Sarria', '2031-05-04', '2031-05-05', 'Hotel Alfonso IX', 2, '0/1/0/0'],
      ['Portomarín', '2031-05-05', '2031-05-07', 'Pensión Portomiño', 2, '0/0/1/0'],
      ['Palas de Rei', '2031-05-07', '2031-05-08', 'Casa Garea', 2, '0/1/0/0'],
    ]);
    expect(made.accommodations.map((a) => a.t_cost)).toEqual([100, 190, 100]);
    expect(
      made.luggage_transfers.map((r) => [
        r.date,
        r.from_location_name,
        r.to_location_name,
        r.provider_id,
        r.t_cost,
      ]),
    ).toEqual([
      ['2031-05-05', 'Sarria', 'Portomarín', carrier, 16],
      ['2031-05-07', 'Portomarín', 'Palas de Rei', carrier, 16],
    ]);
    expect(
      made.normal_transfers.map((r) => [
        r.date,
        r.from_location_name,
        r.to_location_name,
        r.provider_id,
        r.people,
        r.t_cost,
      ]),
    ).toEqual([['2031-05-08', 'Palas de Rei', 'Santiago de Compostela', taxi, 2, 45]]);
    expect(
      made.other_services.map((r) => [
        r.from_date,
        r.to_date,
        r.service_id,
        r.provider_id,
        r.people,
        r.t_cost,
      ]),
    ).toEqual([['2031-05-05', '2031-05-05', bikes, taxi, 2, 25]]);
    expect(made.trip.total_cost).toBe(100 + 190 + 100 + 16 + 16 + 45 + 25);
    expect((await readiness(trip.id)).filter((p) => p.severity === 'error')).toEqual([]);

    // The same rows priced from scratch (saved as new rows) cost the same.
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    for (const section of ['accommodations', 'normal_transfers', 'other_services'] as const) {
      body.deleted[section] = (body[section] ?? []).map((r) => r.id!);
      body[section] = (body[section] ?? []).map((r) => ({ ...r, id: null })) as never;
    }
    const again = await saveTrip(t, olga, trip.id, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().trip.total_cost).toBe(made.trip.total_cost);

    const history = (await get(t, `/trips/${trip.id}/history`, olga)).json();
    expect(history.items.map((i: { subject: string | null }) => i.subject)).toContain(
      'Made from itinerary Itinerary TEST-SAR-PAL',
    );
  });

  it('leaves the holes without a provider for the readiness panel to name', async () => {
    const made = await create({
      trip_name: 'Holes',
      start_date: '2031-05-10',
      itinerary_id: holes,
      travellers: 3,
    });
    expect(stays(made)).toEqual([
      ['Sarria', '2031-05-10', '2031-05-11', 'Hotel Alfonso IX', 3, '1/1/0/0'],
      ['Melide', '2031-05-11', '2031-05-12', null, 3, '1/1/0/0'],
    ]);
    expect(
      made.normal_transfers.map((r) => [r.from_location_name, r.to_location_name, r.provider_id]),
    ).toEqual([['Melide', 'Finisterre', null]]);
    // The bags do not follow into Melide: no luggage row is made there.
    expect(made.luggage_transfers).toEqual([]);
    const problems = await readiness(made.trip.id);
    const melide = made.accommodations[1]!.id;
    const transfer = made.normal_transfers[0]!.id;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'provider_missing', section: 'accommodations', row_id: melide }),
        expect.objectContaining({ code: 'provider_missing', section: 'normal_transfers', row_id: transfer }),
        expect.objectContaining({
          code: 'transfer_route_missing',
          row_id: transfer,
          message: 'No transfer route from Melide to Finisterre for the transfer on Mon 12 May',
        }),
      ]),
    );
  });

  it('honours a stage whose bags stay behind: its change of place gets no luggage row', async () => {
    const partly = await savedItinerary(t, admin, 'TEST-BAGS', {
      stages: [
        { day: 0, location: place.sarria, nights: 1 },
        { day: 1, location: place.portomarin, nights: 1 },
        { day: 2, location: place.palas, nights: 1, luggage: false },
      ],
    });
    const made = await create({
      trip_name: 'Bags',
      start_date: '2031-05-20',
      itinerary_id: partly,
      travellers: 2,
    });
    expect(made.luggage_transfers.map((r) => [r.date, r.from_location_name, r.to_location_name])).toEqual([
      ['2031-05-21', 'Sarria', 'Portomarín'],
    ]);
    // The itinerary's wish is no dropped stage: readiness is quiet about it, and staff may still restore it.
    const luggage = (await readiness(made.trip.id)).filter((p) => p.code === 'luggage_stage_missing');
    expect(luggage).toEqual([]);
    const auto = await get(t, `/trips/${made.trip.id}/auto-transfers`, olga);
    expect(auto.json().dismissed.map((d: { to_location_name: string }) => d.to_location_name)).toEqual([
      'Palas de Rei',
    ]);
  });

  it('asks for an end date without an itinerary, as before, and refuses an unknown itinerary', async () => {
    const plain = await post(t, '/trips', { trip_name: 'Plain', start_date: '2031-05-10' }, olga);
    expect(plain.statusCode).toBe(400);
    expect(plain.json().field_errors).toEqual({ end_date: 'Enter the end date, or choose an itinerary.' });
    const unknown = await post(
      t,
      '/trips',
      { trip_name: 'Unknown', start_date: '2031-05-10', itinerary_id: 999_999 },
      olga,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field_errors).toEqual({ itinerary_id: 'Unknown itinerary' });
    const late = await post(
      t,
      '/trips',
      { trip_name: 'Late', start_date: '9999-12-30', itinerary_id: complete },
      olga,
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().field_errors).toEqual({ start_date: 'The trip would end after 9999-12-31.' });
  });

  it('copies a trip to new dates: rows shifted, providers kept, priced by the new dates, nothing booked', async () => {
    const source = await create({
      trip_name: 'Source',
      start_date: '2031-05-04',
      itinerary_id: complete,
      travellers: 2,
    });
    const id = source.trip.id;
    // The source was booked and paid: none of it goes to the copy.
    await sql`update trip_accommodations set trip_service_status_id = 3, who_accepted = 'Ana',
      provider_date = '2031-04-01', provider_acceptance_date = '2031-04-02', payment_date = '2031-04-03',
      ota_reference = 'OTA-1', comments_from_provider = 'Confirmed: ABC123', r_cost = 99
      where trip_id = ${id}`.execute(t.db);
    const res = await post(
      t,
      `/trips/${id}/copy`,
      { start_date: '2031-06-04', trip_name: 'Copy in June', customer_first_name: 'Maria' },
      olga,
    );
    expect(res.statusCode, res.body).toBe(200);
    const copy: TripResponse = res.json();
    expect(copy.trip.id).not.toBe(id);
    expect([copy.trip.trip_name, copy.trip.customer_first_name, copy.trip.general_status_id]).toEqual([
      'Copy in June',
      'Maria',
      1,
    ]);
    expect([copy.trip.start_date, copy.trip.end_date, copy.trip.itinerary_id]).toEqual([
      '2031-06-04',
      '2031-06-08',
      complete,
    ]);
    expect(stays(copy)).toEqual([
      ['Sarria', '2031-06-04', '2031-06-05', 'Hotel Alfonso IX', 2, '0/1/0/0'],
      ['Portomarín', '2031-06-05', '2031-06-07', 'Pensión Portomiño', 2, '0/0/1/0'],
      ['Palas de Rei', '2031-06-07', '2031-06-08', 'Casa Garea', 2, '0/1/0/0'],
    ]);
    // Portomiño's June rate, not May's.
    expect(copy.accommodations.map((a) => a.t_cost)).toEqual([100, 240, 100]);
    for (const a of copy.accommodations)
      expect([
        a.trip_service_status_id,
        a.who_accepted,
        a.provider_date,
        a.provider_acceptance_date,
        a.payment_date,
        a.ota_reference,
        a.comments_from_provider,
        a.r_cost,
      ]).toEqual([1, '', null, null, null, '', '', null]);
    expect(copy.luggage_transfers.map((r) => [r.date, r.provider_id])).toEqual([
      ['2031-06-05', carrier],
      ['2031-06-07', carrier],
    ]);
    expect(copy.normal_transfers.map((r) => [r.date, r.provider_id, r.t_cost])).toEqual([
      ['2031-06-08', taxi, 45],
    ]);
    expect(copy.other_services.map((r) => [r.from_date, r.provider_id, r.t_cost])).toEqual([
      ['2031-06-05', taxi, 25],
    ]);
    const requests = await t.db
      .selectFrom('booking_requests')
      .select('id')
      .where('trip_id', '=', copy.trip.id)
      .execute();
    expect(requests).toEqual([]);
    const history = (await get(t, `/trips/${copy.trip.id}/history`, olga)).json();
    expect(history.items.map((i: { subject: string | null }) => i.subject)).toContain(
      `Copied from trip #${id}`,
    );
  });

  it('re-plans the rows from the itinerary for a new party and start day; once Active, moves and resizes them', async () => {
    const made = await create({
      trip_name: 'Re-plan',
      start_date: '2031-05-04',
      itinerary_id: complete,
      travellers: 2,
    });
    const id = made.trip.id;
    const res = await post(
      t,
      `/trips/${id}/replan`,
      { version: made.trip.version, start_date: '2031-05-11', travellers: 3 },
      olga,
    );
    expect(res.statusCode, res.body).toBe(200);
    const replanned: TripResponse = res.json();
    expect([replanned.trip.start_date, replanned.trip.end_date, replanned.trip.travellers]).toEqual([
      '2031-05-11',
      '2031-05-15',
      3,
    ]);
    expect(stays(replanned)).toEqual([
      ['Sarria', '2031-05-11', '2031-05-12', 'Hotel Alfonso IX', 3, '1/1/0/0'],
      ['Portomarín', '2031-05-12', '2031-05-14', 'Pensión Portomiño', 3, '1/1/0/0'],
      ['Palas de Rei', '2031-05-14', '2031-05-15', 'Casa Garea', 3, '1/1/0/0'],
    ]);
    expect(replanned.luggage_transfers.map((r) => [r.date, r.luggage])).toEqual([
      ['2031-05-12', 3],
      ['2031-05-14', 3],
    ]);
    expect(replanned.other_services.map((r) => [r.from_date, r.people])).toEqual([['2031-05-12', 3]]);

    // Once Active the rows stay (their ids and providers): they move and are resized, not planned again.
    await sql`update trips set general_status_id = 2 where id = ${id}`.execute(t.db);
    const moved = await post(
      t,
      `/trips/${id}/replan`,
      { version: replanned.trip.version, start_date: '2031-05-18', travellers: 2 },
      olga,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const active: TripResponse = moved.json();
    const ids = (d: TripResponse) => d.accommodations.map((r) => [r.id, r.provider_id]);
    expect(ids(active)).toEqual(ids(replanned));
    expect(active.accommodations.map((r) => [r.checkin_date, r.people])).toEqual(
      replanned.accommodations.map((r) => [addDays(r.checkin_date!, 7), 2]),
    );
  });
});
