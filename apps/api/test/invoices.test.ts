import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { TripResponse } from '@trips/shared/modules/trips/trips.schema';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { invoiceInfo, loadInvoice, newInvoice, saveInvoice } from './support/invoices.ts';
import { loadTrip, newTrip, pricedFixtures, saveBodyOf, saveTrip } from './support/trips.ts';

type Ids = Awaited<ReturnType<typeof pricedFixtures>>;
const night = (ids: Ids, checkin: string, checkout: string) => ({
  provider_id: ids.hotel,
  location_id: ids.sarria,
  checkin_date: checkin,
  checkout_date: checkout,
  people: 2,
  double_rooms: 1,
});

describe.each(targets)('invoices: real costs flow back to the trips on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let ids: Ids;
  let tripA: TripResponse;
  let tripB: TripResponse;

  /** A trip priced at 1000 with these rows saved (their theoretical costs computed by the save). */
  async function tripWith(name: string, body: Partial<ReturnType<typeof saveBodyOf>>) {
    const { trip } = await newTrip(t, admin, { trip_name: name });
    const save = { ...saveBodyOf(await loadTrip(t, admin, trip.id)), ...body };
    save.trip.trip_price = 1000;
    const res = await saveTrip(t, admin, trip.id, save);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as TripResponse;
  }
  const line = (section: TripSection, rowId: number, cost: number, id: number | null = null) => ({
    id,
    section,
    row_id: rowId,
    r_cost_national: cost,
  });

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    ids = await pricedFixtures(t, admin);
    tripA = await tripWith('Invoice trip A', {
      accommodations: [night(ids, '2031-05-01', '2031-05-02'), night(ids, '2031-05-02', '2031-05-03')],
      luggage_transfers: [{ provider_id: ids.carrier, date: '2031-05-03', luggage: 2 }],
    });
    tripB = await tripWith('Invoice trip B', { accommodations: [night(ids, '2031-06-01', '2031-06-02')] });
    // The second trip's row was priced in a currency at 2 to the euro.
    await t.db
      .updateTable('trip_accommodations')
      .set({ provider_currency_rate: 2 })
      .where('id', '=', tripB.accommodations[0].id as number)
      .execute();
  });
  afterAll(() => t.close());

  it('offers the provider’s rows, invoices three rows of two trips and restores a removed row’s cost', async () => {
    const [a1, a2] = tripA.accommodations.map((r) => r.id as number);
    const b1 = tripB.accommodations[0].id as number;
    const theoretical = tripA.accommodations[0].t_cost as number;
    expect(theoretical).toBeGreaterThan(0);
    expect(tripA.trip.total_cost).toBe(2 * theoretical + (tripA.luggage_transfers[0].t_cost as number));

    const offered = (await post(t, '/invoices/services', { provider_id: ids.hotel }, admin)).json();
    expect(offered.items.map((r: { row_id: number }) => r.row_id)).toEqual(
      expect.arrayContaining([a1, a2, b1]),
    );
    expect(offered.items.every((r: { section: string }) => r.section === 'accommodations')).toBe(true);

    const res = await newInvoice(t, admin, {
      invoice: invoiceInfo(ids.hotel, 'F-2031-1', { invoice_date: '2031-06-10' }),
      services: [
        line('accommodations', a1, 90),
        line('accommodations', a2, 95.5),
        line('accommodations', b1, 120),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created.invoice).toMatchObject({ total_amount_national: 305.5, total_amount: 245.5, version: 1 });
    expect(created.services.map((s: { r_cost: number }) => s.r_cost)).toEqual([90, 95.5, 60]);

    const a = await loadTrip(t, admin, tripA.trip.id);
    const luggage = a.luggage_transfers[0].t_cost as number;
    expect(a.accommodations.map((r) => r.r_cost)).toEqual([90, 95.5]);
    expect(a.trip).toMatchObject({ total_cost: 185.5 + luggage, gross_margin: 1000 - 185.5 - luggage });
    expect(a.trip.version).toBe(tripA.trip.version + 1);
    const b = await loadTrip(t, admin, tripB.trip.id);
    expect(b.trip).toMatchObject({ total_cost: 60, gross_margin: 940 });

    const lines = (await get(t, `/trips/${tripB.trip.id}/invoice-lines`, admin)).json().items;
    expect(lines).toEqual([
      expect.objectContaining({ row_id: b1, invoice_id: created.invoice.id, provider_invoice: 'F-2031-1' }),
    ]);

    // Charged its theoretical cost or more: no longer offered; charged less: offered with what is charged.
    const after = (await post(t, '/invoices/services', { provider_id: ids.hotel }, admin)).json();
    expect(after.items.map((r: { row_id: number }) => r.row_id)).not.toContain(b1);
    expect(after.items.find((r: { row_id: number }) => r.row_id === a1)).toMatchObject({
      invoiced_national: 90,
    });

    const [l1, l2, l3] = created.services;
    const saved = await saveInvoice(t, admin, created.invoice.id, {
      version: 1,
      invoice: invoiceInfo(ids.hotel, 'F-2031-1'),
      services: [line('accommodations', a1, 90, l1.id), line('accommodations', b1, 120, l3.id)],
      deleted_service_ids: [l2.id],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().invoice).toMatchObject({ total_amount_national: 210, total_amount: 150, version: 2 });
    const restored = await loadTrip(t, admin, tripA.trip.id);
    expect(restored.accommodations.map((r) => r.r_cost)).toEqual([90, null]);
    expect(restored.trip.total_cost).toBe(90 + theoretical + luggage);

    const history = (await get(t, `/trips/${tripA.trip.id}/history`, admin)).json();
    const subjects = history.items.map((h: { subject: string | null }) => h.subject);
    // The row as people name it (issue 47), never by its number.
    expect(subjects).toContainEqual(expect.stringMatching(/^Accommodation in .+: invoice F-2031-1$/));
    expect(subjects.join('\n')).not.toContain(`#${a2}`);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'invoice')
      .where('entity_id', '=', created.invoice.id)
      .orderBy('id')
      .execute();
    expect(audit.map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('refuses a foreign provider’s row, a duplicate number and a stale version', async () => {
    const luggageRow = tripA.luggage_transfers[0].id as number;
    const foreign = await newInvoice(t, admin, {
      invoice: invoiceInfo(ids.hotel, 'F-2031-2'),
      services: [line('luggage_transfers', luggageRow, 10)],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().field_errors).toEqual({
      'services.0.row_id': 'This service is not one of the provider’s services.',
    });

    const duplicate = await newInvoice(t, admin, {
      invoice: invoiceInfo(ids.hotel, ' f-2031-1 '),
      services: [],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('This provider already has an invoice numbered f-2031-1.');
    const otherProvider = await newInvoice(t, admin, {
      invoice: invoiceInfo(ids.carrier, 'F-2031-1'),
      services: [],
    });
    expect(otherProvider.statusCode, otherProvider.body).toBe(200);

    const id = otherProvider.json().invoice.id;
    const stale = await saveInvoice(t, admin, id, {
      version: 7,
      invoice: invoiceInfo(ids.carrier, 'F-2031-1'),
      services: [],
    });
    expect(stale.statusCode).toBe(409);
    expect((await loadInvoice(t, admin, id)).invoice.version).toBe(1);
  });

  it('paying a prepayment invoice pays its rows, so the trip has no pending prepayments', async () => {
    await t.db.updateTable('providers').set({ payment_method_id: 4 }).where('id', '=', ids.carrier).execute();
    const pending = async () => {
      const body = {
        trip_name: { values: ['Invoice trip A'], filter_type: 'text', option_type: 'is' },
        is_pending_prepayments: { values: [true], filter_type: 'boolean', option_type: 'is' },
      };
      return (await post(t, '/trips/search', body, admin)).json().all_count;
    };
    expect(await pending()).toBe(1);
    const row = tripA.luggage_transfers[0].id as number;
    const info = { is_prepayment: true, payment_status_id: 2, payment_date: '2031-04-20' };
    const res = await newInvoice(t, admin, {
      invoice: invoiceInfo(ids.carrier, 'P-1', info),
      services: [line('luggage_transfers', row, 16)],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await loadTrip(t, admin, tripA.trip.id)).luggage_transfers[0]).toMatchObject({
      r_cost: 16,
      payment_date: '2031-04-20',
    });
    expect(await pending()).toBe(0);
  });

  it('lists invoices through the engine by number, trip, flags and total', async () => {
    const search = async (body: object) => (await post(t, '/invoices/search', body, admin)).json();
    const numbered = (value: string) => ({
      invoice_number: { values: [value], filter_type: 'text', option_type: 'contains' },
    });
    const byTrip = await search({
      ...numbered('F-2031'),
      trip_name: { values: ['trip b'], filter_type: 'text', option_type: 'contains' },
    });
    expect(byTrip.items.map((r: { invoice_number: string }) => r.invoice_number)).toEqual(['F-2031-1']);
    expect(byTrip.items[0]).toMatchObject({
      provider_name: 'Hotel Alfonso IX',
      trip_name: 'Invoice trip A, Invoice trip B',
    });
    const prepaid = await search({
      ...numbered('P-1'),
      is_prepayment: { values: [true], filter_type: 'boolean', option_type: 'is' },
    });
    expect(prepaid.items.map((r: { invoice_number: string }) => r.invoice_number)).toEqual(['P-1']);
    const total = await search({
      ...numbered('2031'),
      total_amount: { values: [100, 200], filter_type: 'numeric', option_type: 'between' },
    });
    expect(total.items.map((r: { total_amount: number }) => r.total_amount)).toEqual([150]);
  });

  it('takes the direct date fields beside the filter object, as between on that date', async () => {
    const search = async (body: object) => await post(t, '/invoices/search', { count: 1000, ...body }, admin);
    const ids = (res: { json: () => { items: { id: number }[] } }) => res.json().items.map((r) => r.id);
    const all = (await search({})).json().items as { id: number; invoice_date: string }[];
    const dates = [...new Set(all.map((r) => r.invoice_date))].sort();
    expect(dates.length).toBeGreaterThan(1);
    const from = dates[1];
    const direct = await search({ invoice_date_from: from, created_on_to: '2999-12-31' });
    const filtered = await search({
      invoice_date: { values: [from, null], filter_type: 'date', option_type: 'between' },
    });
    expect(direct.statusCode).toBe(200);
    expect(ids(direct)).toEqual(ids(filtered));
    expect(ids(direct).length).toBeGreaterThan(0);
    expect(ids(direct).length).toBeLessThan(all.length);

    const bad = await search({ payment_date_to: '2031-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('payment_date_to must be a day (YYYY-MM-DD)');
  });

  it('demo invoices pay past demo trips: their real costs are on the rows', async () => {
    const demo = await t.db
      .selectFrom('invoices')
      .select(['id', 'total_amount'])
      .where('invoice_number', 'like', 'FAC-%')
      .execute();
    expect(demo.length).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from invoice_services s
      join trip_accommodations a on a.id = s.accommodation_id where a.r_cost is null`.execute(t.db);
    expect(rows[0].n).toBe(0);
  });

  it('links a task to an invoice', async () => {
    const invoice = (await post(t, '/invoices/search', {}, admin)).json().items[0];
    const res = await post(
      t,
      '/tasks',
      {
        subject: 'Check invoice',
        deadline: '2031-01-01',
        owner_id: 1,
        status_id: 1,
        object: { type: 'invoice', id: invoice.id },
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().task).toMatchObject({ object_name: invoice.invoice_number });
  });

  it('a trip saved without an invoiced row takes the line off the invoice, its totals and version moved', async () => {
    const invoice = (await post(t, '/invoices/search', { search: 'F-2031-1' }, admin)).json().items;
    const hotelInvoice = invoice.find(
      (r: { provider_name: string }) => r.provider_name === 'Hotel Alfonso IX',
    );
    const before = await loadInvoice(t, admin, hotelInvoice.id);
    const b = saveBodyOf(await loadTrip(t, admin, tripB.trip.id));
    b.deleted.accommodations = (b.accommodations ?? []).map((r) => r.id as number);
    b.accommodations = [];
    const res = await saveTrip(t, admin, tripB.trip.id, b);
    expect(res.statusCode, res.body).toBe(200);
    const after = await loadInvoice(t, admin, hotelInvoice.id);
    expect(after.services).toHaveLength(before.services.length - 1);
    expect(after.invoice).toMatchObject({
      total_amount_national: 90,
      total_amount: 90,
      version: before.invoice.version + 1,
    });
  });
});
