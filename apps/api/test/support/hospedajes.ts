import { get, put } from './auth.ts';
import type { TestApp } from './harness.ts';

const insert = async (t: TestApp, table: string, values: object) =>
  (
    await t.db
      .insertInto(table as never)
      .values(values as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow()
  ).id as number;

export const countryId = async (t: TestApp, iso2: string) =>
  (await t.db.selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow()).id;

/** A hotel in Spain and a trip with one confirmed night there, for `people` people. */
export async function spanishNight(
  t: TestApp,
  name: string,
  people = 2,
  night = { in: '2031-06-10', out: '2031-06-11' },
) {
  const spain = await countryId(t, 'ES');
  const hotel = await insert(t, 'providers', {
    category_id: 1,
    commercial_name: `Hotel ${name}`,
    country_id: spain,
    address: 'Rúa do Vilar 1',
    postal_code: '15705',
    city: 'Santiago de Compostela',
  });
  const trip = await insert(t, 'trips', {
    trip_name: `Hospedajes ${name}`,
    start_date: night.in,
    end_date: night.out,
    travellers: people,
    customer_first_name: 'Lucía',
    customer_last_name: 'García Pérez',
    customer_email: 'lucia@example.com',
    created_at: '2031-06-01T08:00:00Z',
  });
  const row = await insert(t, 'trip_accommodations', {
    trip_id: trip,
    provider_id: hotel,
    checkin_date: night.in,
    checkout_date: night.out,
    people,
    double_rooms: 1,
    trip_service_status_id: 3,
  });
  return { hotel, trip, row };
}

/** Points the Hospedajes settings at `endpoint` (the pre-production slot) and switches sending on. */
export async function configureSes(t: TestApp, token: string, endpoint: string) {
  const current = (await get(t, '/settings/hospedajes', token)).json();
  const res = await put(
    t,
    '/settings/hospedajes',
    {
      version: current.version,
      values: {
        is_active: true,
        environment: 'test',
        test_endpoint: endpoint,
        user: 'B12345678WS',
        password: 'ws-secret',
        landlord_code: '0000000001',
        application: 'Trips tests',
      },
    },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`settings: ${res.body}`);
}
