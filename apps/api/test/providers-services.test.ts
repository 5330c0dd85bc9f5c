import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { auditOf, locationId, providerId, put } from './support/providers.ts';

describe.each(targets)('provider services on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let alba: string;
  let guides: number;
  let sarria: number;

  const services = async () => (await get(t, `/providers/${guides}/services`, olga)).json();
  const save = (body: object, token = olga) => put(t, `/providers/${guides}/services`, body, token);

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    alba = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
    guides = await providerId(t, 'Camino Guides Galicia');
    sarria = await locationId(t, 'Sarria');
  });
  afterAll(() => t.close());

  it('reads the seeded service with one item per language', async () => {
    const { version, services: list } = await services();
    expect(version).toBe(1);
    expect(list).toMatchObject([
      {
        name: 'Accompanying guide, full day',
        name_es: 'Guía acompañante, día completo',
        name_de: 'Begleitender Guide, ganzer Tag',
        price: 180,
        service_type_id: 1,
      },
    ]);
    expect(list[0].items.map((i: { language_id: number }) => i.language_id)).toEqual([1, 2, 3]);
    expect(list[0].items[0]).toMatchObject({
      location_name: 'Sarria',
      meeting_point_name: 'Hotel reception',
      time: '08:30',
    });
    expect(list[0].items[1]).toMatchObject({
      meeting_point_name: 'Recepción del hotel',
      duration: '8 horas',
    });
  });

  it('creates a service with items for languages 1, 2 and 3, edits one and deletes another in one save', async () => {
    const before = await services();
    const [seeded] = before.services;
    const tour = {
      name: 'Evening tour',
      price: 30,
      items: [
        { language_id: 2, location_id: sarria, observations: 'Salida desde la plaza', duration: '2 horas' },
      ],
    };
    const res = await save({ version: before.version, services: [{ ...seeded, price: 200 }, tour] });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.version).toBe(before.version + 1);
    expect(saved.services.map((s: { price: number }) => s.price)).toEqual([200, 30]);
    const items = saved.services[1].items;
    expect(items.map((i: { language_id: number }) => i.language_id)).toEqual([1, 2, 3]);
    expect(items[1]).toMatchObject({ location_name: 'Sarria', observations: 'Salida desde la plaza' });
    expect(items[0]).toMatchObject({ observations: '', location_id: null });
    // A name not given in a language is empty: the English one stands in.
    expect(saved.services[1]).toMatchObject({ name: 'Evening tour', name_es: '', name_de: '' });
    // The seeded service is part of the demo Sarria to Santiago itinerary: it cannot go while it is.
    const refused = await save({
      version: saved.version,
      services: [saved.services[1]],
      deleted_ids: [seeded.id],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().rows_in_use).toMatchObject([
      {
        id: seeded.id,
        name: seeded.name,
        used_by: [{ kind: 'itinerary', items: [{ name: expect.stringMatching(/^SAR-SAN-6N · /) }] }],
      },
    ]);
    expect(refused.json().message).toMatch(
      new RegExp(`^${seeded.name} is used by 1 itinerary \\(SAR-SAN-6N · `),
    );
    const deleted = await save({
      version: saved.version,
      services: [saved.services[0]],
      deleted_ids: [saved.services[1].id],
    });
    expect(deleted.json().services.map((s: { name: string }) => s.name)).toEqual([seeded.name]);
    expect((await auditOf(t, 'provider_services', guides)).length).toBe(2);
  });

  it('keeps a provider point that serves the item location and refuses one that does not', async () => {
    const alfonso = await providerId(t, 'Hotel Alfonso IX');
    const jakue = await providerId(t, 'Hotel Jakue');
    const before = await services();
    const withPoint = (location_id: number | null, provider_point_id: number) => ({
      version: before.version,
      services: before.services.map((s: { items: object[] }, i: number) =>
        i === 0
          ? { ...s, items: [{ ...s.items[0], location_id, provider_point_id, meeting_point_name: 'Lobby' }] }
          : s,
      ),
    });
    const elsewhere = await save(withPoint(sarria, jakue));
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().field_errors).toEqual({
      'services.0.items.0.provider_point_id': 'This provider does not serve the chosen location.',
    });
    const nowhere = await save(withPoint(null, alfonso));
    expect(nowhere.json().field_errors).toEqual({
      'services.0.items.0.provider_point_id': 'Choose the location first: the provider point must serve it.',
    });
    expect(await services()).toEqual(before);

    const res = await save(withPoint(sarria, alfonso));
    expect(res.statusCode).toBe(200);
    expect(res.json().services[0].items[0]).toMatchObject({
      location_name: 'Sarria',
      provider_point_id: alfonso,
      provider_point_name: 'Hotel Alfonso IX',
      meeting_point_name: 'Lobby',
    });
  });

  it('rejects bad services, unknown references, stale versions and forgotten rows, saving nothing', async () => {
    const before = await services();
    const bad = await save({ version: before.version, services: [{ name: ' ', price: -1 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toMatchObject({
      'services.0.name': 'Required',
      'services.0.price': 'cannot be negative',
    });
    const unknown = await save({
      version: before.version,
      services: [...before.services, { name: 'X', items: [{ language_id: 1, location_id: 999999 }] }],
    });
    expect(unknown.json().field_errors).toEqual({ location_id: 'Unknown location' });
    const forgot = await save({ version: before.version, services: [] });
    expect(forgot.json().message).toMatch(/^Service \d+ is missing from the save/);
    const stale = await save({ version: before.version - 1, services: before.services });
    expect(stale.statusCode).toBe(409);
    expect((await save({ version: before.version, services: before.services }, alba)).statusCode).toBe(403);
    expect(await services()).toEqual(before);
  });
});
