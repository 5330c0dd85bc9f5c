import { lookupNames } from '@trips/shared/modules/lookups/lookups.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

type Item = { id: number; name: string } & Record<string, unknown>;

describe.each(targets)('lookups on %s', (target) => {
  let t: TestApp;
  let token: string;
  const items = async (name: string): Promise<Item[]> =>
    (await get(t, `/lookups/${name}`, token)).json().items;

  beforeAll(async () => {
    t = await startTestApp(target);
    token = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('serves every list to any signed-in user', async () => {
    const all = (await get(t, '/lookups', token)).json();
    expect(Object.keys(all.lookups).sort()).toEqual([...lookupNames].sort());
    expect((await get(t, '/lookups/countries')).statusCode).toBe(401);
  });

  it('keeps the ids the spec fixes', async () => {
    expect((await items('languages')).map((i) => i.name)).toEqual(['English', 'Spanish', 'German']);
    expect((await items('trip_types')).map((i) => [i.id, i.name])).toEqual([
      [1, 'Camino'],
      [2, 'Walking'],
      [3, 'Cycling'],
    ]);
    expect((await items('general_statuses')).find((i) => i.id === 2)?.name).toBe('Active');
    expect((await items('transfer_types')).map((i) => [i.id, i.name])).toEqual([
      [1, 'Normal'],
      [2, 'Luggage'],
    ]);
    expect((await items('rate_item_types'))[0]).toEqual({ id: 1, name: 'Default' });
    expect((await items('week_days'))[0]).toEqual({ id: 1, name: 'Any Week Day' });
    expect((await items('teams')).map((i) => i.name)).toEqual(['Operations', 'Administrative', 'IT']);
    expect((await items('other_service_types')).map((i) => i.name)).toContain('Accompanying Guides');
    const euro = (await items('currencies'))[0];
    expect(euro).toMatchObject({ id: 1, currency_name: 'Euro', symbol: '€', rate: 1, is_active: true });
  });

  it('sorts by name where the spec says so', async () => {
    for (const name of ['provider_categories', 'trip_record_statuses', 'trip_service_statuses']) {
      const list = (await items(name)).map((i) => i.name);
      expect(list, name).toEqual([...list].sort());
    }
    const services = await items('trip_service_statuses');
    expect(services.find((i) => i.id === 1)?.name).toBe('OK');
  });

  it('gives countries with their regions', async () => {
    const { lookups } = (await get(t, '/lookups?names=countries,states', token)).json();
    const spain = lookups.countries.find((c: Item) => c.iso2 === 'ES');
    expect(spain).toMatchObject({ name: 'Spain', is_visible: true, vat: 1 });
    const regions = lookups.states.filter((s: Item) => s.country_id === spain.id).map((s: Item) => s.name);
    expect(regions).toEqual(
      expect.arrayContaining(['Galicia', 'Navarra', 'Castilla y León', 'Asturias', 'Basque Country']),
    );
  });

  it('answers unknown lists clearly', async () => {
    expect((await get(t, '/lookups/nothing', token)).statusCode).toBe(404);
    expect((await get(t, '/lookups?names=countries,nothing', token)).statusCode).toBe(400);
  });
});
