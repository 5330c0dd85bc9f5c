import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foreignKeys } from '../src/engine/edits/foreign-keys.ts';
import { uses } from '../src/engine/edits/used-by.registry.ts';
import { usedBy } from '../src/engine/edits/used-by.ts';
import { DEMO_PASSWORD, get, signIn } from './support/auth.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { locationId } from './support/providers.ts';
import { expectRefusal, send } from './support/refusals.ts';

/** The ids a query answers, sorted. */
const idsOf = async (t: TestApp, query: ReturnType<typeof sql<{ id: number }>>) =>
  (await query.execute(t.db)).rows.map((r) => r.id).sort((a, b) => a - b);

// The catalogue is read on both engines: the embedded one must name the same keys as PostgreSQL.
describe.each(everyTarget)('what uses a record, on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let sarria: number;

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    sarria = await locationId(t, 'Sarria');
  });
  afterAll(() => t.close());

  it('knows what every row of a table with a refusing foreign key belongs to', async () => {
    const keys = await foreignKeys(t.db);
    expect(keys.find((k) => k.table === 'trips' && k.column === 'start_location_id')).toEqual({
      table: 'trips',
      column: 'start_location_id',
      references: 'locations',
      onDelete: 'refuse',
    });
    const refusing = [...new Set(keys.filter((k) => k.onDelete === 'refuse').map((k) => k.table))];
    expect(refusing.filter((table) => !(table in uses))).toEqual([]);
  });

  it('counts every trip, provider and itinerary that uses Sarria, once each', async () => {
    const trips = await idsOf(
      t,
      sql<{ id: number }>`select id from trips where ${sarria} in (start_location_id, end_location_id)
        union select trip_id from trip_accommodations where location_id = ${sarria}
        union select trip_id from trip_other_services where location_id = ${sarria}
        union select trip_id from trip_transfers where ${sarria} in (from_location_id, to_location_id)`,
    );
    const providers = await idsOf(
      t,
      sql<{ id: number }>`select id from providers where location_id = ${sarria}`,
    );
    const itineraries = await idsOf(
      t,
      sql<{ id: number }>`select itinerary_id as id from itinerary_stages where location_id = ${sarria}
        union select itinerary_id from itinerary_transfers where ${sarria} in (from_location_id, to_location_id)`,
    );
    expect(trips.length).toBeGreaterThan(5);
    expect(providers.length).toBeGreaterThan(0);
    expect(itineraries.length).toBeGreaterThan(0);
    const expected = { trip: trips, provider: providers, itinerary: itineraries };

    const found = await usedBy(t.db, { table: 'locations', id: sarria });
    expect(found.map((u) => u.kind)).toEqual(['trip', 'provider', 'itinerary']);
    for (const language of ['en', 'es'] as const) {
      const refused = await send(t, olga, 'DELETE', `/locations/${sarria}`, language);
      expect(refused.statusCode).toBe(409);
      expectRefusal(refused.json(), 'Sarria', expected, language);
    }
    expect((await get(t, `/locations/${sarria}`, olga)).statusCode).toBe(200);
  });

  it('names the trips starting last first, five of them, and says there are more', async () => {
    const [entry] = await usedBy(t.db, { table: 'locations', id: sarria });
    const starts = await t.db
      .selectFrom('trips')
      .select(['id', 'start_date'])
      .where(
        'id',
        'in',
        entry!.items.map((i) => i.id),
      )
      .execute();
    const byId = new Map(starts.map((s) => [s.id, new Date(s.start_date).toISOString()]));
    const dates = entry!.items.map((i) => byId.get(i.id)!);
    expect(dates).toEqual([...dates].sort().reverse());
    const english = (await send(t, olga, 'DELETE', `/locations/${sarria}`, 'en')).json().message;
    expect(english).toMatch(/^Sarria is used by \d+ trips \(.+, …\), \d+ providers? \(.+\) and \d+ itinerar/);
    const spanish = (await send(t, olga, 'DELETE', `/locations/${sarria}`, 'es')).json().message;
    expect(spanish).toMatch(
      /^Sarria se usa en \d+ viajes \(.+, …\), \d+ proveedor(es)? \(.+\) y \d+ itinerarios?/,
    );
  });
});
