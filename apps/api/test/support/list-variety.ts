import type { Database } from '../../src/db/database.ts';
import { createHospedajesVariety } from './hospedajes-variety.ts';

/**
 * A trip whose rows differ where the demo's are all alike (every demo night is one night in a double or
 * single room, nothing has a tariff cost or a confirmation number, no invoice comes from an OTA account, is tagged or has a task):
 * the list walk needs each field of every list to keep some rows and drop others.
 */
export async function createListVariety(db: Database) {
  const place = (await db.selectFrom('locations').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  // Booked and paid in ways no demo provider is.
  const provider = async (category_id: number, commercial_name: string) =>
    (
      await db
        .insertInto('providers')
        .values({
          category_id,
          commercial_name,
          location_id: place,
          booking_method_id: 5,
          payment_method_id: 5,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const [hotel, carrier] = [await provider(1, 'Variety Hotel'), await provider(2, 'Variety Carrier')];
  await db.insertInto('provider_locations').values({ provider_id: hotel, location_id: place }).execute();
  const trip = await db
    .insertInto('trips')
    .values({ trip_name: 'Report variety', start_date: '2031-09-01', end_date: '2031-09-05' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const night = await db
    .insertInto('trip_accommodations')
    .values({
      trip_id: trip.id,
      provider_id: hotel,
      location_id: place,
      checkin_date: '2031-09-01',
      checkout_date: '2031-09-03',
      twin_rooms: 2,
      people: 4,
      tariff_cost: 240,
      trip_service_status_id: 3,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('booking_requests')
    .values({
      trip_id: trip.id,
      section: 'accommodations',
      row_id: night.id,
      provider_id: hotel,
      purpose: 'request',
      sent_at: new Date(),
      expires_at: new Date(),
      answered_at: new Date(),
      decision: 'confirm',
      answered_by: 'provider',
      conf_number: 'VAR-1',
    })
    .execute();
  await db
    .insertInto('trip_transfers')
    .values([
      {
        trip_id: trip.id,
        transfer_type_id: 2,
        provider_id: carrier,
        date: '2031-09-03',
        luggage: 4,
        people: 4,
        from_location_id: place,
        to_location_id: place,
        from_provider_id: hotel,
        to_provider_id: hotel,
        tariff_cost: 32,
      },
      {
        trip_id: trip.id,
        transfer_type_id: 1,
        provider_id: carrier,
        date: '2031-09-05',
        people: 4,
        from_location_id: place,
        from_provider_id: hotel,
        to_provider_id: hotel,
        tariff_cost: 60,
      },
    ])
    .execute();
  const service = await db
    .insertInto('provider_services')
    .values({ provider_id: hotel, name: 'Variety tour', price: 20, service_type_id: 6, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .insertInto('trip_other_services')
    .values({
      trip_id: trip.id,
      provider_id: hotel,
      service_id: service.id,
      service_type_id: 6,
      location_id: place,
      from_date: '2031-09-04',
      to_date: '2031-09-04',
      people: 4,
      tariff_cost: 80,
      trip_service_status_id: 3,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('booking_requests')
    .values({
      trip_id: trip.id,
      section: 'other_services',
      row_id: other.id,
      provider_id: hotel,
      purpose: 'request',
      sent_at: new Date(),
      expires_at: new Date(),
      answered_at: new Date(),
      decision: 'confirm',
      answered_by: 'provider',
      conf_number: 'VAR-2',
    })
    .execute();
  const invoice = await db
    .insertInto('invoices')
    .values({
      invoice_number: 'OTA-VAR-1',
      is_ota_invoice: true,
      ota_account_id: 1,
      invoice_date: '2031-09-06',
      created_on: '2026-01-15T10:00:00Z' as never,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tag = await db
    .insertInto('tags')
    .values({ type: 'invoice', name: 'Variety invoice tag' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('invoice_tags').values({ invoice_id: invoice.id, tag_id: tag.id }).execute();
  // An open task past its deadline about that invoice: pending and overdue, as no demo invoice is.
  const user = (await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  await db
    .insertInto('tasks')
    .values({
      subject: 'Check the OTA invoice',
      deadline: '2026-01-20',
      owner_id: user,
      status_id: 1,
      object_type_id: 5,
      object_id: invoice.id,
      created_by: user,
    })
    .execute();
  // A switched-off dossier: every demo dossier is active.
  const brand = (await db.selectFrom('brandings').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const dossier = await db
    .insertInto('dossiers')
    .values({ branding_id: brand, is_active: false, title_eng: 'Variety dossier' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('dossier_settings')
    .values({
      dossier_id: dossier.id,
      trip_type_id: 2,
      end_location_id: place,
      holiday_id: 'VAR-D',
      holiday: 'Variety',
    })
    .execute();
  await createHospedajesVariety(db);
}
