import { travellerMessages } from '@trips/shared/modules/hospedajes/travellers.constants';
import { travellerLinkMessages } from '@trips/shared/modules/traveller-links/traveller-links.constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, put, signIn } from './support/auth.ts';
import { manualClock } from './support/clock.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { countryId, spanishNight } from './support/hospedajes.ts';
import { memberWith } from './support/people.ts';

const lucia = {
  first_name: 'Lucía',
  surname1: 'García',
  surname2: 'Pérez',
  document_type: 'NIF',
  document_number: '12345678Z',
  document_support: 'ABC123456',
  birth_date: '1980-02-29',
  sex: 'M',
  address: 'Calle Mayor 5',
  municipality_code: '28079',
  postal_code: '28013',
  phone: '+34600111222',
  email: 'lucia@example.com',
  diet: 'Vegetarian, no nuts',
  emergency_name: 'Pedro García',
  emergency_phone: '+34600999888',
};
const john = {
  first_name: 'John',
  surname1: 'Smith',
  document_type: 'PAS',
  document_number: 'X9876543',
  birth_date: '1979-07-01',
  sex: 'H',
  address: '10 Downing Street',
  municipality_name: 'London',
  postal_code: 'SW1A 2AA',
  email: 'john@example.com',
};

describe.each(targets)("the travellers' own page on %s", (target) => {
  let t: TestApp;
  let admin: string;
  let es: number;
  let gb: number;
  let address = 0;
  const clock = manualClock(new Date('2031-06-05T09:00:00Z'));

  /** Each test speaks from an address of its own, so the rate limit of one never stops another. */
  const from = () => `10.0.0.${++address}`;
  const page = (token: string, ip: string, method: 'GET' | 'PUT' = 'GET', payload?: object) =>
    t.app.inject({ method, url: `/api/v1/traveller/${token}`, remoteAddress: ip, payload });
  const makeLink = async (trip: number, body: object = {}) => {
    const res = await post(t, `/trips/${trip}/traveller-link`, body, admin);
    expect(res.statusCode, res.body).toBe(200);
    const { url, expires_at } = res.json();
    return {
      url: url as string,
      expires_at: expires_at as string,
      token: (url as string).split('/traveller/')[1]!,
    };
  };
  const codes = async (trip: number) => {
    const res = await get(t, `/trips/${trip}/readiness`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().problems as { code: string }[]).map((p) => p.code);
  };

  beforeAll(async () => {
    t = await startTestApp(target, {}, undefined, { clock });
    admin = await signIn(t);
    es = await countryId(t, 'ES');
    gb = await countryId(t, 'GB');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the contract: a link, the page, a save that keeps what is valid, and readiness clears', async () => {
    const { trip } = await spanishNight(t, 'Contract', 2, { in: '2031-06-10', out: '2031-06-12' });
    expect(await codes(trip)).toContain('traveller_data_missing');
    const link = await makeLink(trip);
    expect(new URL(link.url).pathname).toBe(`/traveller/${link.token}`);
    expect(link.expires_at).toBe('2031-07-13T00:00:00.000Z');
    expect((await makeLink(trip)).token).toBe(link.token);

    const ip = from();
    const opened = await page(link.token, ip);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('no-store');
    const body = opened.json();
    expect(body).toMatchObject({ success: true, lang: 'en', trip: { name: 'Hospedajes Contract' } });
    expect(body.trip.nights).toEqual([
      { date: '2031-06-10', hotel: 'Hotel Contract', town: '' },
      { date: '2031-06-11', hotel: 'Hotel Contract', town: '' },
    ]);
    expect(body.travellers).toHaveLength(1);
    expect(body.missing).toContain('travellers.0.document_number');
    // Only the trip's own facts: no prices, costs, staff or internal notes.
    expect(opened.body).not.toMatch(/price|cost|margin|comments|owner|notes|operations/);

    const wrongLetter = await page(link.token, ip, 'PUT', {
      travellers: [
        { ...lucia, document_number: '12345678A', nationality_id: es, country_id: es },
        { ...john },
      ],
    });
    expect(wrongLetter.statusCode).toBe(400);
    expect(wrongLetter.headers['cache-control']).toBe('no-store');
    expect(wrongLetter.json().field_errors).toEqual({
      'travellers.0.document_number': travellerMessages.dniLetter,
    });
    // What was valid is kept: the address, the diet and the second traveller.
    const kept = (await get(t, `/trips/${trip}/travellers`, admin)).json();
    expect(kept.travellers).toHaveLength(2);
    expect(kept.travellers[0]).toMatchObject({
      address: 'Calle Mayor 5',
      diet: 'Vegetarian, no nuts',
      document_number: '',
    });
    expect(kept.travellers[1]).toMatchObject({ first_name: 'John', surname1: 'Smith' });

    const reloaded = (await page(link.token, ip)).json();
    const saved = await page(link.token, ip, 'PUT', {
      version: reloaded.version,
      base: reloaded.travellers,
      travellers: [
        { ...reloaded.travellers[0], ...lucia, nationality_id: es, country_id: es },
        { ...reloaded.travellers[1], nationality_id: gb, country_id: gb },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: travellerLinkMessages.saved, missing: [] });
    const staffView = (await get(t, `/trips/${trip}/travellers`, admin)).json();
    expect(staffView.travellers[0]).toMatchObject({
      document_number: '12345678Z',
      emergency_phone: '+34600999888',
    });
    expect(await codes(trip)).not.toContain('traveller_data_missing');

    const history = (await get(t, `/trips/${trip}/history`, admin)).json();
    const subjects = (history.items as { subject: string | null; user_name?: string }[]).map(
      (i) => i.subject,
    );
    expect(subjects).toContain(travellerLinkMessages.historySubject);

    const log = await t.db
      .selectFrom('traveller_link_accesses')
      .select(['action', 'outcome', 'ip'])
      .where('trip_id', '=', trip)
      .orderBy('id')
      .execute();
    expect(log.map((l) => `${l.action}:${l.outcome}:${l.ip}`)).toEqual([
      `view::${ip}`,
      `save:partly:${ip}`,
      `view::${ip}`,
      `save:saved:${ip}`,
    ]);
  });

  it('refuses a tampered, revoked or expired link with a clear answer and no data', async () => {
    const { trip } = await spanishNight(t, 'Refusals', 1, { in: '2031-06-20', out: '2031-06-21' });
    await t.db.updateTable('trips').set({ language_id: 2 }).where('id', '=', trip).execute();
    const first = await makeLink(trip);
    const ip = from();
    const [id, expiry, mac] = first.token.split('.');
    for (const forged of [
      `${Number(id) + 1}.${expiry}.${mac}`,
      `${id}.${Number(expiry) + 1}.${mac}`,
      'nonsense',
    ]) {
      const res = await page(forged, ip);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        reason: 'invalid',
        lang: null,
        message: travellerLinkMessages.invalid,
      });
      expect(res.body).not.toContain('Refusals');
    }

    const second = await makeLink(trip, { regenerate: true });
    expect(second.token).not.toBe(first.token);
    const revoked = await page(first.token, ip);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.json()).toMatchObject({ reason: 'revoked', lang: 'es' });
    expect(revoked.body).not.toContain('Refusals');
    expect((await page(second.token, ip)).statusCode).toBe(200);

    const revokedByStaff = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/trips/${trip}/traveller-link`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(revokedByStaff.statusCode, revokedByStaff.body).toBe(200);
    expect((await page(second.token, ip)).json()).toMatchObject({ reason: 'revoked' });
    expect((await get(t, `/trips/${trip}/traveller-link`, admin)).json()).toEqual({
      success: true,
      link: null,
    });

    // Acts through the 30th day after the trip's end, then answers expired.
    const third = await makeLink(trip);
    expect(third.expires_at).toBe('2031-07-22T00:00:00.000Z');
    const opens = new Date('2031-07-21T23:00:00Z').getTime() - clock.now().getTime();
    clock.advance(opens);
    expect((await page(third.token, ip)).statusCode).toBe(200);
    clock.advance(3_600_000);
    const expired = await page(third.token, ip);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ reason: 'expired', lang: 'es' });
    const saveExpired = await page(third.token, ip, 'PUT', { travellers: [john] });
    expect(saveExpired.statusCode).toBe(410);
    clock.advance(-(opens + 3_600_000));
    const refused = await t.db
      .selectFrom('traveller_link_accesses')
      .select('outcome')
      .where('action', '=', 'refused')
      .where('trip_id', '=', trip)
      .execute();
    expect(refused.map((r) => r.outcome)).toEqual(['revoked', 'revoked', 'expired', 'expired']);
  });

  it('limits the requests of one address', async () => {
    const { trip } = await spanishNight(t, 'Limit', 1, { in: '2031-06-22', out: '2031-06-23' });
    const { token } = await makeLink(trip);
    const ip = from();
    for (let i = 0; i < 30; i++)
      expect((await page(token, ip, 'PUT', { travellers: [] })).statusCode).toBe(200);
    const over = await page(token, ip, 'PUT', { travellers: [] });
    expect(over.statusCode).toBe(429);
    expect((await page(token, from(), 'PUT', { travellers: [] })).statusCode).toBe(200);
  });

  it('keeps a staff change made while the traveller was filling in, and theirs', async () => {
    const { trip } = await spanishNight(t, 'Together', 2, { in: '2031-06-24', out: '2031-06-25' });
    const staffSave = await put(
      t,
      `/trips/${trip}/travellers`,
      { version: 0, travellers: [{ ...lucia, nationality_id: es, country_id: es }, john] },
      admin,
    );
    expect(staffSave.statusCode, staffSave.body).toBe(200);
    const { token } = await makeLink(trip);
    const ip = from();
    const loaded = (await page(token, ip)).json();

    // Staff change Lucía's phone and John's address while the page is open.
    const staff = (await get(t, `/trips/${trip}/travellers`, admin)).json();
    const edited = staff.travellers.map(({ id, ...rest }: { id: number }) => rest);
    edited[0].phone = '+34911222333';
    edited[1].address = '221B Baker Street';
    expect(
      (await put(t, `/trips/${trip}/travellers`, { version: staff.version, travellers: edited }, admin))
        .statusCode,
    ).toBe(200);

    // The travellers, from what they loaded, give Lucía's diet and John's documents.
    const mine = structuredClone(loaded.travellers);
    mine[0].diet = 'Coeliac';
    mine[1] = { ...mine[1], nationality_id: gb, country_id: gb, document_number: 'Y1112223' };
    const res = await page(token, ip, 'PUT', {
      version: loaded.version,
      base: loaded.travellers,
      travellers: mine,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await get(t, `/trips/${trip}/travellers`, admin)).json().travellers;
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ phone: '+34911222333', diet: 'Coeliac' });
    expect(after[1]).toMatchObject({
      address: '221B Baker Street',
      document_number: 'Y1112223',
      country_id: gb,
    });
  });

  it('reaches no other trip, and needs the trips right to make or read a link', async () => {
    const a = await spanishNight(t, 'Own', 1, { in: '2031-06-26', out: '2031-06-27' });
    const b = await spanishNight(t, 'Other', 1, { in: '2031-06-26', out: '2031-06-27' });
    await put(
      t,
      `/trips/${b.trip}/travellers`,
      { version: 0, travellers: [{ ...john, first_name: 'Secret' }] },
      admin,
    );
    const { token } = await makeLink(a.trip);
    const ip = from();
    const seen = await page(token, ip);
    expect(seen.body).not.toContain('Secret');
    expect(seen.body).not.toContain('Hotel Other');
    // A traveller of another trip named by its id is a new traveller here, never a change there.
    const otherId = (await get(t, `/trips/${b.trip}/travellers`, admin)).json().travellers[0].id;
    const res = await page(token, ip, 'PUT', {
      travellers: [{ ...john, id: otherId, first_name: 'Intruder' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const other = (await get(t, `/trips/${b.trip}/travellers`, admin)).json().travellers;
    expect(other.map((x: { first_name: string }) => x.first_name)).toEqual(['Secret']);

    const nobody = (await memberWith(t, { tasks: ['view'] }, 'no trips')).token;
    const viewer = (await memberWith(t, { trips: ['view'] }, 'trip viewers')).token;
    expect((await post(t, `/trips/${a.trip}/traveller-link`, {}, nobody)).statusCode).toBe(403);
    expect((await get(t, `/trips/${a.trip}/traveller-link`, nobody)).statusCode).toBe(403);
    expect((await post(t, `/trips/${a.trip}/traveller-link`, {}, viewer)).statusCode).toBe(403);
    expect((await get(t, `/trips/${a.trip}/traveller-link`, viewer)).json().link.url).toContain(
      '/traveller/',
    );
  });
  it("offers the trip's pack once its vouchers exist, never kept by the browser", async () => {
    const { trip } = await spanishNight(t, 'Pack', 1, { in: '2031-06-28', out: '2031-06-29' });
    const { token } = await makeLink(trip);
    const ip = from();
    expect((await page(token, ip)).json().trip.pack_url).toBeNull();
    const made = await post(t, `/trips/${trip}/vouchers`, {}, admin);
    expect(made.statusCode, made.body).toBe(200);
    const { pack_url } = (await page(token, ip)).json().trip;
    expect(pack_url).toBe(`/api/v1/traveller/${token}/pack`);
    const pdf = await t.app.inject({ method: 'GET', url: pack_url, remoteAddress: ip });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
