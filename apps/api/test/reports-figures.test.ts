import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { listPost } from './support/list-client.ts';
import { memberWith, userIdOf } from './support/people.ts';
import { put } from './support/providers.ts';

type Row = Record<string, unknown>;
const pickOf = (rows: Row[], keys: string[]) =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])));

/**
 * The grouped reports' figures on a small fixed data set, each checked against the value worked out by
 * hand (spec part 1 §3; issue "Reports and dashboards": VAT, margin, next-days counts, prepayments).
 */
describe.each(targets)('report figures on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let owner: number;
  let today: string;
  const ids: Record<string, number> = {};
  const search = async (report: string, body: object = {}, token = admin) => {
    const res = await listPost(t.app, `/${report}/search`, { search: 'Fig ', ...body }, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as Row[];
  };
  const day = async (offset: number) =>
    (await sql<{ d: string }>`select (current_date + ${offset}::int)::text as d`.execute(t.db)).rows[0]!.d;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    owner = await userIdOf(t, 'olga@example.com');
    today = (await sql<{ d: string }>`select current_date::text as d`.execute(t.db)).rows[0]!.d;
    const insert = async (table: string, values: object) =>
      (
        await t.db
          .insertInto(table as never)
          .values(values as never)
          .returning('id' as never)
          .executeTakeFirstOrThrow()
      ).id as number;
    const vatCountry = await insert('countries', { name: 'Figland', iso2: 'FV', vat: 1 });
    const freeCountry = await insert('countries', { name: 'Nofig', iso2: 'FN', vat: 0 });
    ids.vatPlace = await insert('locations', { name: 'Fig town', country_id: vatCountry });
    ids.freePlace = await insert('locations', { name: 'Fig free', country_id: freeCountry });
    ids.prepaid = await insert('providers', {
      category_id: 1,
      commercial_name: 'Fig prepaid hotel',
      location_id: ids.vatPlace,
      payment_method_id: 4,
    });
    ids.plain = await insert('providers', {
      category_id: 3,
      commercial_name: 'Fig guide',
      location_id: ids.vatPlace,
      payment_method_id: 1,
    });
    const at = (o: number) => sql`current_date + ${o}::int`;
    ids.v1 = await insert('trips', {
      trip_name: 'Fig VAT one',
      start_date: at(3),
      end_date: at(6),
      start_location_id: ids.vatPlace,
      trip_price: 1000,
      total_cost: 600,
      invoice_number: 'C-1',
      invoice_date: '2031-03-05',
      operations_owner_id: owner,
      trip_type_id: 1,
    });
    ids.v2 = await insert('trips', {
      trip_name: 'Fig VAT two',
      start_date: '2031-04-01',
      end_date: '2031-04-04',
      start_location_id: ids.freePlace,
      trip_price: 500,
      total_cost: 550,
      invoice_number: 'C-2',
      invoice_date: '2031-04-06',
    });
    const night = (checkin: number, values: object) =>
      insert('trip_accommodations', {
        trip_id: ids.v1,
        location_id: ids.vatPlace,
        provider_id: ids.prepaid,
        checkin_date: at(checkin),
        checkout_date: at(checkin + 1),
        people: 2,
        ...values,
      });
    // Paid, invoiced 400 (theory 380), confirmed; unpaid at theory 80, OK; cancelled, counted nowhere.
    ids.n1 = await night(3, {
      t_cost: 380,
      r_cost: 400,
      payment_date: '2031-01-10',
      trip_service_status_id: 3,
    });
    ids.n2 = await night(4, { t_cost: 80, location_id: ids.freePlace });
    await night(2, { t_cost: 999, trip_service_status_id: 7 });
    await insert('trip_transfers', {
      trip_id: ids.v1,
      transfer_type_id: 2,
      date: at(4),
      luggage: 2,
      provider_id: ids.plain,
      t_cost: 120,
      trip_service_status_id: 3,
    });
    ids.guide = await insert('trip_other_services', {
      trip_id: ids.v1,
      provider_id: ids.plain,
      service_type_id: 1,
      from_date: at(5),
      to_date: at(5),
      people: 2,
      t_cost: 30,
      trip_service_status_id: 2,
    });
    const invoice = await insert('invoices', { invoice_number: 'F-9', provider_id: ids.prepaid });
    await insert('invoice_services', {
      invoice_id: invoice,
      accommodation_id: ids.n1,
      r_cost_national: 400,
      r_cost: 400,
    });
    const prepayment = await insert('invoices', {
      invoice_number: 'F-10',
      provider_id: ids.plain,
      is_prepayment: true,
    });
    // A prepayment invoice charging a guide of a provider not paid by prepayment, not paid yet.
    await insert('invoice_services', {
      invoice_id: prepayment,
      other_service_id: ids.guide,
      r_cost_national: 30,
      r_cost: 30,
    });
    await t.db.updateTable('trip_other_services').set({ r_cost: 30 }).where('id', '=', ids.guide).execute();
  });
  afterAll(() => t?.close());

  it('VAT: cost, margin, margin % and VAT at bs_vat where the country charges it', async () => {
    const keys = ['trip_name', 'trip_price', 'cost', 'cost_margin', 'vat', 'cost_margin_per'];
    const rows = await search('vat_report', { order_by: 'trip_name', order_type: 'asc' });
    expect(pickOf(rows, [...keys, 'financial_status_name', 'financial_comments'])).toEqual([
      // 1000 − 600 = 400; 400 × 0.07 = 28; 400 ÷ 1000 = 40 %; two of four live rows invoiced.
      {
        trip_name: 'Fig VAT one',
        trip_price: 1000,
        cost: 600,
        cost_margin: 400,
        vat: 28,
        cost_margin_per: 40,
        financial_status_name: 'Partly invoiced',
        financial_comments: 'F-10, F-9',
      },
      // No VAT in Nofig; a loss of 50 is −10 %.
      {
        trip_name: 'Fig VAT two',
        trip_price: 500,
        cost: 550,
        cost_margin: -50,
        vat: 0,
        cost_margin_per: -10,
        financial_status_name: 'Not invoiced',
        financial_comments: null,
      },
    ]);
    const { version } = (
      await t.app.inject({ url: '/api/v1/settings/vat', headers: { authorization: `Bearer ${admin}` } })
    ).json();
    expect((await put(t, '/settings/vat', { version, values: { bs_vat: 0.21 } }, admin)).statusCode).toBe(
      200,
    );
    const after = await search('vat_report', {
      invoice_date: { values: ['2031-03-01', '2031-03-31'], filter_type: 'date', option_type: 'between' },
    });
    expect(pickOf(after, ['trip_name', 'vat'])).toEqual([{ trip_name: 'Fig VAT one', vat: 84 }]);
    const losses = await search('vat_report', {
      cost_margin_per: { values: ['', 0], filter_type: 'percentage', option_type: 'between' },
    });
    expect(losses.map((r) => r.trip_name)).toEqual(['Fig VAT two']);
  });

  it('next days: services and confirmed services per section of trips starting soon', async () => {
    const soon = { next_days: { values: [0, 7], filter_type: 'numeric', option_type: 'between' } };
    const rows = await search('next_days_report', soon);
    expect(rows.map((r) => r.trip_name)).toEqual(['Fig VAT one']);
    expect(rows[0]).toMatchObject({
      start_date: await day(3),
      accommodations: 2,
      accommodations_confirmed: 1,
      luggage_transfers: 1,
      luggage_transfers_confirmed: 1,
      normal_transfers: 0,
      normal_transfers_confirmed: 0,
      other_services: 1,
      other_services_confirmed: 0,
    });
    const unconfirmed = await search('next_days_report', {
      ...soon,
      other_services_confirmed: { values: [0], filter_type: 'numeric', option_type: 'is' },
    });
    expect(unconfirmed).toHaveLength(1);
    // Days are whole: the filter reads the start day itself (its index), its ends rounded inwards.
    const days = async (option_type: string, values: number[]) =>
      (await search('next_days_report', { next_days: { values, filter_type: 'numeric', option_type } })).map(
        (r) => r.trip_name,
      );
    expect(await days('is', [3])).toEqual(['Fig VAT one']);
    expect(await days('is', [2, 4])).toEqual([]);
    expect(await days('between', [2.5, 3.5])).toEqual(['Fig VAT one']);
    expect(await days('between', [3.5, 7])).toEqual([]);
    expect(await days('between', [0, 2.9])).toEqual([]);
    // Days past any date PostgreSQL holds match nothing rather than failing.
    expect(await days('between', [0, 2_145_022_117])).toContain('Fig VAT one');
    expect(await days('is', [-2_145_022_117])).toEqual([]);
  });

  it('next days trips stats: trips, services and the confirmed share per start day and owner', async () => {
    const res = await listPost(
      t.app,
      '/next_days_trips_stats/search',
      {
        search_user_id: { values: [owner], filter_type: 'autocomplete', option_type: 'is' },
        date: { values: [await day(3), await day(3)], filter_type: 'date', option_type: 'between' },
      },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().items;
    // Fig VAT one is Olga's only trip on that day unless the demo has others: count them from the rows.
    const services = await sql<{
      n: number;
      c: number;
      trips: number;
    }>`select count(distinct t.id)::int as trips,
      count(x.*)::int as n, count(x.*) filter (where x.trip_service_status_id = 3)::int as c from trips t
      left join lateral (select trip_service_status_id from trip_accommodations where trip_id = t.id and trip_service_status_id <> 7
        union all select trip_service_status_id from trip_transfers where trip_id = t.id and trip_service_status_id <> 7
        union all select trip_service_status_id from trip_other_services where trip_id = t.id and trip_service_status_id <> 7) x on true
      where t.start_date = current_date + 3 and t.operations_owner_id = ${owner}`.execute(t.db);
    const expected = services.rows[0]!;
    expect(row).toMatchObject({
      date: await day(3),
      trips: expected.trips,
      services: expected.n,
      confirmed_services: expected.c,
    });
    expect(row.confirmed_per).toBe(Math.round((10000 * expected.c) / expected.n) / 100);
    expect(row.user_name).toContain('Olga');
  });

  it('next days trips stats opens on its own right or on the next-days right (the mobile menu), not on others', async () => {
    const stats = '/next_days_trips_stats/search';
    const as = async (rights: Record<string, ['view']>) =>
      (await listPost(t.app, stats, {}, (await memberWith(t, rights)).token)).statusCode;
    expect(await as({ next_days_stats: ['view'] })).toBe(200);
    expect(await as({ next_days_report: ['view'] })).toBe(200);
    expect(await as({ vat_report: ['view'] })).toBe(403);
  });

  it('prepayments: pending and paid per section, and the trip’s payment status', async () => {
    const rows = await search('prepayments_report');
    expect(rows.map((r) => r.trip_name)).toEqual(['Fig VAT one']);
    expect(rows[0]).toMatchObject({
      // Paid night 400 (its invoice); unpaid night at theory 80; the guide on a prepayment invoice, 30.
      accommodations_pending: 80,
      accommodations_paid: 400,
      luggage_transfers_pending: 0,
      other_services_pending: 30,
      other_services_paid: 0,
      payment_status_name: 'Partially paid',
    });
    const pending = await search('prepayments_report', {
      unpaid_other_services: { values: [31, ''], filter_type: 'numeric', option_type: 'between' },
    });
    expect(pending).toEqual([]);
  });

  it('locations: every live night, the first one marked; right enforced', async () => {
    const rows = await search('locations_report', { order_by: 'checkin_date', order_type: 'asc' });
    expect(pickOf(rows, ['location_name', 'checkin_date', 'provider_name', 'is_first_location'])).toEqual([
      {
        location_name: 'Fig town',
        checkin_date: await day(3),
        provider_name: 'Fig prepaid hotel',
        is_first_location: true,
      },
      {
        location_name: 'Fig free',
        checkin_date: await day(4),
        provider_name: 'Fig prepaid hotel',
        is_first_location: false,
      },
    ]);
    const first = await search('locations_report', {
      is_first_location_only: { values: [true], filter_type: 'boolean', option_type: 'is' },
    });
    expect(first.map((r) => r.location_name)).toEqual(['Fig town']);
    const vatOnly = (await memberWith(t, { vat_report: ['view'] })).token;
    expect((await listPost(t.app, '/locations_report/search', {}, vatOnly)).statusCode).toBe(403);
    expect((await listPost(t.app, '/vat_report/search', {}, vatOnly)).statusCode).toBe(200);
    expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('task reports: open, pending, overdue and completed per user and deadline day', async () => {
    const member = await memberWith(t, { active_tasks_report: ['view'], tasks_summary_report: ['view'] });
    const user = member.id;
    const task = (deadline: string, status_id: number, subject: string) =>
      t.db
        .insertInto('tasks')
        .values({
          subject,
          deadline,
          owner_id: user,
          status_id,
          object_type_id: 1,
          created_by: owner,
        } as never)
        .execute();
    await task('2020-01-01', 1, 'Old open');
    await task('2020-01-01', 3, 'Old done');
    await task('2031-01-10', 1, 'Next open');
    await task('2031-01-10', 2, 'Next started');
    await task('2031-01-10', 3, 'Next done');
    const mine = { search_user_id: { values: [user], filter_type: 'autocomplete', option_type: 'is' } };
    const summary = await search('tasks_summary', { ...mine, search: undefined }, member.token);
    const keys = ['date', 'total', 'open', 'pending', 'overdue', 'completed', 'completed_per'];
    expect(pickOf(summary, keys)).toEqual([
      { date: '2020-01-01', total: 2, open: 1, pending: 0, overdue: 1, completed: 1, completed_per: 50 },
      { date: '2031-01-10', total: 3, open: 2, pending: 2, overdue: 0, completed: 1, completed_per: 33.33 },
    ]);
    const active = await search('active_tasks_report', { ...mine, search: undefined }, member.token);
    expect(active.map((r) => [r.subject, r.is_overdue])).toEqual([
      ['Old open', true],
      ['Next open', false],
      ['Next started', false],
    ]);
    const old = await search('overdue_vs_pending_tasks_report', {
      ...mine,
      search: undefined,
      date: { values: ['2020-01-01', '2020-12-31'], filter_type: 'date', option_type: 'between' },
    });
    expect(pickOf(old, ['overdue', 'pending'])).toEqual([{ overdue: 1, pending: 0 }]);
    const status = await listPost(t.app, '/completed_vs_total_tasks_report/search', {}, member.token);
    expect(status.statusCode).toBe(403);
  });
});
