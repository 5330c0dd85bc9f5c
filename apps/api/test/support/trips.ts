import type { SaveTripBody, TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { sql } from 'kysely';
import { get, post } from './auth.ts';
import type { TestApp } from './harness.ts';
import { locationId, providerId, put } from './providers.ts';

/** A new trip by the API; its detail. */
export async function newTrip(
  t: TestApp,
  token: string,
  body: object = {},
): Promise<TripResponse & { messages: string[] }> {
  const res = await post(
    t,
    '/trips',
    { trip_name: 'Camino test', start_date: '2031-05-01', end_date: '2031-05-08', ...body },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`new trip failed: ${res.body}`);
  return res.json();
}

export const loadTrip = async (t: TestApp, token: string, id: number): Promise<TripResponse> =>
  (await get(t, `/trips/${id}`, token)).json();

/** The save body of a loaded trip: its info and rows as the editor holds them, nothing changed. */
export function saveBodyOf(d: TripResponse): SaveTripBody & Required<Pick<SaveTripBody, 'deleted'>> {
  const { id, tags, version, created_at, updated_at, total_cost, gross_margin, gross_margin_per, ...trip } =
    d.trip;
  return {
    version,
    trip: { ...trip, tag_ids: tags.map((t) => t.id) } as SaveTripBody['trip'],
    accommodations: d.accommodations,
    luggage_transfers: d.luggage_transfers,
    normal_transfers: d.normal_transfers,
    other_services: d.other_services,
    deleted: { accommodations: [], luggage_transfers: [], normal_transfers: [], other_services: [] },
  };
}

export const saveTrip = (t: TestApp, token: string, id: number, body: object) =>
  put(t, `/trips/${id}`, body, token);

/** Replaces every rate of one kind of a provider with `rate`, through the rates editor's save. */
export async function setOnlyRate(
  t: TestApp,
  token: string,
  providerId: number,
  kind: 'negotiated' | 'luggage' | 'transfer',
  rate: object,
) {
  const current = (await get(t, `/providers/${providerId}/rates`, token)).json();
  const res = await put(
    t,
    `/providers/${providerId}/rates`,
    {
      version: current.version,
      negotiated: current.negotiated,
      luggage: current.luggage,
      transfer: current.transfer,
      [kind]: [rate],
      deleted_rate_ids: current[kind].map((r: { id: number }) => r.id),
    },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`rates save failed: ${res.body}`);
}

/** A meeting point of the location, made for the test. */
export async function meetingPointAt(t: TestApp, locationId: number, name = 'Church square') {
  const row = await t.db
    .insertInto('meeting_points')
    .values({ location_id: locationId, name_eng: name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A priced service of a provider (other-service rows), made for the test. */
export async function serviceOf(t: TestApp, providerId: number, name: string, price: number | null) {
  const row = await t.db
    .insertInto('provider_services')
    .values({ provider_id: providerId, name, price, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** How many rows the trip has in all service tables (to prove nothing was saved). */
export async function rowCount(t: TestApp, tripId: number) {
  const { rows } = await sql<{
    n: number;
  }>`select (select count(*) from trip_accommodations where trip_id = ${tripId})
    + (select count(*) from trip_transfers where trip_id = ${tripId})
    + (select count(*) from trip_other_services where trip_id = ${tripId}) as n`.execute(t.db);
  return Number(rows[0].n);
}

const season = { from_date: '2031-01-01', to_date: '2031-12-31' };
const quantityRate = (type: string, qty: object) => ({
  name: 'Test',
  type,
  rate_items: [{ ...season, qties: [qty] }],
});

/** Providers with rates for 2031 set through the rates API, two locations, a meeting point and a service. */
export async function pricedFixtures(t: TestApp, token: string) {
  const ids = {
    hotel: await providerId(t, 'Hotel Alfonso IX'),
    carrier: await providerId(t, 'Camino Bag Carrier'),
    taxi: await providerId(t, 'Taxi Compostela'),
    sarria: await locationId(t, 'Sarria'),
    portomarin: await locationId(t, 'Portomarín'),
  };
  const negotiated = { name: 'Test season', rate_items: [{ ...season, dr2_b: 100, ir_b: 70 }] };
  await setOnlyRate(t, token, ids.hotel, 'negotiated', negotiated);
  await setOnlyRate(
    t,
    token,
    ids.carrier,
    'luggage',
    quantityRate('luggage', { from_qty: 1, to_qty: -1, amount: 8 }),
  );
  await setOnlyRate(
    t,
    token,
    ids.taxi,
    'transfer',
    quantityRate('transfer', { from_qty: 1, to_qty: 4, amount: 45 }),
  );
  const point = await meetingPointAt(t, ids.sarria);
  const service = await serviceOf(t, ids.taxi, 'Bike rental', 12.5);
  return { ...ids, point, service };
}
