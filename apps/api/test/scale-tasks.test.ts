import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTasks } from '../src/db/seed/scale/tasks.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

describe.each(targets)('generated tasks on %s', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target);
    await generateTasks(t.db, 600, () => {});
  });
  afterAll(() => t.close());

  const generated = () =>
    sql<{
      deadline_past: boolean;
      closed: boolean;
      owner_active: boolean;
      trip: number | null;
      about: number;
    }>`
      select t.deadline < current_date as deadline_past, s.is_closed as closed, u.is_active as owner_active,
        tr.id as trip, t.object_type_id as about
      from tasks t join task_statuses s on s.id = t.status_id join users u on u.id = t.owner_id
        left join trips tr on tr.id = t.object_id and t.object_type_id = 2
      where t.subject like 'Scale task %'`.execute(t.db);

  it('owns each task by an active user, mostly about an existing trip, done mostly when past due', async () => {
    const { rows } = await generated();
    expect(rows).toHaveLength(600);
    expect(rows.every((r) => r.owner_active)).toBe(true);
    const aboutTrips = rows.filter((r) => r.about === 2);
    expect(aboutTrips.length).toBeGreaterThan(400);
    expect(aboutTrips.every((r) => r.trip !== null)).toBe(true);
    const share = (subset: typeof rows) => subset.filter((r) => r.closed).length / subset.length;
    expect(share(rows.filter((r) => r.deadline_past))).toBeGreaterThan(0.6);
    expect(share(rows.filter((r) => !r.deadline_past))).toBeLessThan(0.3);
  });
});
