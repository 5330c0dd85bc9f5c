import type { AttentionItem } from '@trips/shared/modules/trips/readiness.schema';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsAttention } from '../src/modules/trips/readiness/readiness.attention.ts';
import { dayOf } from '../src/modules/trips/readiness/readiness.days.ts';
import { DEMO_PASSWORD, signIn } from './support/auth.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { newTrip } from './support/trips.ts';

const dayMs = 86_400_000;
const fromToday = (n: number) => new Date(Date.now() + n * dayMs).toISOString().slice(0, 10);

/** Counts every statement a database handle sends, raw SQL included. */
function statementCounter() {
  const counter = { statements: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      counter.statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { counter, plugin };
}

describe.each(everyTarget)('needs attention on %s', (target) => {
  let t: TestApp;
  let olga: string;
  const attention = async (language = 'en') => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/trips/attention',
      headers: { authorization: `Bearer ${olga}`, 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().items as AttentionItem[];
  };
  const readiness = async (id: number) =>
    (
      await t.app.inject({
        url: `/api/v1/trips/${id}/readiness`,
        headers: { authorization: `Bearer ${olga}` },
      })
    ).json().problems;
  /** Statements one reading of the panel sends. */
  const statementsOfOneReading = async () => {
    const { counter, plugin } = statementCounter();
    await needsAttention(t.db.withPlugin(plugin), dayOf(new Date()));
    return counter.statements;
  };
  /** New trips starting within the window: each lacks its sale (price, customer…), so it has problems. */
  const tripsSoon = async (n: number) => {
    const ids: number[] = [];
    for (let i = 0; i < n; i++)
      ids.push(
        (await newTrip(t, olga, { start_date: fromToday(2 + i), end_date: fromToday(4 + i) })).trip.id,
      );
    return ids;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  it('reads the problems the trips keep in as many statements for eight trips as for two', async () => {
    const first = await tripsSoon(2);
    await attention();
    const withTwo = await statementsOfOneReading();
    const more = await tripsSoon(6);
    const withEight = await statementsOfOneReading();
    expect(withEight).toBe(withTwo);
    expect(withTwo).toBeLessThanOrEqual(3);
    const listed = new Set((await attention()).map((i) => i.trip_id));
    for (const id of [...first, ...more]) expect(listed.has(id)).toBe(true);
  });

  it('lists each trip with the problems its screen shows, in the reader’s language', async () => {
    const [id] = await tripsSoon(1);
    const ofTrip = (items: AttentionItem[]) => items.filter((i) => i.trip_id === id).map((i) => i.problem);
    const onScreen = await readiness(id!);
    expect(onScreen.length).toBeGreaterThan(0);
    expect(ofTrip(await attention())).toEqual(expect.arrayContaining(onScreen));
    expect(ofTrip(await attention())).toHaveLength(onScreen.length);
    const inSpanish = ofTrip(await attention('es')).map((p) => p.message);
    expect(inSpanish).toHaveLength(onScreen.length);
    expect(inSpanish).not.toEqual(onScreen.map((p: { message: string }) => p.message));
  });

  it('works out once the problems of a trip kept before its problems were, and keeps them', async () => {
    const [id] = await tripsSoon(1);
    const before = (await attention()).filter((i) => i.trip_id === id);
    await t.db.deleteFrom('trip_problems').where('trip_id', '=', id!).execute();
    expect((await attention()).filter((i) => i.trip_id === id)).toEqual(before);
    const kept = await t.db
      .selectFrom('trip_problems')
      .select('trip_id')
      .where('trip_id', '=', id!)
      .execute();
    expect(kept).toHaveLength(1);
  });
});
