import { sql } from 'kysely';
import type { Database } from '../database.ts';

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);

/**
 * SES.Hospedajes demo: a trip in ten days with a confirmed night at a hotel in Santiago (its address filled
 * in), the customer as a complete first traveller and a companion whose passport is still missing. The
 * demo sends nothing (the Hospedajes settings are off): the report shows the night and what it lacks.
 */
export async function seedHospedajesDemo(db: Database, adminEmail: string) {
  const hotel = await db
    .selectFrom('providers as p')
    .innerJoin('countries as c', 'c.id', 'p.country_id')
    .select(['p.id', 'p.location_id'])
    .where('p.category_id', '=', 1)
    .where('c.iso2', '=', 'ES')
    .orderBy(sql`p.city = 'Santiago de Compostela'`, 'desc')
    .orderBy('p.id')
    .executeTakeFirst();
  if (!hotel) return;
  await db
    .updateTable('providers')
    .set({ address: 'Rúa do Franco 10', postal_code: '15705' })
    .where('id', '=', hotel.id)
    .where('address', '=', '')
    .execute();
  const spain = (
    await db.selectFrom('countries').select('id').where('iso2', '=', 'ES').executeTakeFirstOrThrow()
  ).id;
  const ireland =
    (await db.selectFrom('countries').select('id').where('iso2', '=', 'IE').executeTakeFirst())?.id ?? null;
  const owner = await db.selectFrom('users').select('id').where('email', '=', adminEmail).executeTakeFirst();
  const [checkin, checkout] = [inDays(10), inDays(11)];
  const trip = await db
    .insertInto('trips')
    .values({
      trip_name: 'Hospedajes demo: Santiago weekend',
      start_date: checkin,
      end_date: checkout,
      start_location_id: hotel.location_id,
      end_location_id: hotel.location_id,
      trip_type_id: 1,
      travellers: 2,
      customer_first_name: 'Marta',
      customer_last_name: 'Suárez Lago',
      customer_email: 'marta.suarez@example.com',
      customer_phone: '+34 612 345 678',
      operations_owner_id: owner?.id ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('trip_accommodations')
    .values({
      trip_id: trip.id,
      provider_id: hotel.id,
      location_id: hotel.location_id,
      checkin_date: checkin,
      checkout_date: checkout,
      people: 2,
      double_rooms: 1,
      trip_service_status_id: 3,
    })
    .execute();
  const base = { trip_id: trip.id, nationality_id: null, country_id: null };
  await db
    .insertInto('trip_travellers')
    .values([
      {
        ...base,
        position: 0,
        first_name: 'Marta',
        surname1: 'Suárez',
        surname2: 'Lago',
        document_type: 'NIF',
        document_number: '12345678Z',
        document_support: 'BAA123456',
        nationality_id: spain,
        birth_date: '1985-04-12',
        sex: 'M',
        address: 'Calle de Alcalá 20',
        municipality_code: '28079',
        postal_code: '28014',
        country_id: spain,
        phone: '+34 612 345 678',
        email: 'marta.suarez@example.com',
      },
      {
        ...base,
        position: 1,
        first_name: 'Seán',
        surname1: 'Murphy',
        nationality_id: ireland,
        birth_date: '1983-09-30',
        sex: 'H',
        address: '12 Grafton Street',
        municipality_name: 'Dublin',
        postal_code: 'D02 XY45',
        country_id: ireland,
        email: 'sean.murphy@example.com',
      },
    ])
    .execute();
  await db.insertInto('trip_traveller_versions').values({ trip_id: trip.id, version: 1 }).execute();
}
