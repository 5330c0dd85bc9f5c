import { tripMessages } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { locationId, providerId } from './support/providers.ts';
import { loadTrip, meetingPointAt, newTrip, rowCount, saveBodyOf, saveTrip } from './support/trips.ts';

describe.each(targets)('trip save rules on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let pablo: string;
  let hotel: number;
  let sarria: number;
  let elsewhere: number;

  /** A trip with one saved accommodation. */
  async function tripWithRow(): Promise<TripResponse> {
    const { trip } = await newTrip(t, olga);
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    body.accommodations = [{ provider_id: hotel, internal_comments: 'first' }];
    return (await saveTrip(t, olga, trip.id, body)).json();
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    pablo = await signIn(t, 'pablo@example.com', DEMO_PASSWORD);
    hotel = await providerId(t, 'Hotel Alfonso IX');
    sarria = await locationId(t, 'Sarria');
    elsewhere = await meetingPointAt(t, await locationId(t, 'Portomarín'), 'Bridge');
  });
  afterAll(() => t.close());

  it('refuses a stale save with 409, the trip as it now stands, and saves nothing', async () => {
    const start = await tripWithRow();
    const olgaEdit = saveBodyOf(start);
    const pabloEdit = saveBodyOf(start);
    olgaEdit.trip.trip_name = 'Olga was first';
    expect((await saveTrip(t, olga, start.trip.id, olgaEdit)).statusCode).toBe(200);
    pabloEdit.trip.trip_name = 'Pablo too late';
    pabloEdit.accommodations = [];
    pabloEdit.deleted.accommodations = [start.accommodations[0].id];
    const res = await saveTrip(t, pablo, start.trip.id, pabloEdit);
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ success: false, message: tripMessages.stale });
    expect(body.current.trip).toMatchObject({ trip_name: 'Olga was first', version: start.trip.version + 1 });
    const now = await loadTrip(t, olga, start.trip.id);
    expect(now.trip.trip_name).toBe('Olga was first');
    expect(now.accommodations).toHaveLength(1);
  });

  it('rejects bad input by the contract: end before start, negative travellers and rooms', async () => {
    const start = await tripWithRow();
    const body = saveBodyOf(start);
    body.trip = { ...body.trip, start_date: '2031-05-08', end_date: '2031-05-01', travellers: -2 };
    body.accommodations = [{ ...start.accommodations[0], double_rooms: -1 }];
    const res = await saveTrip(t, olga, start.trip.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toMatchObject({
      'trip.end_date': tripMessages.endBeforeStart,
      'trip.travellers': 'cannot be negative',
      'accommodations.0.double_rooms': 'cannot be negative',
    });
    const created = await post(
      t,
      '/trips',
      { trip_name: 'x', start_date: '2031-02-02', end_date: '2031-02-01' },
      olga,
    );
    expect(created.json().field_errors).toEqual({ end_date: tripMessages.endBeforeStart });
    expect(await loadTrip(t, olga, start.trip.id)).toEqual({ ...start, messages: undefined });
  });

  it('refuses an absurd party, an inactive owner and a missing date, naming the field', async () => {
    const tooMany = await post(
      t,
      '/trips',
      { trip_name: 'Crowd', start_date: '2031-02-01', end_date: '2031-02-03', travellers: 5000 },
      olga,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field_errors.travellers).toBeDefined();
    const overSetting = await post(
      t,
      '/trips',
      { trip_name: 'Crowd', start_date: '2031-02-01', end_date: '2031-02-03', travellers: 51 },
      olga,
    );
    expect(overSetting.json().field_errors).toEqual({ travellers: tripMessages.travellers(50) });
    const start = await tripWithRow();
    const nora = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nora@example.com')
      .executeTakeFirstOrThrow();
    const body = saveBodyOf(start);
    body.trip = { ...body.trip, travellers: 0, operations_owner_id: nora.id };
    const res = await saveTrip(t, olga, start.trip.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toMatchObject({
      travellers: tripMessages.travellers(50),
      'trip.operations_owner_id': tripMessages.unknownUser,
    });
    const replan = await post(
      t,
      `/trips/${start.trip.id}/replan`,
      { version: start.trip.version, travellers: 60 },
      olga,
    );
    expect(replan.json().field_errors).toEqual({ travellers: tripMessages.travellers(50) });
    const undated = await post(t, '/trips', { trip_name: 'x', start_date: '', end_date: '2031-02-01' }, olga);
    expect(undated.json().field_errors).toEqual({ start_date: tripMessages.dateMissing });
    // The pickers offer active users only: the staff lookup says who is.
    const staff = (
      await t.app.inject({ url: '/api/v1/lookups/staff', headers: { authorization: `Bearer ${olga}` } })
    ).json();
    expect(JSON.stringify(staff)).toMatch(/"is_active":false/);
    expect(await loadTrip(t, olga, start.trip.id)).toEqual({ ...start, messages: undefined });
  });

  it('names each unknown id, meeting point elsewhere and foreign row, and saves nothing', async () => {
    const start = await tripWithRow();
    const other = await tripWithRow();
    const body = saveBodyOf(start);
    body.trip = {
      ...body.trip,
      trip_name: 'Changed',
      operations_owner_id: 999_999,
      general_status_id: 9,
      tag_ids: [999_999],
    };
    body.accommodations = [
      start.accommodations[0],
      { provider_id: 999_999, location_id: 999_999 },
      { ...other.accommodations[0] },
    ];
    body.normal_transfers = [
      { from_location_id: sarria, from_meeting_point_id: elsewhere, trip_service_status_id: 99 },
    ];
    body.deleted.other_services = [other.accommodations[0].id];
    const res = await saveTrip(t, olga, start.trip.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      'trip.operations_owner_id': tripMessages.unknownUser,
      'trip.general_status_id': 'Unknown general status',
      'trip.tag_ids.0': 'Unknown trip tag: 999999',
      'accommodations.1.provider_id': tripMessages.unknownProvider,
      'accommodations.1.location_id': tripMessages.unknownLocation,
      'accommodations.2.id': tripMessages.unknownRow,
      'normal_transfers.0.trip_service_status_id': 'Unknown service status',
      'normal_transfers.0.from_meeting_point_id': tripMessages.meetingPoint,
      'deleted.other_services.0': tripMessages.unknownRow,
    });
    expect(res.json().errors).toContain(
      `Accommodation #${other.accommodations[0].id} is not part of this record`,
    );
    expect(await loadTrip(t, olga, start.trip.id)).toEqual({ ...start, messages: undefined });
    expect(await rowCount(t, start.trip.id)).toBe(1);
  });

  it('refuses an unknown start location on a new trip', async () => {
    const body = {
      trip_name: 'Nowhere',
      start_date: '2031-02-02',
      end_date: '2031-02-03',
      start_location_id: 999_999,
    };
    const res = await post(t, '/trips', body, olga);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ start_location_id: tripMessages.unknownLocation });
  });
});
