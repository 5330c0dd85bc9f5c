import { sql } from 'kysely';
import type { Database } from '../../src/db/database.ts';

/**
 * Trips the grouped reports need and the demo lacks: one starting in two days in a country that charges
 * VAT, with its voucher sent, prepayment nights paid and unpaid and a confirmed night; another whose only
 * prepayment is paid; a twin starting with the first. So every field of the VAT, next-days, stats, prepayments and locations reports keeps
 * some rows and drops others in the list walk.
 */
export async function createReportVariety(db: Database) {
  const insert = async (table: string, values: object) =>
    (
      await db
        .insertInto(table as never)
        .values(values as never)
        .returning('id' as never)
        .executeTakeFirstOrThrow()
    ).id as number;
  const user = (await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const country = await insert('countries', { name: 'Varietia', iso2: 'VV', vat: 1 });
  const place = await insert('locations', { name: 'Variety town', country_id: country });
  const hotel = await insert('providers', {
    category_id: 1,
    commercial_name: 'Variety prepaid hotel',
    location_id: place,
    payment_method_id: 4,
  });
  const at = (days: number) => sql`current_date + ${days}::int`;
  const trip = (name: string, start: number, values: object) =>
    insert('trips', {
      trip_name: name,
      start_date: at(start),
      end_date: at(start + 3),
      start_location_id: place,
      operations_owner_id: user,
      accounting_user_id: user,
      trip_type_id: 3,
      ...values,
    });
  const soon = await trip('Report variety soon', 2, {
    trip_price: 900,
    total_cost: 500,
    gross_margin: 400,
    gross_margin_per: 44.44,
    voucher_status_id: 2,
    invoice_number: 'VAR-C-1',
    invoice_date: '2031-02-02',
  });
  const later = await trip('Report variety paid', 400, { trip_price: 300, total_cost: 320 });
  // A second trip of the same owner and day: a stats group of two trips.
  await trip('Report variety twin', 2, { trip_price: 100 });
  const night = (trip_id: number, start: number, values: object) =>
    insert('trip_accommodations', {
      trip_id,
      provider_id: hotel,
      location_id: place,
      checkin_date: at(start),
      checkout_date: at(start + 1),
      people: 3,
      ...values,
    });
  const paid = await night(soon, 2, {
    r_cost: 150,
    t_cost: 140,
    payment_date: '2031-01-01',
    trip_service_status_id: 3,
  });
  await night(soon, 3, { t_cost: 70 });
  await night(later, 400, { r_cost: 90, payment_date: '2031-01-01' });
  // Unpaid prepayments of the other sections, on the first trip only.
  const transfer = (transfer_type_id: number, t_cost: number) =>
    insert('trip_transfers', { trip_id: soon, transfer_type_id, provider_id: hotel, date: at(3), t_cost });
  await transfer(2, 25);
  await transfer(1, 40);
  await insert('trip_other_services', {
    trip_id: soon,
    provider_id: hotel,
    service_type_id: 2,
    from_date: at(3),
    to_date: at(3),
    t_cost: 15,
  });
  const invoice = await insert('invoices', { invoice_number: 'VAR-F-1', provider_id: hotel });
  await insert('invoice_services', {
    invoice_id: invoice,
    accommodation_id: paid,
    r_cost_national: 150,
    r_cost: 150,
  });
}
