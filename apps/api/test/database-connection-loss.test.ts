import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { createOutboxRepo } from '../src/engine/outbox/outbox.repo.ts';
import { post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp } from './support/harness.ts';
import { startTcpProxy } from './support/tcp-proxy.ts';
import { waitUntil } from './support/wait.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

function throughProxy(port: number) {
  return (url: string) => {
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(port);
    return proxied.toString();
  };
}

const search = (t: TestApp, token: string) => post(t, '/trips/search', { count: 50 }, token);

/** Every answer is a success or a clean 503 that says when to come back; never a 500, never silence. */
function expectSuccessOrUnavailable(responses: { statusCode: number; headers: Record<string, unknown> }[]) {
  for (const res of responses) {
    expect([200, 503]).toContain(res.statusCode);
    if (res.statusCode === 503) expect(res.headers['retry-after']).toBe('5');
  }
}

// Terminating backends and cutting connections needs a real PostgreSQL server.
describe.skipIf(!adminUrl)('a lost database connection on postgres', () => {
  let t: TestApp;
  let token: string;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  const admin = () => openDatabase({ kind: 'postgres', url: adminUrl! });

  beforeAll(async () => {
    const target = new URL(adminUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await startTestApp('postgres', { JOBS_POLL_MS: '100' }, throughProxy(proxy.port));
    token = await signIn(t);
  });

  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('survives its backends being terminated during a burst of requests', async () => {
    const killer = await admin();
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
    const name = rows[0]!.name;
    let terminated = 0;
    const burst = Array.from({ length: 40 }, () => search(t, token));
    for (let round = 0; round < 3; round++) {
      const killed = await sql<{ pid: number }>`
        select pg_terminate_backend(pid) as pid from pg_stat_activity
        where datname = ${name} and pid <> pg_backend_pid()`.execute(killer);
      terminated += killed.rows.length;
    }
    await killer.destroy();
    expectSuccessOrUnavailable(await Promise.all(burst));
    expect(terminated).toBeGreaterThan(0);

    // A backend told to terminate may die after the burst has ended, and its connection then fails the next
    // request that takes it from the pool (a clean 503, which also drops it): the server recovers by itself.
    await waitUntil(async () => {
      const after = await Promise.all(Array.from({ length: 10 }, () => search(t, token)));
      expectSuccessOrUnavailable(after);
      return after.every((r) => r.statusCode === 200);
    });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('tells the truth on /readyz through a restart, and the jobs runner keeps going', async () => {
    const inFlight = Array.from({ length: 20 }, () => search(t, token));
    proxy.down();
    expectSuccessOrUnavailable(await Promise.all(inFlight));

    const unready = await t.app.inject('/readyz');
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toEqual({ status: 'unavailable' });
    expectSuccessOrUnavailable([await search(t, token)]);
    // The jobs runner polls every 100 ms: wait until it has tried (and failed) to reach the database.
    await waitUntil(() => proxy.refused >= 3);

    proxy.up();
    await waitUntil(async () => (await t.app.inject('/readyz')).statusCode === 200);
    expect((await search(t, token)).statusCode).toBe(200);
    const { id } = await createOutboxRepo(t.db).enqueue(t.db, {
      channel: 'email',
      recipient: 'restart@example.com',
      subject: 'After',
      body: 'the restart',
    });
    await waitUntil(async () => {
      const row = await t.db.selectFrom('outbox').select('status').where('id', '=', id).executeTakeFirst();
      return row?.status === 'dev';
    });
  });

  it('waits for a database that refuses connections at start-up instead of exiting', async () => {
    const target = new URL(adminUrl!);
    const late = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    late.down();
    const starting = startTestApp('postgres', {}, throughProxy(late.port));
    await waitUntil(() => late.refused >= 2);
    late.up();
    const started = await starting;
    try {
      expect((await started.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    } finally {
      await started.close();
      await late.close();
    }
  });
});
