import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, exponentialBackoff } from '../src/engine/jobs/define.ts';
import { enqueue } from '../src/engine/jobs/enqueue.ts';
import { createJobsRepo } from '../src/engine/jobs/jobs.repo.ts';
import { createJobRegistry } from '../src/engine/jobs/registry.ts';
import { createJobRunner, type JobRunner } from '../src/engine/jobs/runner.ts';
import { get, post, signIn } from './support/auth.ts';
import { manualClock } from './support/clock.ts';
import { everyTarget, startTestApp, type TestApp } from './support/harness.ts';
import { memberWith } from './support/people.ts';

declare module '../src/engine/jobs/define.ts' {
  interface JobPayloads {
    'test.flaky': { label: string };
  }
}

const LEASE_MS = 1000;
const quiet = { warn: () => {}, error: () => {} };

describe.each(everyTarget)('jobs engine on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let clock: ReturnType<typeof manualClock>;
  let runner: JobRunner;
  /** Labels that fail until the test lets them through; every run in order. */
  const failing = new Set<string>();
  const runs: string[] = [];

  const flaky = defineJob({
    kind: 'test.flaky',
    payload: z.object({ label: z.string() }),
    maxAttempts: 3,
    backoff: exponentialBackoff(1000, 10_000),
    async handler({ label }) {
      runs.push(label);
      if (failing.has(label)) throw new Error(`${label} is not ready`);
    },
  });
  const runnerOn = (db = t.db) =>
    createJobRunner({
      db,
      registry: createJobRegistry([flaky]),
      pollMs: 60_000,
      leaseMs: LEASE_MS,
      clock,
      log: quiet,
    });
  const jobOf = async (id: number) =>
    t.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const add = async (label: string, options = {}) =>
    (await enqueue(t.db, 'test.flaky', { label }, { runAt: clock.now(), ...options }))!.id;

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = manualClock();
    runner = runnerOn();
    failing.clear();
    runs.length = 0;
  });

  it('backs a failing job off, keeps its error, and fails it after its last attempt', async () => {
    failing.add('backoff');
    const id = await add('backoff');
    expect(await runner.runOnce()).toBe(1);
    expect(await jobOf(id)).toMatchObject({ status: 'due', attempts: 1, last_error: 'backoff is not ready' });
    expect(new Date((await jobOf(id)).run_at).getTime()).toBe(clock.now().getTime() + 1000);

    clock.advance(999);
    expect(await runner.runOnce()).toBe(0);
    clock.advance(1);
    expect(await runner.runOnce()).toBe(1);
    expect(await jobOf(id)).toMatchObject({ status: 'due', attempts: 2 });
    // Twice as long after the second failure.
    clock.advance(1999);
    expect(await runner.runOnce()).toBe(0);
    clock.advance(1);
    expect(await runner.runOnce()).toBe(1);
    const failed = await jobOf(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3, last_error: 'backoff is not ready' });
    expect(failed.finished_at).not.toBeNull();
    clock.advance(3_600_000);
    expect(await runner.runOnce()).toBe(0);
    expect(runs).toEqual(['backoff', 'backoff', 'backoff']);

    const listed = await get(t, '/jobs?status=failed&kind=test.flaky', admin);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({ id, kind: 'test.flaky', status: 'failed', attempts: 3, max_attempts: 3 }),
    ]);
    expect(listed.json().items[0].last_error).toBe('backoff is not ready');
  });

  it('retries a failed job from the API with all its attempts, and refuses to retry one that has not failed', async () => {
    failing.add('retry');
    const id = await add('retry', { maxAttempts: 1 });
    await runner.runOnce();
    expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 1 });

    failing.delete('retry');
    const retried = await post(t, `/jobs/${id}/retry`, {}, admin);
    expect(retried.statusCode).toBe(200);
    expect(await jobOf(id)).toMatchObject({ status: 'due', attempts: 0 });
    // The API made it due by the system's clock, a moment past the test's.
    clock.advance(60_000);
    expect(await runner.runOnce()).toBe(1);
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 1, last_error: null });

    const again = await post(t, `/jobs/${id}/retry`, {}, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed job can be retried.');
    expect((await post(t, '/jobs/2147483647/retry', {}, admin)).statusCode).toBe(404);
  });

  it('runs a job not before its time, and a dedupe key only once', async () => {
    const id = await add('later', { runAt: new Date(clock.now().getTime() + 60_000), dedupeKey: 'later-1' });
    expect(await enqueue(t.db, 'test.flaky', { label: 'twice' }, { dedupeKey: 'later-1' })).toBeNull();
    expect(await runner.runOnce()).toBe(0);
    clock.advance(60_000);
    expect(await runner.runOnce()).toBe(1);
    expect(runs).toEqual(['later']);
    expect(await jobOf(id)).toMatchObject({ status: 'done', dedupe_key: 'later-1' });
  });

  it('keeps one waiting job per latest key: the last payload, the sooner time; a running one gets a successor', async () => {
    const soon = new Date(clock.now().getTime() + 60_000);
    const first = await add('v1', { runAt: soon, latestKey: 'object-7' });
    for (let i = 2; i <= 100; i++)
      expect(await add(`v${i}`, { runAt: new Date(soon.getTime() + i * 1000), latestKey: 'object-7' })).toBe(
        first,
      );
    expect(await jobOf(first)).toMatchObject({ status: 'due', payload: { label: 'v100' } });
    expect(new Date((await jobOf(first)).run_at).getTime()).toBe(soon.getTime());
    // Claimed (running): the next enqueue waits beside it instead of changing what it runs.
    const now = new Date(soon.getTime());
    clock.advance(60_000);
    await createJobsRepo(t.db).claimDue(['test.flaky'], now, new Date(now.getTime() + LEASE_MS), 20);
    const next = await add('v101', { latestKey: 'object-7' });
    expect(next).not.toBe(first);
    expect(await jobOf(next)).toMatchObject({ status: 'due', payload: { label: 'v101' } });
  });

  it('gives a job whose server died to another once its lease runs out, and ignores the dead one’s late outcome', async () => {
    const id = await add('orphan');
    const repo = createJobsRepo(t.db);
    // A server claims it, then dies: no heartbeat renews its lease.
    const now = clock.now();
    const [held] = await repo.claimDue(['test.flaky'], now, new Date(now.getTime() + LEASE_MS), 20);
    expect(held).toMatchObject({ id, attempts: 1 });
    expect(await runner.runOnce()).toBe(0);

    clock.advance(LEASE_MS);
    expect(await runner.runOnce()).toBe(1);
    expect(runs).toEqual(['orphan']);
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 2 });
    await repo.fail(held!, { error: 'too late', retryAt: null, maxAttempts: 3 }, clock.now());
    expect(await jobOf(id)).toMatchObject({ status: 'done', last_error: null });
  });

  it('fails a job whose server died on its last attempt instead of running it again', async () => {
    const id = await add('poison', { maxAttempts: 1 });
    const now = clock.now();
    await createJobsRepo(t.db).claimDue(['test.flaky'], now, new Date(now.getTime() + LEASE_MS), 20);
    clock.advance(LEASE_MS);
    expect(await runner.runOnce()).toBe(1);
    expect(runs).toEqual([]);
    expect(await jobOf(id)).toMatchObject({
      status: 'failed',
      last_error: 'The server running this job stopped before it finished.',
    });
  });

  it('lists open jobs by status, and keeps the list and retry to the jobs right', async () => {
    failing.add('listed');
    const id = await add('listed', { maxAttempts: 1 });
    await runner.runOnce();
    const open = (await get(t, '/jobs?status=due,running,failed', admin)).json();
    expect([...open.kinds].sort()).toEqual([
      'booking.change',
      'booking.chase',
      'booking.request',
      'documents.send',
      'hospedajes.cancel',
      'hospedajes.poll',
      'hospedajes.send',
      'hospedajes.sweep',
      'hospedajes.tick',
      'outbox.deliver',
      'travellers.emails',
      'trips.readiness',
      'zoho.sync',
      'zoho.tick',
    ]);
    expect(open.items.map((j: { id: number }) => j.id)).toContain(id);
    expect(open.items.every((j: { status: string }) => j.status !== 'done')).toBe(true);
    expect((await get(t, '/jobs?status=waiting', admin)).statusCode).toBe(400);

    const viewer = (await memberWith(t, { jobs: ['view'] }, 'job viewers')).token;
    expect((await get(t, '/jobs', viewer)).statusCode).toBe(200);
    expect((await post(t, `/jobs/${id}/retry`, {}, viewer)).statusCode).toBe(403);
  });
});
