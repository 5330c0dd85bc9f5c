import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTransferRoutes } from '../src/db/seed/scale/transfer-routes.ts';
import { DEMO_PASSWORD, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { listPost } from './support/list-client.ts';

describe.each(targets)('generated transfer routes on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let before: number;

  const routeCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('transfer_routes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    before = await routeCount();
    await generateTransferRoutes(t.db, 80, () => {});
  });
  afterAll(() => t.close());

  it('adds routes between distinct places, each with ranked providers and a rate row of the right type', async () => {
    // Some generated pairs are demo stages already: those are skipped, never doubled.
    const added = (await routeCount()) - before;
    expect(added).toBeGreaterThan(70);
    const providers = await t.db
      .selectFrom('transfer_route_providers as rp')
      .innerJoin('transfer_route_rates as r', 'r.route_provider_id', 'rp.id')
      .innerJoin('provider_rates as pr', 'pr.id', 'r.rate_id')
      .select(['rp.route_id', 'rp.priority', 'r.transfer_type_id', 'pr.kind', 'r.automated_creation'])
      .execute();
    const ranks = new Map<number, number[]>();
    for (const p of providers) ranks.set(p.route_id, [...(ranks.get(p.route_id) ?? []), p.priority]);
    for (const list of ranks.values()) expect(list.sort()[0]).toBe(1);
    for (const p of providers) {
      expect(p.transfer_type_id).toBe(p.kind === 'luggage' ? 2 : 1);
      expect(p.automated_creation).toBe(p.kind === 'luggage');
    }
    expect(new Set(providers.map((p) => p.kind))).toEqual(new Set(['luggage', 'transfer']));
  });

  it('shows them in the transfers list, counted', async () => {
    const res = await listPost(t.app, '/transfers/search', { filter_id: null, count: 10 }, olga);
    expect(res.statusCode).toBe(200);
    expect(res.json().all_count).toBeGreaterThan(80);
  });
});
