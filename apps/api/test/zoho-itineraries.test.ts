import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, put, signIn } from './support/auth.ts';
import { bookingEmails, bookingProvider, priorityList, stepsOn } from './support/bookings.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { type FakeDeal, startFakeZoho } from './support/fake-zoho.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { startSmtpServer } from './support/smtp.ts';
import { loadTrip, saveBodyOf, saveTrip, setOnlyRate } from './support/trips.ts';

const [pending, active] = [1, 2];

describe.each(targets)('trips from Zoho deals through itineraries on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let fake: Awaited<ReturnType<typeof startFakeZoho>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let drain: () => Promise<void>;
  const clock = clockAheadOfRealTime();
  const hotels: number[] = [];
  const hotelEmails: string[] = [];
  const places: number[] = [];
  let modified = Date.parse('2031-02-01T10:00:00Z');

  const deal = (id: string, values: Record<string, unknown>): FakeDeal => {
    modified += 60_000;
    return {
      id,
      Modified_Time: new Date(modified).toISOString(),
      Deal_Name: `Deal ${id}`,
      Start_Date: '2031-06-01',
      End_Date: '2031-06-04',
      Travellers: 2,
      Amount: 900,
      Customer_First_Name: 'Eva',
      Customer_Last_Name: 'Lind',
      Customer_Email: 'eva@example.com',
      Owner: { name: 'Admin', email: 'admin@example.com' },
      ...values,
    };
  };
  const syncNow = async () => {
    const res = await post(t, '/zoho/sync', {}, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const tripOfDeal = async (id: string) =>
    (await t.db.selectFrom('zoho_deals').select('trip_id').where('deal_id', '=', id).executeTakeFirst())
      ?.trip_id ?? null;
  const setActivation = async (on: boolean) => {
    const zoho = (await get(t, '/settings/zoho', admin)).json();
    const res = await put(
      t,
      '/settings/zoho',
      { values: { activate_synced_trips: on }, version: zoho.version },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const requestsFor = async (tripId: number) => {
    const trip = await loadTrip(t, admin, tripId);
    const ids = new Set(trip.accommodations.map((a) => a.id));
    return (await bookingEmails(t)).filter(
      (e) => e.template_slug === 'booking-request' && e.subject_id !== null && ids.has(e.subject_id),
    );
  };

  /** An itinerary of one night at each place, bags carried by the party. */
  async function itinerary(holiday: string, stops: number[]) {
    const row = await t.db
      .insertInto('itineraries')
      .values({ holiday_id: holiday, name: `Holiday ${holiday}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('itinerary_stages')
      .values(
        stops.map((location_id, position) => ({
          itinerary_id: row.id,
          position,
          day_offset: position,
          location_id,
          nights: 1,
          room_plans: JSON.stringify([]),
          luggage: false,
        })) as never,
      )
      .execute();
    return row.id;
  }

  beforeAll(async () => {
    fake = await startFakeZoho({ refreshToken: 'refresh-1', pageSize: 10 });
    smtp = await startSmtpServer();
    t = await startTestApp(target, { ZOHO_ACCOUNTS_URL: fake.url, SMTP_URL: smtp.url }, undefined, {
      clock,
    });
    drain = await stepsOn(t, clock);
    admin = await signIn(t);
    const zoho = (await get(t, '/settings/zoho', admin)).json();
    expect(zoho.values.activate_synced_trips).toBe(false);
    const saved = await put(
      t,
      '/settings/zoho',
      {
        values: { client_id: 'client-1', client_secret: 'secret-1', token: 'refresh-1', is_active: false },
        version: zoho.version,
      },
      admin,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await t.db.updateTable('zoho_accounts').set({ is_active: false }).where('id', '<>', 1).execute();
    const booking = (await get(t, '/settings/booking', admin)).json();
    await put(
      t,
      '/settings/booking',
      { version: booking.version, values: { bps_test_mode: false, bps_booking_request_wait: 24 } },
      admin,
    );
    const country = await t.db
      .selectFrom('locations')
      .select('country_id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const name of ['Zoho Stage One', 'Zoho Stage Two', 'Zoho Stage Three', 'Zoho Nowhere Inn']) {
      const row = await t.db
        .insertInto('locations')
        .values({ name, country_id: country.country_id })
        .returning('id')
        .executeTakeFirstOrThrow();
      places.push(row.id);
    }
    for (const [i, place] of places.slice(0, 3).entries()) {
      const hotel = await bookingProvider(t, `Zoho Stage ${i + 1} Hotel`, place);
      await setOnlyRate(t, admin, hotel, 'negotiated', {
        name: 'Season 2031',
        rate_items: [{ from_date: '2031-01-01', to_date: '2031-12-31', dr2_b: 100 + i * 10 }],
      });
      await priorityList(t, place, 'hotel', [hotel]);
      hotels.push(hotel);
      const { booking_email } = await t.db
        .selectFrom('providers')
        .select('booking_email')
        .where('id', '=', hotel)
        .executeTakeFirstOrThrow();
      hotelEmails.push(booking_email);
    }
    await itinerary('ZH-CAMINO-3', places.slice(0, 3));
    // The last place has no hotel on its list: a trip made from it has a stay without a provider.
    await itinerary('ZH-NO-HOTEL', [places[0]!, places[3]!]);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
    await smtp?.close();
  });

  it('makes a deal with a known holiday a complete Pending trip while Activate synced trips is off', async () => {
    fake.put(deal('Z1', { Holiday_Id: '  zh-camino-3 ', Holiday: 'Camino in three days' }));
    const status = await syncNow();
    expect(status.accounts[0]).toMatchObject({ last_status: 'ok', last_created: 1, last_unmatched: 0 });
    const tripId = (await tripOfDeal('Z1'))!;
    const trip = await loadTrip(t, admin, tripId);
    expect(trip.trip).toMatchObject({
      trip_name: 'Deal Z1',
      zoho_account_id: 1,
      start_date: '2031-06-01',
      end_date: '2031-06-04',
      travellers: 2,
      trip_price: 900,
      customer_last_name: 'Lind',
      general_status_id: pending,
    });
    const stays = trip.accommodations.map((a) => [a.location_id, a.provider_id, a.checkin_date, a.t_cost]);
    expect(stays).toEqual([
      [places[0], hotels[0], '2031-06-01', 100],
      [places[1], hotels[1], '2031-06-02', 110],
      [places[2], hotels[2], '2031-06-03', 120],
    ]);
    expect(trip.trip.total_cost).toBe(330);
    expect(status.attention).toEqual([]);
    await drain();
    expect(await requestsFor(tripId)).toEqual([]);
  });

  it('lists a deal whose holiday has no itinerary with its reason, its trip holding the deal only, one task', async () => {
    fake.put(deal('Z2', { Holiday_Id: 'NOPE-7', Holiday: 'A holiday we do not sell' }));
    const status = await syncNow();
    const tripId = (await tripOfDeal('Z2'))!;
    expect(tripId).not.toBeNull();
    const trip = await loadTrip(t, admin, tripId);
    expect(trip.trip).toMatchObject({
      trip_name: 'Deal Z2',
      holiday_id: 'NOPE-7',
      general_status_id: pending,
    });
    expect(trip.accommodations).toEqual([]);
    expect(status.unmatched.map((u: { deal_id: string }) => u.deal_id)).not.toContain('Z2');
    const listed = status.attention.find((a: { deal_id: string }) => a.deal_id === 'Z2');
    expect(listed).toMatchObject({
      trip_id: tripId,
      trip_name: 'Deal Z2',
      reason: 'Holiday NOPE-7 has no itinerary: the trip has no services yet.',
    });
    expect(listed.task_id).not.toBeNull();
    const task = await t.db
      .selectFrom('tasks')
      .select(['subject', 'subject_es', 'object_type_id', 'object_id'])
      .where('id', '=', listed.task_id)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({
      subject: 'Zoho deal Z2: holiday NOPE-7 has no itinerary',
      object_type_id: 2,
      object_id: tripId,
    });
    expect(task.subject_es).not.toBe(task.subject);

    // Read again (changed in Zoho): still listed, no second task.
    fake.put(deal('Z2', { Holiday_Id: 'NOPE-7', Holiday: 'A holiday we do not sell', Travellers: 3 }));
    const again = await syncNow();
    expect(again.attention.filter((a: { deal_id: string }) => a.deal_id === 'Z2')).toHaveLength(1);
    const tasks = await t.db
      .selectFrom('tasks')
      .select('id')
      .where('subject', 'like', 'Zoho deal Z2:%')
      .execute();
    expect(tasks).toHaveLength(1);
  });

  it('makes the new trip Active in the same sync when Activate synced trips is on, and its bookings are requested', async () => {
    await setActivation(true);
    fake.put(deal('Z3', { Holiday_Id: 'ZH-CAMINO-3', Travellers: 2 }));
    const status = await syncNow();
    const tripId = (await tripOfDeal('Z3'))!;
    const trip = await loadTrip(t, admin, tripId);
    expect(trip.trip.general_status_id).toBe(active);
    expect(trip.accommodations).toHaveLength(3);
    expect(status.attention.map((a: { deal_id: string }) => a.deal_id)).not.toContain('Z3');
    // The activation is the trips module's own save: its history names the deal.
    const history = (await get(t, `/trips/${tripId}/history`, admin)).json();
    expect(JSON.stringify(history.items)).toContain('Zoho deal Z3');
    // Nobody pressed anything: the booking automation asks each hotel by itself.
    await drain();
    const requests = await requestsFor(tripId);
    expect(requests.map((e) => e.recipient).sort()).toEqual([...hotelEmails].sort());
    for (const e of requests) expect(e.status).toBe('sent');
    const rows = (await loadTrip(t, admin, tripId)).accommodations;
    expect(rows.map((r) => r.trip_service_status_name)).toEqual(Array(3).fill('Requested'));
  });

  it('leaves a trip that is not ready Pending and says why', async () => {
    fake.put(deal('Z4', { Holiday_Id: 'ZH-NO-HOTEL', End_Date: '2031-06-03' }));
    const status = await syncNow();
    const tripId = (await tripOfDeal('Z4'))!;
    const trip = await loadTrip(t, admin, tripId);
    expect(trip.trip.general_status_id).toBe(pending);
    expect(trip.accommodations).toHaveLength(2);
    const listed = status.attention.find((a: { deal_id: string }) => a.deal_id === 'Z4');
    expect(listed).toMatchObject({ trip_id: tripId });
    expect(listed.reason).toMatch(/^Left Pending: /);
    expect(listed.task_id).not.toBeNull();
    await drain();
    expect(await requestsFor(tripId)).toEqual([]);
  });

  it('takes a listed trip off the list once staff make it Active', async () => {
    const tripId = (await tripOfDeal('Z4'))!;
    const body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.trip = { ...body.trip, general_status_id: active };
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    const status = (await get(t, '/zoho/status', admin)).json();
    expect(status.attention.map((a: { deal_id: string }) => a.deal_id)).not.toContain('Z4');
    await setActivation(false);
  });

  it('with Activate synced trips off again, a new trip from a known holiday stays Pending', async () => {
    fake.put(deal('Z5', { Holiday_Id: 'ZH-CAMINO-3' }));
    await syncNow();
    const trip = await loadTrip(t, admin, (await tripOfDeal('Z5'))!);
    expect(trip.trip.general_status_id).toBe(pending);
    expect(trip.accommodations).toHaveLength(3);
  });
});
