import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

type Tag = { id: number; name: string };
const names = (tags: Tag[]) => tags.map((t) => t.name);

describe.each(targets)('tags on %s', (target) => {
  let t: TestApp;
  let admin: string;
  const save = (body: object) => post(t, '/tags/save', body, admin);

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    // The demo seeds provider tags; this suite counts from none.
    await t.db.deleteFrom('tags').execute();
  });
  afterAll(() => t.close());

  it('creates, renames and deletes in one save', async () => {
    const created = await save({
      providers_tags: [{ name: 'Family run' }, { name: 'Pool' }],
      trips_tags: [{ name: 'VIP' }],
    });
    expect(created.statusCode).toBe(200);
    const first = created.json();
    expect(names(first.providers_tags)).toEqual(['Family run', 'Pool']);
    const [family, pool] = first.providers_tags as Tag[];
    const vip = first.trips_tags[0] as Tag;
    const next = await save({
      providers_tags: [{ id: family.id, name: 'Family owned' }, { name: 'Parking' }],
      trips_tags: [{ id: vip.id, name: 'VIP' }],
      delete: [{ id: pool.id, type: 'provider' }],
    });
    expect(next.json()).toMatchObject({ success: true, messages: ['Tags saved'] });
    const got = (await post(t, '/tags/get', {}, admin)).json();
    expect(names(got.providers_tags)).toEqual(['Family owned', 'Parking']);
    expect(got.providers_tags[0].id).toBe(family.id);
    expect(names(got.trips_tags)).toEqual(['VIP']);
    expect(got.invoices_tags).toEqual([]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('entity', '=', 'tag')
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'create',
      'create',
      'create',
      'create',
      'delete',
      'update',
    ]);
  });

  it('changes nothing when one entry is bad', async () => {
    const before = (await post(t, '/tags/get', {}, admin)).json();
    const [family] = before.providers_tags as Tag[];
    const blank = await save({ providers_tags: [{ id: family.id, name: 'Renamed' }, { name: '' }] });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field_errors['providers_tags.1.name']).toBe('Required');
    const duplicate = await save({
      providers_tags: [{ id: family.id, name: 'Renamed' }, { name: 'parking' }],
      invoices_tags: [{ name: 'Paid' }],
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe("The provider tag 'parking' already exists");
    const foreign = await save({
      trips_tags: [{ id: family.id, name: 'Moved' }],
      invoices_tags: [{ name: 'Paid' }],
    });
    expect(foreign.statusCode).toBe(400);
    const wrongType = await save({ delete: [{ id: family.id, type: 'invoice' }] });
    expect(wrongType.statusCode).toBe(400);
    expect((await post(t, '/tags/get', {}, admin)).json()).toEqual(before);
  });

  it('lets a deleted name be reused and the same name live in two kinds', async () => {
    const before = (await post(t, '/tags/get', {}, admin)).json();
    const parking = (before.providers_tags as Tag[]).find((x) => x.name === 'Parking')!;
    const res = await save({
      providers_tags: [{ name: 'PARKING' }],
      invoices_tags: [{ name: 'Parking' }],
      delete: [{ id: parking.id, type: 'provider' }],
    });
    expect(res.statusCode).toBe(200);
    expect(names(res.json().providers_tags)).toContain('PARKING');
  });

  it('serves tags to pickers and guards the settings screen', async () => {
    const olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    expect((await post(t, '/tags/get', {}, olga)).statusCode).toBe(403);
    expect((await post(t, '/tags/save', {}, olga)).statusCode).toBe(403);
    const picker = (await get(t, '/lookups/trip_tags', olga)).json();
    expect(names(picker.items)).toEqual(['VIP']);
  });
});
