import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { listPost } from './support/list-client.ts';
import { locationId, providerId, put } from './support/providers.ts';

const newRow = (over: object = {}) => ({
  start_meeting_point_id: -1,
  start_provider_id: -1,
  end_meeting_point_id: -1,
  end_provider_id: -1,
  rate_id: -1,
  qty_start: 0,
  qty_end: -1,
  automated_creation: false,
  automated_processing: true,
  ...over,
});
const is = (values: unknown[]) => ({ values, filter_type: 'autocomplete', option_type: 'is' });
type Provider = { provider_id: number; provider_name: string; provider_priority: number; rates: Row[] };
type Row = { id: number; [key: string]: unknown };

describe.each(targets)('transfer routes on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let sarria: number;
  let santiago: number;
  let bags: number;
  let taxi: number;
  let ratesOf: (provider: number, kind: 'luggage' | 'transfer') => Promise<number>;

  // Walkers go to Santiago: the demo has no route back, so this one starts unsaved.
  const url = () => `/transfer-routes/${santiago}/${sarria}`;
  const read = async () => (await get(t, url(), olga)).json();
  const save = (body: object) => put(t, url(), body, olga);
  const order = (providers: Provider[]) => providers.map((p) => `${p.provider_priority}. ${p.provider_name}`);
  /** The saved route as the editor sends it back: names dropped. */
  const sent = (providers: Provider[]) =>
    providers.map((p) => ({
      provider_id: p.provider_id,
      provider_priority: p.provider_priority,
      rates: p.rates.map(({ transfer_type_id, rate_name, ...r }) => {
        const names = ['start_meeting_point_name', 'end_meeting_point_name', 'start_provider_name'];
        return Object.fromEntries(
          Object.entries(r).filter(([k]) => ![...names, 'end_provider_name'].includes(k)),
        );
      }),
    }));

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    sarria = await locationId(t, 'Sarria');
    santiago = await locationId(t, 'Santiago de Compostela');
    bags = await providerId(t, 'Camino Bag Carrier');
    taxi = await providerId(t, 'Taxi Compostela');
    ratesOf = async (provider, kind) =>
      (
        await t.db
          .selectFrom('provider_rates')
          .select('id')
          .where('provider_id', '=', provider)
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow()
      ).id;
  });
  afterAll(() => t.close());

  it('reads a route never saved with the meeting points of both places', async () => {
    const route = await read();
    expect(route).toMatchObject({ version: 0, providers: [], end_location: { name: 'Sarria' } });
    const names = (points: { name: string }[]) => points.map((m) => m.name);
    expect(names(route.end_meeting_points)).toEqual(['Train station', 'Bus station']);
    expect(names(route.start_meeting_points)).toContain('Pilgrim office');
  });

  it('creates a route with providers in priority order and rate rows typed by their rate', async () => {
    const train = (await read()).start_meeting_points.find(
      (m: { name: string }) => m.name === 'Train station',
    );
    const luggageRate = await ratesOf(bags, 'luggage');
    const res = await save({
      version: 0,
      providers: [
        {
          provider_id: bags,
          provider_priority: 5,
          rates: [
            newRow({ start_meeting_point_id: train.id, rate_id: luggageRate, qty_start: 1, qty_end: 6 }),
          ],
        },
        { provider_id: taxi, provider_priority: 2, rates: [newRow({ automated_processing: false })] },
      ],
    });
    expect(res.statusCode).toBe(200);
    const route = res.json();
    expect(route.version).toBe(1);
    expect(order(route.providers)).toEqual(['1. Taxi Compostela', '2. Camino Bag Carrier']);
    const bagRow = route.providers[1].rates[0];
    expect(bagRow).toMatchObject({
      transfer_type_id: 2,
      start_meeting_point_name: 'Train station',
      qty_end: 6,
    });
    expect(bagRow.rate_name).not.toBe('');
    // A row without a rate takes its type from the provider: a taxi is a normal transfer.
    expect(route.providers[0].rates[0]).toMatchObject({ transfer_type_id: 1, rate_id: -1, rate_name: '' });
  });

  it('lists the route once per provider and filters by rate rows, places and providers', async () => {
    const search = async (filters: object) => {
      const res = await listPost(t.app, '/transfers/search', filters, olga);
      expect(res.statusCode).toBe(200);
      return res
        .json()
        .items.map((r: { provider_name: string }) => r.provider_name)
        .sort();
    };
    const route = { start_location_id: is([santiago]), end_location_id: is([sarria]) };
    expect(await search(route)).toEqual(['Camino Bag Carrier', 'Taxi Compostela']);
    expect(await search({ ...route, transfer_type_id: is([2]) })).toEqual(['Camino Bag Carrier']);
    expect(await search({ ...route, provider_id: is([taxi]) })).toEqual(['Taxi Compostela']);
    const luggageRate = await ratesOf(bags, 'luggage');
    expect(await search({ ...route, assigned_rate_id: is([luggageRate]) })).toEqual(['Camino Bag Carrier']);
    const searched = await search({ end_location_id: is([sarria]), search: 'santiago de comp' });
    expect(searched).toEqual(['Camino Bag Carrier', 'Taxi Compostela']);
  });

  it('saves a reorder, a queued row delete and a new row; a stale version is a 409', async () => {
    const route = await read();
    const [taxiEntry, bagEntry] = sent(route.providers);
    const removed = taxiEntry.rates[0].id as number;
    const res = await save({
      version: 1,
      providers: [
        { ...bagEntry, provider_priority: 1, rates: [...bagEntry.rates, newRow({ qty_start: 7 })] },
        { ...taxiEntry, provider_priority: 2, rates: [] },
      ],
      deleted_rate_ids: [removed],
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved.version).toBe(2);
    expect(order(saved.providers)).toEqual(['1. Camino Bag Carrier', '2. Taxi Compostela']);
    expect(saved.providers[0].rates.map((r: Row) => r.qty_start)).toEqual([1, 7]);
    expect(saved.providers[1].rates).toEqual([]);
    const stale = await save({ version: 1, providers: sent(saved.providers) });
    expect(stale.statusCode).toBe(409);
    expect((await read()).version).toBe(2);
  });

  it('rejects every problem at once with the field it belongs to, and saves nothing', async () => {
    const route = await read();
    const [bagEntry, taxiEntry] = sent(route.providers);
    const taxiRate = await ratesOf(taxi, 'transfer');
    const res = await save({
      version: route.version,
      providers: [
        { ...bagEntry, rates: [{ ...bagEntry.rates[0], qty_start: 5, qty_end: 2 }, bagEntry.rates[1]] },
        {
          ...taxiEntry,
          rates: [newRow({ rate_id: taxiRate, end_meeting_point_id: route.start_meeting_points[0].id })],
        },
        { provider_id: bags, provider_priority: 9, rates: [newRow({ rate_id: taxiRate })] },
      ],
    });
    expect(res.statusCode).toBe(400);
    const { field_errors, errors } = res.json();
    expect(field_errors['providers.0.rates.0.qty_end']).toContain('inverted');
    expect(field_errors['providers.1.rates.0.end_meeting_point_id']).toContain('end location');
    expect(field_errors['providers.2.rates.0.rate_id']).toContain(
      'not a luggage or transfer rate of this provider',
    );
    expect(errors).toContain('Provider Camino Bag Carrier appears twice');
    expect((await read()).version).toBe(route.version);

    const forgotten = await save({ version: route.version, providers: [bagEntry] });
    expect(forgotten.statusCode).toBe(400);
    expect(forgotten.json().errors).toContain(
      'Provider Taxi Compostela is missing from the save: reload and try again',
    );
  });

  it('describes a provider as a route adds it: its luggage flag and its rates', async () => {
    const res = await get(t, `/transfer-routes/providers/${bags}`, olga);
    expect(res.json()).toMatchObject({ provider_name: 'Camino Bag Carrier', luggage: true, rates: [] });
    expect(res.json().assignable_rates.map((r: { kind: string }) => r.kind)).toContain('luggage');
  });

  it('refuses a route from a place to itself', async () => {
    const res = await put(t, `/transfer-routes/${sarria}/${sarria}`, { version: 0, providers: [] }, olga);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.end_location_id).toContain('another location');
  });

  it('removes a route saved without providers, and 404s an unknown place', async () => {
    const route = await read();
    const res = await save({
      version: route.version,
      providers: [],
      deleted_provider_ids: route.providers.map((p: Provider) => p.provider_id),
    });
    expect(res.statusCode).toBe(200);
    expect((await read()).version).toBe(0);
    const only = { start_location_id: is([santiago]), end_location_id: is([sarria]) };
    const listed = await listPost(t.app, '/transfers/search', only, olga);
    expect(listed.json().items).toEqual([]);
    expect((await get(t, `/transfer-routes/${sarria}/999999`, olga)).statusCode).toBe(404);
  });
});
