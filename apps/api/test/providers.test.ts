import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { auditOf, del, locationId, put } from './support/providers.ts';

const stale =
  'This provider was changed by someone else. Reload to see their changes; your edits are kept on screen.';

describe.each(targets)('providers on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let alba: string;
  let sarria: number;
  let melide: number;
  let arzua: number;
  let preferred: number;

  const create = (body: object = {}) =>
    post(t, '/providers', { category_id: 1, commercial_name: 'Pensión Test', ...body }, olga);
  const editable = (p: Record<string, unknown>) => {
    const {
      id,
      category_name,
      language_name,
      currency_symbol,
      currency_rate,
      location_name,
      created_at,
      updated_at,
      locations,
      tags,
      ...rest
    } = p;
    return { ...rest, tag_ids: (tags as { id: number }[]).map((x) => x.id) };
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    alba = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
    [sarria, melide, arzua] = await Promise.all(['Sarria', 'Melide', 'Arzúa'].map((n) => locationId(t, n)));
    const tag = await t.db
      .selectFrom('tags')
      .select('id')
      .where('name', '=', 'Preferred')
      .executeTakeFirstOrThrow();
    preferred = tag.id;
  });
  afterAll(() => t.close());

  it('creates a provider with every area, its locations and tags, and audits it', async () => {
    const res = await create({
      commercial_name: '  Casa Test ',
      legal_name: 'Casa Test SL',
      cif: 'B12345678',
      language_id: 2,
      phone: '+34 600 111 222',
      booking_email: 'bookings@casa.example',
      contact_name: 'Marta',
      luggage: true,
      comments_eng: 'Quiet rooms',
      comments_spn: 'Habitaciones tranquilas',
      payment_method_id: 2,
      latitude: 42.78,
      longitude: -7.41,
      location_ids: [sarria, melide],
      tag_ids: [preferred],
    });
    expect(res.statusCode).toBe(200);
    const { provider } = res.json();
    expect(provider).toMatchObject({
      commercial_name: 'Casa Test',
      category_name: 'Accommodation',
      language_name: 'Spanish',
      status: 'active',
      luggage: true,
      version: 1,
      locations: [
        { id: melide, name: 'Melide' },
        { id: sarria, name: 'Sarria' },
      ],
      tags: [{ id: preferred, name: 'Preferred' }],
    });
    expect((await get(t, `/providers/${provider.id}`, alba)).json().provider).toEqual(provider);
    const [entry] = await auditOf(t, 'provider', provider.id);
    expect(entry).toMatchObject({ action: 'create' });
    expect(entry.changes.commercial_name).toEqual([null, 'Casa Test']);
    expect(entry.changes.locations).toEqual([null, ['Melide', 'Sarria']]);
  });

  it('answers bad input with the shared messages and saves nothing', async () => {
    const before = (
      await t.db.selectFrom('providers').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()
    ).n;
    const res = await create({ commercial_name: '   ', booking_email: 'nope', phone: '600', latitude: 91 });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toMatchObject({
      commercial_name: 'Required',
      booking_email: 'Invalid email address',
      phone: 'Invalid phone number',
    });
    expect((await create({ commercial_name: 'x'.repeat(101) })).json().field_errors.commercial_name).toBe(
      'Max length is 100 symbols',
    );
    const unknown = await create({ category_id: 999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field_errors).toEqual({ category_id: 'Unknown category' });
    expect((await create({ tag_ids: [999999] })).json().field_errors).toEqual({
      'tag_ids.0': 'Unknown provider tag: 999999',
    });
    const after = (
      await t.db.selectFrom('providers').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()
    ).n;
    expect(after).toBe(before);
  });

  it('adds, removes and recovers locations by difference, and rejects contradictions by name', async () => {
    const { provider } = (await create({ location_ids: [sarria, melide] })).json();
    const base = { ...editable(provider), version: provider.version };
    // Melide removed; Arzúa added; a location added and removed in the session never reaches the server.
    const res = await put(
      t,
      `/providers/${provider.id}`,
      { ...base, locations: { add_location_ids: [arzua], deleted_locations: [melide] } },
      olga,
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json().provider;
    expect(saved.locations.map((l: { name: string }) => l.name)).toEqual(['Arzúa', 'Sarria']);
    expect(saved.version).toBe(2);
    const next = { ...editable(saved), version: saved.version };
    const again = await put(
      t,
      `/providers/${provider.id}`,
      { ...next, locations: { add_location_ids: [sarria] } },
      olga,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().field_errors).toEqual({
      'locations.add_location_ids.0': "Sarria is already one of this provider's locations",
    });
    const gone = await put(
      t,
      `/providers/${provider.id}`,
      { ...next, locations: { deleted_locations: [melide] } },
      olga,
    );
    expect(gone.json().field_errors).toEqual({
      'locations.deleted_locations.0': `Not one of this provider's locations: ${melide}`,
    });
    // A recovered location is simply not in deleted_locations: the save keeps it.
    const recovered = await put(
      t,
      `/providers/${provider.id}`,
      { ...next, locations: { deleted_locations: [] } },
      olga,
    );
    expect(recovered.json().provider.locations.map((l: { name: string }) => l.name)).toEqual([
      'Arzúa',
      'Sarria',
    ]);
  });

  it('refuses a stale save with 409 and keeps what the other person saved', async () => {
    const { provider } = (await create()).json();
    const first = await put(
      t,
      `/providers/${provider.id}`,
      { ...editable(provider), contact_name: 'Ana', version: 1 },
      olga,
    );
    expect(first.statusCode).toBe(200);
    const second = await put(
      t,
      `/providers/${provider.id}`,
      { ...editable(provider), contact_name: 'Luis', version: 1 },
      olga,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(stale);
    expect((await get(t, `/providers/${provider.id}`, olga)).json().provider).toMatchObject({
      contact_name: 'Ana',
      version: 2,
    });
    const audit = await auditOf(t, 'provider', provider.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect(audit[1].changes).toEqual({ contact_name: ['', 'Ana'] });
  });

  it('lets Accounting view but not create, edit or delete', async () => {
    const { provider } = (await create()).json();
    expect((await get(t, `/providers/${provider.id}`, alba)).statusCode).toBe(200);
    expect((await post(t, '/providers/search', {}, alba)).statusCode).toBe(200);
    expect((await post(t, '/providers', { category_id: 1, commercial_name: 'X' }, alba)).statusCode).toBe(
      403,
    );
    expect(
      (await put(t, `/providers/${provider.id}`, { ...editable(provider), version: 1 }, alba)).statusCode,
    ).toBe(403);
    expect((await del(t, `/providers/${provider.id}`, alba)).statusCode).toBe(403);
  });

  it('deletes a provider with an audit row, then answers 404', async () => {
    const { provider } = (await create()).json();
    expect((await del(t, `/providers/${provider.id}`, olga)).statusCode).toBe(200);
    expect((await get(t, `/providers/${provider.id}`, olga)).statusCode).toBe(404);
    expect((await auditOf(t, 'provider', provider.id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('lists seeded providers with 100 a page, filters by tag and searches by name', async () => {
    const all = (await post(t, '/providers/search', {}, olga)).json();
    expect(all.count).toBe(100);
    expect(all.all_count).toBeGreaterThanOrEqual(30);
    const tagged = await post(
      t,
      '/providers/search',
      { tags: { values: [preferred], filter_type: 'tags', option_type: 'has_any' } },
      olga,
    );
    const names = tagged.json().items.map((r: { commercial_name: string }) => r.commercial_name);
    expect(names).toEqual(expect.arrayContaining(['Hotel Real Colegiata', 'Hotel Virxe da Cerca']));
    const found = await post(t, '/providers/search', { search: 'bag carrier' }, olga);
    expect(found.json().items).toMatchObject([
      { commercial_name: 'Camino Bag Carrier', category_name: 'Luggage transfer' },
    ]);
    expect(found.json().items[0].assigned_locations).toContain('Sarria');
  });

  it('offers pickers by type and location, 10 a page', async () => {
    const options = (body: object) => post(t, '/providers/options', body, olga).then((r) => r.json());
    const hotels = await options({ type: 'hotel', location_ids: [sarria] });
    expect(hotels.items.map((i: { name: string }) => i.name)).toContain('Hotel Alfonso IX');
    const emergency = await options({ type: 'emergency_transfer', location_ids: [sarria] });
    expect(emergency.items.map((i: { name: string }) => i.name)).toEqual(['Taxi Compostela']);
    const [pamplona, burgos] = await Promise.all(['Pamplona', 'Burgos'].map((n) => locationId(t, n)));
    const both = await options({ type: 'transfer', location_ids: [sarria, melide] });
    const bothNames = both.items.map((i: { name: string }) => i.name);
    expect(bothNames).toEqual(expect.arrayContaining(['Camino Bag Carrier', 'Taxi Compostela']));
    expect(bothNames).not.toContain('Taxi Meseta');
    const apart = await options({ type: 'transfer', location_ids: [pamplona, burgos] });
    expect(apart.items.map((i: { name: string }) => i.name)).toEqual(['Camino Bag Carrier']);
    const superior = await options({ type: 'superior' });
    expect(superior.items.map((i: { name: string }) => i.name)).not.toContain('Pensión Arga');
    const page = await options({ type: 'accommodation' });
    expect(page.items).toHaveLength(10);
    expect(page.has_more).toBe(true);
    expect((await post(t, '/providers/options', { type: 'boats' }, olga)).statusCode).toBe(400);
  });
});
