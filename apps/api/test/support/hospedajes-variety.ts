import type { Database } from '../../src/db/database.ts';

/**
 * Nights at two hotels in Spain in every communication state the demo lacks (it sends nothing: no
 * endpoint): one accepted, one rejected with the Ministry's error, one whose travellers are complete. So
 * each field of the Hospedajes report keeps some rows and drops others in the list walk.
 */
export async function createHospedajesVariety(db: Database) {
  const spain = (
    await db.selectFrom('countries').select('id').where('iso2', '=', 'ES').executeTakeFirstOrThrow()
  ).id;
  const hotel = async (name: string) =>
    (
      await db
        .insertInto('providers')
        .values({
          category_id: 1,
          commercial_name: name,
          country_id: spain,
          address: 'Calle 1',
          postal_code: '24001',
          city: 'León',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const [first, second] = [await hotel('Variety Hostal León'), await hotel('Variety Parador Astorga')];
  const night = async (provider_id: number, day: string, created: string) => {
    const trip = await db
      .insertInto('trips')
      .values({
        trip_name: `Hospedajes variety ${day}`,
        start_date: day,
        end_date: day,
        travellers: 1,
        created_at: new Date(created),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await db
      .insertInto('trip_accommodations')
      .values({
        trip_id: trip.id,
        provider_id,
        checkin_date: day,
        checkout_date: `${day.slice(0, 8)}28`,
        people: 1,
        trip_service_status_id: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('trip_travellers')
      .values({
        trip_id: trip.id,
        position: 0,
        first_name: 'Ana',
        surname1: 'Vidal',
        surname2: 'Ros',
        document_type: 'NIF',
        document_number: '12345678Z',
        document_support: 'ABC123456',
        nationality_id: spain,
        birth_date: '1970-01-01',
        sex: 'M',
        address: 'Calle 2',
        municipality_code: '24089',
        postal_code: '24001',
        country_id: spain,
        email: 'ana@example.com',
      })
      .execute();
    return { trip: trip.id, row: row.id };
  };
  const accepted = await night(first, '2031-10-02', '2031-09-01T10:00:00Z');
  const rejected = await night(second, '2031-11-03', '2031-10-01T10:00:00Z');
  await night(second, '2031-12-04', '2031-11-01T10:00:00Z');
  const sent = new Date('2031-11-01T10:00:00Z');
  await db
    .insertInto('hospedajes_communications')
    .values([
      {
        accommodation_id: accepted.row,
        trip_id: accepted.trip,
        operation: 'A',
        state: 'accepted',
        xml: '<x/>',
        communication_code: 'COM-V1',
        created_at: sent,
        answered_at: sent,
      },
      {
        accommodation_id: rejected.row,
        trip_id: rejected.trip,
        operation: 'A',
        state: 'rejected',
        xml: '<x/>',
        error: 'VALIDACION: Documento no válido',
        created_at: sent,
        answered_at: sent,
      },
    ])
    .execute();
}
