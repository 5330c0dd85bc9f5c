import { clearedFilterState, defaultFilterState } from '@trips/shared';
import { prepaymentMethodId } from '@trips/shared/modules/trips/trips.constants';
import { tripsResource } from '@trips/shared/modules/trips/trips.resource';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signIn } from './support/auth.ts';
import { parseCsv } from './support/csv.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

/** Every trip of this file carries the marker in its name, so the demo trips stay out of the answers. */
const marker = 'Qxlist';
const named = { trip_name: { values: [marker], filter_type: 'text', option_type: 'contains' } };
const day = (offset: number) => sql<string>`current_date + ${offset}::int`;

describe.each(targets)('trips list on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, number> = {};

  const search = async (body: object) => {
    const res = await post(t, '/trips/search', { ...named, count: 100, ...body }, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Record<string, unknown>[]; all_count: number; count: number };
  };
  const names = async (body: object) =>
    (await search({ ...body, order_by: 'trip_name', order_type: 'asc' })).items.map((r) => r.trip_name);

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    const trip = async (key: string, start: number, end: number, extra: Record<string, unknown> = {}) => {
      const row = await t.db
        .insertInto('trips')
        .values({ trip_name: `${marker} ${key}`, start_date: day(start), end_date: day(end), ...extra })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[key] = row.id;
    };
    await trip('running', -2, 3, {
      customer_first_name: 'Ada',
      customer_last_name: 'Lovelace',
      total_cost: 150,
    });
    await trip('soon', 5, 9, {
      customer_first_name: 'Alan',
      customer_last_name: 'Turing',
      customer_email: 'alan@bletchley.example',
      customer_phone: '+44 1908 640404',
      total_cost: 99.99,
    });
    await trip('later', 40, 45, { total_cost: 200, trip_price: 400, gross_margin_per: 50 });
    await trip('ended', -10, -1, { total_cost: 200.01 });
    await trip('unpaid', 60, 62);
    await trip('paid', 60, 62);
    await trip('cancelled row', 60, 62);
    await trip('unpaid transfer', 60, 62);
    const provider = async (prepayment: boolean) =>
      (
        await t.db
          .selectFrom('providers')
          .select('id')
          .where('payment_method_id', prepayment ? '=' : '<>', prepaymentMethodId)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    const [prepaid, invoiced] = [await provider(true), await provider(false)];
    const night = (key: string, provider_id: number, extra: Record<string, unknown> = {}) =>
      t.db
        .insertInto('trip_accommodations')
        .values({ trip_id: ids[key], provider_id, checkin_date: day(60), checkout_date: day(61), ...extra })
        .execute();
    await night('unpaid', prepaid);
    await night('paid', prepaid, { payment_date: day(-1) });
    await night('paid', invoiced);
    await night('cancelled row', prepaid, { trip_service_status_id: 7 });
    await night('running', invoiced);
    await t.db
      .insertInto('trip_transfers')
      .values({ trip_id: ids['unpaid transfer'], transfer_type_id: 2, provider_id: prepaid, date: day(60) })
      .execute();
  });
  afterAll(() => t?.close());

  it('active_trips due_in: running today or starting within the days, not ended', async () => {
    const active = { values: [10], filter_type: 'date', option_type: 'due_in', value_type: 'day' };
    expect(await names({ active_trips: active })).toEqual([`${marker} running`, `${marker} soon`]);
  });

  it('is_pending_prepayments: an unpaid, not cancelled row at a provider paid by prepayment', async () => {
    const pending = (value: boolean) => ({
      is_pending_prepayments: { values: [value], filter_type: 'boolean', option_type: 'is' },
    });
    expect(await names(pending(true))).toEqual([`${marker} unpaid`, `${marker} unpaid transfer`]);
    expect(await names(pending(false))).not.toContain(`${marker} unpaid`);
    expect(await names(pending(false))).toContain(`${marker} paid`);
    expect(await names(pending(false))).toContain(`${marker} cancelled row`);
  });

  it('customer_name contains across first and last name, whatever the case', async () => {
    const customer = { values: ['ada LOVE'], filter_type: 'text', option_type: 'contains' };
    const { items } = await search({ customer_name: customer });
    expect(items.map((r) => [r.trip_name, r.customer_name])).toEqual([[`${marker} running`, 'Ada Lovelace']]);
  });

  it('cost between includes both ends; the row shows price, cost and margin', async () => {
    const cost = { values: [100, 200], filter_type: 'numeric', option_type: 'between' };
    expect(await names({ cost })).toEqual([`${marker} later`, `${marker} running`]);
    const { items } = await search({ cost: { ...cost, values: [200, 200] } });
    expect(items[0]).toMatchObject({ cost: 200, business_trip_price: 400, business_cost_margin_per: 50 });
  });

  it('the search box finds trips by name, customer, their email or phone, or invoice number', async () => {
    for (const text of ['turing', 'BLETCHLEY.example', '1908 640404']) {
      const found = await search({ trip_name: undefined, search: text });
      expect(
        found.items.map((r) => r.trip_name),
        text,
      ).toEqual([`${marker} soon`]);
    }
  });

  it('answers 50 rows by default and 100 after clear-all (spec part 1 §9)', async () => {
    expect(defaultFilterState(tripsResource).count).toBe(50);
    expect(clearedFilterState(tripsResource).count).toBe(100);
    const res = await post(t, '/trips/search', { filter_id: null }, admin);
    expect(res.json()).toMatchObject({ count: 50, page: 1 });
    const cleared = await post(t, '/trips/search', clearedFilterState(tripsResource), admin);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().count).toBe(100);
    expect(cleared.json().items.length).toBe(Math.min(100, cleared.json().all_count));
  });

  it('exports the filtered trips as CSV with the chosen columns', async () => {
    const columns = ['trip_name', 'customer_name', 'cost', 'start_location'];
    const body = { ...named, order_by: 'trip_name', order_type: 'asc', format: 'csv', columns };
    const res = await post(t, '/trips/export', body, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="trips-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(Number(res.headers['x-total-rows'])).toBe(Object.keys(ids).length);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Trip name', 'Customer', 'Cost', 'Start location']);
    expect(rows.find((r) => r[0] === `${marker} running`)).toEqual([
      `${marker} running`,
      'Ada Lovelace',
      '150',
      '',
    ]);
  });

  it('lists trips for pickers by name', async () => {
    const res = await post(t, '/trips/options', { search: `${marker} so` }, admin);
    expect(res.json()).toEqual({ items: [{ id: ids.soon, name: `${marker} soon` }], has_more: false });
  });
});
