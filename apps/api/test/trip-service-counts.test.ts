import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

/**
 * The trips' live and confirmed service counts (migration 0027) follow every write to the three row tables,
 * whoever makes it: each step below is compared with a count of the rows themselves.
 */
describe.each(targets)('trip service counts on %s', (target) => {
  let t: TestApp;
  let trips: number[];

  beforeAll(async () => {
    t = await startTestApp(target);
    const rows = await sql<{ id: number }>`select id from trips order by id limit 2`.execute(t.db);
    trips = rows.rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  const stored = async () =>
    (
      await sql<{ id: number; live: number; confirmed: number }>`select id, live_services as live,
        confirmed_services as confirmed from trips where id in (${sql.join(trips)}) order by id`.execute(t.db)
    ).rows;
  const counted = async () =>
    (
      await sql<{ id: number; live: number; confirmed: number }>`select t.id,
        count(x.s)::int as live, count(x.s) filter (where x.s = 3)::int as confirmed from trips t
        left join (select trip_id, trip_service_status_id as s from trip_accommodations
          union all select trip_id, trip_service_status_id from trip_transfers
          union all select trip_id, trip_service_status_id from trip_other_services) x
          on x.trip_id = t.id and x.s <> 7
        where t.id in (${sql.join(trips)}) group by t.id order by t.id`.execute(t.db)
    ).rows;
  const expectInStep = async () => expect(await stored()).toEqual(await counted());

  it('match the rows after inserts, status changes, moves between trips and deletes', async () => {
    await expectInStep();
    const [first, second] = trips;
    const added = await sql<{ id: number }>`insert into trip_other_services (trip_id, trip_service_status_id)
      values (${first}, 1), (${first}, 3), (${second}, 3) returning id`.execute(t.db);
    await expectInStep();
    const [a, b, c] = added.rows.map((r) => r.id);
    await sql`update trip_other_services set trip_service_status_id = 3 where id = ${a}`.execute(t.db);
    await expectInStep();
    await sql`update trip_other_services set trip_service_status_id = 7 where id = ${b}`.execute(t.db);
    await expectInStep();
    await sql`update trip_other_services set trip_id = ${second} where id = ${a}`.execute(t.db);
    await expectInStep();
    await sql`insert into trip_transfers (trip_id, transfer_type_id, trip_service_status_id)
      values (${second}, 2, 3)`.execute(t.db);
    await expectInStep();
    await sql`delete from trip_other_services where id in (${a}, ${c})`.execute(t.db);
    await sql`delete from trip_transfers where trip_id = ${second} and trip_service_status_id = 3`.execute(
      t.db,
    );
    await expectInStep();
    const after = await stored();
    expect(after.some((r) => r.live > 0)).toBe(true);
  });
});
