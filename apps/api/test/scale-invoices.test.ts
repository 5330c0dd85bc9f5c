import { paidPaymentStatusId } from '@trips/shared/modules/invoices/invoices.constants';
import { tripCosts } from '@trips/shared/modules/trips/trip-costs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateInvoices } from '../src/db/seed/scale/invoices.ts';
import { generateTrips } from '../src/db/seed/scale/trips.ts';
import { signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { listPost } from './support/list-client.ts';

describe.each(targets)('generated invoices on %s', (target) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    await generateTrips(t.db, 300, () => {});
    await generateInvoices(t.db, 30, () => {});
  });
  afterAll(() => t.close());

  const generated = () =>
    t.db
      .selectFrom('invoices as i')
      .innerJoin('invoice_services as s', 's.invoice_id', 'i.id')
      .innerJoin('trip_accommodations as a', 'a.id', 's.accommodation_id')
      .select([
        'i.id',
        'i.provider_id',
        'i.invoice_date',
        'i.payment_status_id',
        'i.total_amount',
        's.r_cost',
      ])
      .select(['a.provider_id as row_provider', 'a.checkout_date', 'a.r_cost as row_cost', 'a.trip_id'])
      .where('i.invoice_number', 'like', 'SC-%')
      .execute();

  it('invoices past nights of their own hotel, after the check-out, some paid', async () => {
    const rows = await generated();
    expect(rows).toHaveLength(30);
    for (const row of rows) {
      expect(row.provider_id).toBe(row.row_provider);
      expect(row.row_cost).toBe(row.r_cost);
      expect(row.total_amount).toBe(row.r_cost);
      expect(new Date(row.invoice_date!).getTime()).toBeGreaterThanOrEqual(
        new Date(row.checkout_date!).getTime(),
      );
    }
    const paid = rows.filter((r) => r.payment_status_id === paidPaymentStatusId).length;
    expect(paid).toBeGreaterThan(0);
    expect(paid).toBeLessThan(30);
  });

  it('leaves each trip’s stored costs as a save would compute them', async () => {
    const tripIds = [...new Set((await generated()).map((r) => r.trip_id))];
    for (const id of tripIds) {
      const trip = await t.db
        .selectFrom('trips')
        .select(['trip_price', 'insurance_cost', 'total_cost', 'gross_margin', 'gross_margin_per'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const rows = await t.db
        .selectFrom('trip_accommodations')
        .select(['trip_service_status_id', 'r_cost', 't_cost'])
        .where('trip_id', '=', id)
        .unionAll(
          t.db
            .selectFrom('trip_transfers')
            .select(['trip_service_status_id', 'r_cost', 't_cost'])
            .where('trip_id', '=', id),
        )
        .unionAll(
          t.db
            .selectFrom('trip_other_services')
            .select(['trip_service_status_id', 'r_cost', 't_cost'])
            .where('trip_id', '=', id),
        )
        .execute();
      const { trip_price, insurance_cost, ...stored } = trip;
      expect(stored).toEqual(tripCosts(rows, trip_price, insurance_cost));
    }
  });

  it('lists them on /invoices, and a second run invoices other nights, stopping when none are left', async () => {
    const res = await listPost(t.app, '/invoices/search', { search: 'SC-', count: 1 }, admin);
    expect(res.json().all_count).toBe(30);
    await generateInvoices(t.db, 10, () => {});
    expect(await generated()).toHaveLength(40);
    await generateInvoices(t.db, 100_000, () => {});
    const all = await generated();
    expect(all.length).toBeGreaterThan(40);
    expect(all.length).toBeLessThan(100_000);
  });
});
