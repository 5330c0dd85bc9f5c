import { zohoErrorMessages } from '@trips/shared/modules/zoho/zoho.messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, put, signIn } from './support/auth.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { type FakeDeal, startFakeZoho } from './support/fake-zoho.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { memberWith } from './support/people.ts';
import { loadTrip, saveBodyOf, saveTrip } from './support/trips.ts';

describe.each(targets)('trips from Zoho CRM deals on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let fake: Awaited<ReturnType<typeof startFakeZoho>>;
  const clock = clockAheadOfRealTime();
  const places = { start: '', variation: '', startId: 0, endId: 0 };
  let modified = Date.parse('2031-01-01T10:00:00Z');
  const deal = (id: string, values: Record<string, unknown>): FakeDeal => {
    modified += 60_000;
    return { id, Modified_Time: new Date(modified).toISOString(), ...values };
  };
  const syncNow = async () => {
    const res = await post(t, '/zoho/sync', {}, admin);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const tripOfDeal = async (id: string) =>
    (await t.db.selectFrom('zoho_deals').select('trip_id').where('deal_id', '=', id).executeTakeFirst())
      ?.trip_id ?? null;
  const taskCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('tasks')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('subject', 'like', 'Zoho deal%')
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    fake = await startFakeZoho({ refreshToken: 'refresh-1' });
    t = await startTestApp(target, { ZOHO_ACCOUNTS_URL: fake.url }, undefined, { clock });
    admin = await signIn(t);
    const first = (await get(t, '/settings/zoho', admin)).json();
    const saved = await put(
      t,
      '/settings/zoho',
      {
        values: { client_id: 'client-1', client_secret: 'secret-1', token: 'refresh-1', is_active: false },
        version: first.version,
      },
      admin,
    );
    expect(saved.statusCode).toBe(200);
    await t.db.updateTable('zoho_accounts').set({ is_active: false }).where('id', '<>', 1).execute();
    const v = await t.db
      .selectFrom('location_name_variations as v')
      .innerJoin('locations as l', 'l.id', 'v.location_id')
      .select(['v.name as variation', 'l.id'])
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const other = await t.db
      .selectFrom('locations')
      .select(['id', 'name'])
      .where('id', '<>', v.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    Object.assign(places, { start: other.name, startId: other.id, variation: v.variation, endId: v.id });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const base = () => ({
    Deal_Name: 'Smith family Camino',
    Start_Date: '2031-06-01',
    End_Date: '2031-06-08',
    Start_Location: places.start.toUpperCase(),
    End_Location: ` ${places.variation} `,
    Travellers: 2,
    Amount: 1450.5,
    Customer_First_Name: 'Ann',
    Customer_Last_Name: 'Smith',
    Customer_Email: 'ann@example.com',
    Owner: { name: 'Admin', email: 'ADMIN@example.com' },
    Description: 'Vegetarian meals',
  });

  it('creates trips from matched deals, lists the others once with one IT task each', async () => {
    fake.put(deal('D1', base()));
    fake.put(deal('D2', { ...base(), Deal_Name: 'Nowhere', Start_Location: 'Atlantis' }));
    fake.put(deal('D3', { ...base(), Deal_Name: 'No dates', Start_Date: null }));
    const status = await syncNow();
    const account = status.accounts.find((a: { id: number }) => a.id === 1);
    expect(account).toMatchObject({ last_status: 'ok', last_created: 1, last_unmatched: 2, last_error: '' });
    expect(fake.state.tokensIssued).toBe(1);
    const tripId = (await tripOfDeal('D1'))!;
    const trip = (await loadTrip(t, admin, tripId)).trip;
    expect(trip).toMatchObject({
      trip_name: 'Smith family Camino',
      zoho_account_id: 1,
      start_date: '2031-06-01',
      end_date: '2031-06-08',
      start_location_id: places.startId,
      end_location_id: places.endId,
      travellers: 2,
      trip_price: 1450.5,
      customer_last_name: 'Smith',
      trip_comments: 'Vegetarian meals',
    });
    expect(trip.operations_owner_name).toBeTruthy();
    const history = (await get(t, `/trips/${tripId}/history`, admin)).json();
    expect(history.items.length).toBeGreaterThan(0);
    const reasons = status.unmatched.map((u: { deal_id: string; reason: string }) => [u.deal_id, u.reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['D2', 'Unknown start location "Atlantis".'],
        ['D3', 'The deal has no start or end date.'],
      ]),
    );
    expect(await tripOfDeal('D2')).toBeNull();
    expect(await taskCount()).toBe(2);

    fake.put(deal('D2', { ...base(), Deal_Name: 'Nowhere', Start_Location: 'Atlantis' }));
    const again = await syncNow();
    expect(again.unmatched).toHaveLength(2);
    expect(await taskCount()).toBe(2);
    expect(fake.state.tokensIssued).toBe(1);
  });

  it('keeps the watermark at the latest change and asks from it, less the overlap', async () => {
    const state = await t.db
      .selectFrom('zoho_sync_state')
      .select('watermark')
      .where('zoho_account_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(new Date(state.watermark!).getTime()).toBe(modified);
    expect(fake.state.sinceHeaders.at(-1)).toBe(
      new Date(Date.parse('2031-01-01T10:03:00Z') - 300_000).toISOString(),
    );
  });

  it('changes only the fields staff have not edited, and records what changed and what was not copied', async () => {
    const tripId = (await tripOfDeal('D1'))!;
    const body = saveBodyOf(await loadTrip(t, admin, tripId));
    body.trip.trip_name = 'Smith family (staff)';
    body.trip.trip_comments = 'Staff note';
    expect((await saveTrip(t, admin, tripId, body)).statusCode).toBe(200);
    fake.put(
      deal('D1', { ...base(), Deal_Name: 'Smith family 2', Travellers: 4, Description: 'Gluten free' }),
    );
    const status = await syncNow();
    expect(status.accounts[0]).toMatchObject({ last_updated: 1, last_created: 0 });
    const trip = (await loadTrip(t, admin, tripId)).trip;
    expect(trip).toMatchObject({
      trip_name: 'Smith family (staff)',
      travellers: 4,
      trip_comments: 'Staff note',
    });
    expect(status.automated_trip_revised.map((l: { line: string }) => l.line)).toContain('Travellers: 2 → 4');
    expect(status.ignore_comments.map((l: { line: string }) => l.line)).toContain('Gluten free');
    const history = (await get(t, `/trips/${tripId}/history`, admin)).json();
    expect(JSON.stringify(history.items[0])).toContain('4');
  });

  it('renews the token after a 401 and goes on', async () => {
    fake.expireTokens();
    fake.put(deal('D4', { ...base(), Deal_Name: 'After expiry' }));
    const status = await syncNow();
    expect(status.accounts[0]).toMatchObject({ last_status: 'ok', last_created: 1 });
    expect(fake.state.tokensIssued).toBe(2);
  });

  it('waits as a 429 says, then continues as a job', async () => {
    fake.rateLimitNext(30);
    fake.put(deal('D5', { ...base(), Deal_Name: 'After the wait' }));
    const status = await syncNow();
    expect(status.accounts[0].last_status).toBe('failed');
    expect(status.accounts[0].last_error).toContain('30 s');
    expect(await tripOfDeal('D5')).toBeNull();
    await t.app.jobs.runOnce();
    expect(await tripOfDeal('D5')).toBeNull();
    clock.advance(31_000);
    await t.app.jobs.runOnce();
    expect(await tripOfDeal('D5')).not.toBeNull();
  });

  it('never creates a trip twice when two servers sync at once', async () => {
    const other = await t.withSettings({});
    try {
      fake.put(deal('D6', { ...base(), Deal_Name: 'Twice?' }));
      const [a, b] = await Promise.all([
        post(t, '/zoho/sync', {}, admin),
        other.app.inject({
          method: 'POST',
          url: '/api/v1/zoho/sync',
          headers: { authorization: `Bearer ${admin}` },
        }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const trips = await t.db.selectFrom('trips').select('id').where('trip_name', '=', 'Twice?').execute();
      expect(trips).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('syncs on its own every interval once the Zoho settings are active', async () => {
    const zoho = (await get(t, '/settings/zoho', admin)).json();
    await put(t, '/settings/zoho', { values: { is_active: true }, version: zoho.version }, admin);
    await get(t, '/zoho/status', admin);
    const ticks = await t.db.selectFrom('jobs').select('kind').where('kind', '=', 'zoho.tick').execute();
    expect(ticks.length).toBeGreaterThan(0);
    fake.put(deal('D7', { ...base(), Deal_Name: 'On its own' }));
    // The tick enqueues the account's sync and kicks the runner, which may take it in a pass of its own.
    await expect
      .poll(async () => {
        await t.app.jobs.runOnce();
        return tripOfDeal('D7');
      })
      .not.toBeNull();
  });

  it('reads the accounts, their errors and the trip changes in the reader’s language', async () => {
    const statusIn = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/zoho/status',
          headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
        })
      ).json();
    // Stored in English, as a run without credentials stores it.
    await t.db
      .updateTable('zoho_sync_state')
      .set({ last_status: 'failed', last_error: zohoErrorMessages.noCredentials })
      .where('zoho_account_id', '=', 1)
      .execute();
    const spanish = await statusIn('es-ES,es;q=0.9');
    expect(spanish.accounts.map((a: { name: string }) => a.name)).toEqual([
      'Cuenta principal',
      'Cuenta de agencias',
    ]);
    expect(spanish.accounts[0].last_error).toBe(
      'Primero rellene el client id, el client secret y el refresh token en los ajustes de Zoho.',
    );
    expect(spanish.automated_trip_revised.map((l: { line: string }) => l.line)).toContain('Viajeros: 2 → 4');
    const text = JSON.stringify(spanish);
    for (const english of ['Main account', 'Agencies account', 'Fill in the client id', 'Travellers:'])
      expect(text).not.toContain(english);
    await t.db
      .updateTable('zoho_sync_state')
      .set({ last_error: zohoErrorMessages.wait(30) })
      .where('zoho_account_id', '=', 1)
      .execute();
    expect((await statusIn('es')).accounts[0].last_error).toBe(
      'Zoho pidió esperar 30 s antes de la siguiente llamada.',
    );
    const english = await statusIn('en');
    expect(english.accounts[0]).toMatchObject({
      name: 'Main account',
      last_error: 'Zoho asked to wait 30 s before the next call.',
    });
  });

  it('keeps the sync to those with the Zoho settings right, and secrets out of the answer', async () => {
    const status = await get(t, '/zoho/status', admin);
    expect(status.body).not.toContain('secret-1');
    expect(status.body).not.toContain('refresh-1');
    expect(status.body).not.toContain('access-');
    const viewer = (await memberWith(t, { zoho_settings: ['view'] }, 'zoho viewers')).token;
    expect((await get(t, '/zoho/status', viewer)).statusCode).toBe(200);
    expect((await post(t, '/zoho/sync', {}, viewer)).statusCode).toBe(403);
    const outsider = (await memberWith(t, { trips: ['view'] }, 'no zoho')).token;
    expect((await get(t, '/zoho/status', outsider)).statusCode).toBe(403);
  });
});
