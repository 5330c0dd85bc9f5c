import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, signIn } from './support/auth.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { loadTrip, newTrip, pricedFixtures, saveBodyOf, saveTrip } from './support/trips.ts';

describe.each(everyTarget)('trips: create, load, save with queued deletes on %s', (target) => {
  let t: TestApp;
  let olga: string;
  let ids: Awaited<ReturnType<typeof pricedFixtures>>;

  beforeAll(async () => {
    t = await startTestApp(target);
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    ids = await pricedFixtures(t, olga);
  });
  afterAll(() => t.close());

  it('creates a trip with the defaults, names and the creator', async () => {
    const created = await newTrip(t, olga, {
      start_location_id: ids.sarria,
      end_location_id: ids.portomarin,
    });
    expect(created.messages).toEqual(['Trip created']);
    expect(created.trip).toMatchObject({
      trip_name: 'Camino test',
      start_date: '2031-05-01',
      start_location_name: 'Sarria',
      end_location_name: 'Portomarín',
      // A trip being built books nothing until staff make it Active (issue 31).
      general_status_id: 1,
      general_status_name: 'Pending',
      accommodation_global_status_name: 'Active',
      travellers: 1,
      is_active: true,
      created_user_name: 'Olga Ortega',
      version: 1,
      total_cost: 0,
      gross_margin_per: null,
    });
    expect(await loadTrip(t, olga, created.trip.id)).toEqual({ ...created, messages: undefined });
  });

  it('applies queued deletes, keeps the order of the rows and refuses a row left out', async () => {
    const { trip } = await newTrip(t, olga);
    const body = saveBodyOf(await loadTrip(t, olga, trip.id));
    body.accommodations = ['A', 'B', 'C'].map((c) => ({ internal_comments: c }));
    const first = (await saveTrip(t, olga, trip.id, body)).json();
    const [a, b, c] = first.accommodations;
    const next = saveBodyOf(first);
    next.accommodations = [c, a];
    next.deleted.accommodations = [b.id];
    const second = await saveTrip(t, olga, trip.id, next);
    expect(second.statusCode, second.body).toBe(200);
    const rows = second.json().accommodations;
    expect(rows.map((r: { internal_comments: string }) => r.internal_comments)).toEqual(['C', 'A']);
    expect(rows.map((r: { id: number }) => r.id)).toEqual([c.id, a.id]);
    const forgotten = saveBodyOf(second.json());
    forgotten.accommodations = [rows[0]];
    const res = await saveTrip(t, olga, trip.id, forgotten);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toBe(
      `Accommodation #${a.id} is missing from the save: reload and try again`,
    );
  });

  it('answers 404 for a trip that does not exist', async () => {
    const res = await loadTrip(t, olga, 999_999);
    expect(res).toMatchObject({ success: false, message: 'unable to find trip' });
  });
});
