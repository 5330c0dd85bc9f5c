import { messages } from '@trips/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

const stale =
  'This location was changed by someone else. Reload to see their changes; your edits are kept on screen.';

describe.each(targets)('locations on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let spain: number;
  let galicia: number;
  let norte: number;

  const put = (id: number, payload: object, token = olga) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/locations/${id}`,
      payload,
      headers: { authorization: `Bearer ${token}` },
    });
  const del = (id: number, token = olga) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/locations/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const create = (body: object) =>
    post(t, '/locations', { name: 'Negreira', country_id: spain, state_id: galicia, ...body }, olga);
  const auditOf = (id: number) =>
    t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'location')
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    const states = await t.db.selectFrom('states').select(['id', 'name', 'country_id']).execute();
    galicia = states.find((s) => s.name === 'Galicia')!.id;
    spain = states.find((s) => s.name === 'Galicia')!.country_id;
    norte = states.find((s) => s.name === 'Norte')!.id;
  });
  afterAll(() => t.close());

  it('creates a location with variations, meeting points and rations, and audits it', async () => {
    const res = await create({
      name: '  Negreira ',
      is_automated_processing: true,
      name_variations: ['Negreyra'],
      meeting_points: [{ name_eng: 'Town hall', name_spn: 'Ayuntamiento', name_grm: 'Rathaus' }],
      breakfast_picnic_replacement_id: 1,
    });
    expect(res.statusCode).toBe(200);
    const { location } = res.json();
    expect(location).toMatchObject({
      name: 'Negreira',
      country_name: 'Spain',
      state_name: 'Galicia',
      is_automated_processing: true,
      version: 1,
      breakfast_picnic_replacement_name: 'Breakfast',
      breakfast_replacement_name: 'NA',
      name_variations: [{ name: 'Negreyra' }],
      meeting_points: [{ name_eng: 'Town hall', name_spn: 'Ayuntamiento', name_grm: 'Rathaus' }],
    });
    expect((await get(t, `/locations/${location.id}`, olga)).json().location).toEqual(location);
    const [entry] = await auditOf(location.id);
    expect(entry).toMatchObject({ action: 'create', user_id: expect.any(Number) });
    expect(entry.changes.name).toEqual([null, 'Negreira']);
    expect(entry.changes.name_variations).toEqual([null, ['Negreyra']]);
    const found = await post(t, '/locations/search', { search: 'negreyra' }, olga);
    expect(found.json().items.map((r: { id: number }) => r.id)).toEqual([location.id]);
  });

  it('edits settings, variations and meeting points in one save, bumping the version', async () => {
    const { location } = (
      await create({
        name: 'Olveiroa',
        name_variations: ['Olveira', 'Olbeiroa'],
        meeting_points: [{ name_eng: 'Church' }, { name_eng: 'Bar' }],
      })
    ).json();
    const [church, bar] = location.meeting_points;
    const olveira = location.name_variations.find((v: { name: string }) => v.name === 'Olveira');
    const res = await put(location.id, {
      version: 1,
      name: 'Olveiroa (Dumbría)',
      country_id: spain,
      state_id: galicia,
      name_variations: { new: ['Olveiroa de Dumbría'], deleted: [olveira.id] },
      meeting_points: {
        upsert: [
          { id: church.id, name_eng: 'Church square', name_spn: 'Plaza de la iglesia' },
          { name_eng: 'Albergue' },
        ],
        deleted: [bar.id],
      },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json().location;
    expect(after.version).toBe(2);
    expect(after.name_variations.map((v: { name: string }) => v.name)).toEqual([
      'Olbeiroa',
      'Olveiroa de Dumbría',
    ]);
    expect(after.meeting_points.map((p: { name_eng: string }) => p.name_eng)).toEqual([
      'Church square',
      'Albergue',
    ]);
    const update = (await auditOf(location.id)).at(-1)!;
    expect(update.action).toBe('update');
    expect(Object.keys(update.changes).sort()).toEqual(['meeting_points', 'name', 'name_variations']);
    expect(update.changes.name).toEqual(['Olveiroa', 'Olveiroa (Dumbría)']);
  });

  it('refuses a stale version with 409 and keeps the saved data', async () => {
    const { location } = (await create({ name: 'Dumbría' })).json();
    const body = { name: 'Dumbria A', country_id: spain, state_id: galicia, version: 1 };
    expect((await put(location.id, body)).statusCode).toBe(200);
    const late = await put(location.id, { ...body, name: 'Dumbria B' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(stale);
    expect((await get(t, `/locations/${location.id}`, olga)).json().location.name).toBe('Dumbria A');
  });

  it('validates with the shared messages and clear reference errors', async () => {
    const blank = await create({ name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field_errors.name).toBe('Required');
    expect((await create({ name: 'x'.repeat(101) })).json().field_errors.name).toBe(
      'Max length is 100 symbols',
    );
    const point = await create({ meeting_points: [{ name_eng: 'y'.repeat(101) }] });
    expect(point.json().field_errors['meeting_points.0.name_eng']).toBe('Max length is 100 symbols');
    expect((await create({ country_id: 99999 })).json().field_errors.country_id).toBe('Unknown country');
    expect((await create({ state_id: norte })).json().field_errors.state_id).toBe(
      'This region is not in Spain',
    );
    expect((await create({ state_id: 99999 })).json().field_errors.state_id).toBe('Unknown region');
    expect(
      (await create({ breakfast_replacement_id: 77 })).json().field_errors.breakfast_replacement_id,
    ).toBe('Unknown meal');
    expect((await create({ name: 'Nul\u0000name' })).json().field_errors.name).toBe(
      messages.notAllowedCharacters,
    );
    const twice = await create({ name_variations: ['Same', 'same'] });
    expect(twice.json().field_errors['name_variations.1']).toMatch(/already a name variation/);
    const count = await t.db
      .selectFrom('locations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('name', '=', 'Negreira')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("refuses another location's variations and meeting points", async () => {
    const a = (
      await create({ name: 'Cee', name_variations: ['Cee town'], meeting_points: [{ name_eng: 'Port' }] })
    ).json().location;
    const b = (await create({ name: 'Corcubión' })).json().location;
    const base = { name: 'Corcubión', country_id: spain, state_id: galicia, version: 1 };
    const variation = await put(b.id, { ...base, name_variations: { deleted: [a.name_variations[0].id] } });
    expect(variation.statusCode).toBe(400);
    const point = await put(b.id, {
      ...base,
      meeting_points: { upsert: [{ id: a.meeting_points[0].id, name_eng: 'Mine' }] },
    });
    expect(point.statusCode).toBe(400);
    expect((await get(t, `/locations/${a.id}`, olga)).json().location).toEqual(a);
  });

  it('deletes with the edit right, audits it, and 404s afterwards', async () => {
    const { location } = (
      await create({ name: 'Hospital de la Cruz', name_variations: ['Hospital'] })
    ).json();
    const alba = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
    expect((await del(location.id, alba)).statusCode).toBe(403);
    expect((await get(t, `/locations/${location.id}`, alba)).statusCode).toBe(403);
    expect((await del(location.id)).json()).toMatchObject({ success: true });
    expect((await get(t, `/locations/${location.id}`, olga)).statusCode).toBe(404);
    expect((await del(location.id)).statusCode).toBe(404);
    expect((await auditOf(location.id)).map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await put(location.id, { name: 'x', country_id: spain, version: 1 })).statusCode).toBe(404);
  });

  it('lists locations for pickers by name or variation, 10 a page', async () => {
    const res = (await post(t, '/locations/options', { search: 'iruña' }, olga)).json();
    expect(res.items.map((i: { name: string }) => i.name)).toEqual(['Pamplona']);
    const page = (await post(t, '/locations/options', {}, olga)).json();
    expect(page.items).toHaveLength(10);
    expect(page.has_more).toBe(true);
    const byId = (await post(t, '/locations/options', { ids: [page.items[3].id] }, olga)).json();
    expect(byId.items).toEqual([page.items[3]]);
  });
});
