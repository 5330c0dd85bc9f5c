import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { listPost } from './support/list-client.ts';

type Row = { trip_name: string; payment_status_name: string };

/**
 * The prepayments report finds its trips by what each trip keeps (migration 0056: prepaid rows unpaid, paid
 * ones), so every writer of what it depends on must keep it: the rows, a provider's payment method, an
 * invoice's prepayment mark and its lines.
 */
describe.each(everyTarget)('prepayments kept on the trip on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};
  const insert = async (table: string, values: object) =>
    (
      await t.db
        .insertInto(table as never)
        .values(values as never)
        .returning('id' as never)
        .executeTakeFirstOrThrow()
    ).id as number;
  const report = async () => {
    const res = await listPost(t.app, '/prepayments_report/search', { search: 'Kept ' }, admin);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().items as Row[]).map((r) => `${r.trip_name}: ${r.payment_status_name}`);
  };
  const counted = async (statuses: number[]) => {
    const res = await listPost(
      t.app,
      '/prepayments_report/search',
      {
        search: 'Kept ',
        payment_status_id: { values: statuses, filter_type: 'autocomplete', option_type: 'is' },
      },
      admin,
    );
    return res.json().all_count as number;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    const country = await insert('countries', { name: 'Keptland', iso2: 'KQ', vat: 0 });
    const place = await insert('locations', { name: 'Kept town', country_id: country });
    ids.hotel = await insert('providers', {
      category_id: 1,
      commercial_name: 'Kept hotel',
      location_id: place,
      payment_method_id: 1,
    });
    ids.trip = await insert('trips', {
      trip_name: 'Kept one',
      start_date: '2031-05-01',
      end_date: '2031-05-03',
    });
    const night = (day: string) =>
      insert('trip_accommodations', {
        trip_id: ids.trip,
        location_id: place,
        provider_id: ids.hotel,
        checkin_date: `2031-05-${day}`,
        checkout_date: `2031-05-0${Number(day) + 1}`,
        people: 2,
        t_cost: 80,
      });
    ids.first = await night('01');
    ids.second = await night('02');
  });
  afterAll(() => t?.close());

  it('follows the provider’s payment method, the rows’ payments and cancellations', async () => {
    expect(await report()).toEqual([]);
    await t.db.updateTable('providers').set({ payment_method_id: 4 }).where('id', '=', ids.hotel!).execute();
    expect(await report()).toEqual(['Kept one: Unpaid']);
    expect(await counted([1, 3])).toBe(1);
    await t.db
      .updateTable('trip_accommodations')
      .set({ payment_date: '2031-01-10' })
      .where('id', '=', ids.first!)
      .execute();
    expect(await report()).toEqual(['Kept one: Partially paid']);
    await t.db
      .updateTable('trip_accommodations')
      .set({ trip_service_status_id: 7 })
      .where('id', '=', ids.second!)
      .execute();
    expect(await report()).toEqual(['Kept one: Paid']);
    expect(await counted([1, 3])).toBe(0);
    await t.db.updateTable('providers').set({ payment_method_id: 1 }).where('id', '=', ids.hotel!).execute();
    expect(await report()).toEqual([]);
  });

  it('follows a prepayment invoice: its lines, its mark and its removal', async () => {
    await t.db
      .updateTable('trip_accommodations')
      .set({ trip_service_status_id: 1, payment_date: null })
      .where('id', '=', ids.second!)
      .execute();
    const invoice = await insert('invoices', {
      invoice_number: 'K-1',
      provider_id: ids.hotel,
      is_prepayment: false,
    });
    await insert('invoice_services', {
      invoice_id: invoice,
      accommodation_id: ids.second,
      r_cost_national: 80,
      r_cost: 80,
    });
    expect(await report()).toEqual([]);
    await t.db.updateTable('invoices').set({ is_prepayment: true }).where('id', '=', invoice).execute();
    expect(await report()).toEqual(['Kept one: Unpaid']);
    await t.db.deleteFrom('invoices').where('id', '=', invoice).execute();
    expect(await report()).toEqual([]);
  });

  it('marks the trip overdue from the first unpaid day: a row’s, or the trip’s start for a row without one', async () => {
    const state = async () => {
      const res = await listPost(t.app, '/prepayments_report/search', { search: 'Kept ' }, admin);
      return (res.json().items as { prepayment_state_id: number }[]).map((r) => r.prepayment_state_id);
    };
    await t.db.updateTable('providers').set({ payment_method_id: 4 }).where('id', '=', ids.hotel!).execute();
    expect(await state()).toEqual([2]);
    const night = (values: object) =>
      t.db.updateTable('trip_accommodations').set(values).where('id', '=', ids.second!).execute();
    await night({ checkin_date: null, checkout_date: null });
    expect(await state()).toEqual([2]);
    await t.db.updateTable('trips').set({ start_date: '2020-05-01' }).where('id', '=', ids.trip!).execute();
    expect(await state()).toEqual([1]);
    await t.db.updateTable('trips').set({ start_date: '2031-05-01' }).where('id', '=', ids.trip!).execute();
    expect(await state()).toEqual([2]);
    await t.db.updateTable('providers').set({ payment_method_id: 1 }).where('id', '=', ids.hotel!).execute();
  });

  it('keeps every trip of the demo as its rows say', async () => {
    const kept = () =>
      t.db
        .selectFrom('trips')
        .select(['id', sql`prepaid_unpaid`.as('u'), sql`prepaid_paid`.as('p')])
        .orderBy('id')
        .execute();
    const before = await kept();
    expect(before.some((r) => r.u || r.p)).toBe(true);
    await sql`select trip_prepaid_recount(array_agg(id)) from trips`.execute(t.db);
    expect(await kept()).toEqual(before);
  });
});
