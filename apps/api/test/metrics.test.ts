import type { PoolClient } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresPool } from '../src/db/database.ts';
import { createOutboxRepo } from '../src/engine/outbox/outbox.repo.ts';
import { get, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { waitUntil } from './support/wait.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
const scrape = (t: TestApp, authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
/** The value of one series (name and labels as printed). */
const seriesValue = (text: string, series: string) =>
  Number(new RegExp(`^${series.replace(/[{}".*+?()[\]\\]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1]);

describe.each(targets)('metrics on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, { METRICS_TOKEN: TOKEN, SEED_DEMO: 'true' });
    await t.app.jobs.stop();
  });
  afterAll(() => t.close());

  it('answers only the bearer of the token', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, 'Bearer not-the-token-at-all-00000')).statusCode).toBe(401);
    const answer = await scrape(t, `Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('gives the event loop, the requests by route pattern, the jobs, the outbox and the booking requests', async () => {
    const admin = await signIn(t);
    expect((await get(t, '/trips/1', admin)).statusCode).toBe(200);
    const outbox = createOutboxRepo(t.db);
    await t.db
      .transaction()
      .execute((trx) =>
        outbox.enqueue(trx, { channel: 'email', recipient: 'a@example.com', subject: 'waiting', body: '.' }),
      );
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(text).toContain('# TYPE nodejs_eventloop_lag_p99_seconds gauge');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/v1/trips/:id",status_code="200"}',
      ),
    ).toBe(1);
    expect(text).not.toContain('route="/api/v1/trips/1"');
    const due = await t.db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'outbox.deliver')
      .where('status', '=', 'due')
      .executeTakeFirstOrThrow();
    expect(seriesValue(text, 'jobs{kind="outbox.deliver",status="due"}')).toBe(Number(due.n));
    const pending = await t.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect(seriesValue(text, 'outbox_backlog')).toBe(Number(pending.n));
    expect(seriesValue(text, 'outbox_backlog')).toBeGreaterThan(0);
    expect(seriesValue(text, 'outbox_oldest_undelivered_seconds')).toBeGreaterThanOrEqual(0);
    const waiting = await t.db
      .selectFrom('booking_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('answered_at', 'is', null)
      .where('superseded_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(seriesValue(text, 'booking_requests_waiting')).toBe(Number(waiting.n));
    if (target === 'postgres') expect(text).toContain('db_pool_connections{state="total"}');
  });

  /** The pool series exist on PostgreSQL only (PGlite has one connection and no pool). */
  const onPostgres = it.skipIf(target !== 'postgres');

  onPostgres('counts no client waiting for a connection on an idle server', async () => {
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(seriesValue(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    expect(seriesValue(text, 'db_pool_connections{state="idle"}')).toBe(
      seriesValue(text, 'db_pool_connections{state="total"}'),
    );
  });

  onPostgres('counts a query waiting for a connection, not the scrape’s own', async () => {
    const pool = postgresPool(t.db)!;
    const held: PoolClient[] = [];
    while (held.length < pool.options.max) held.push(await pool.connect());
    const queued = pool.query('select 1');
    const scraping = scrape(t, `Bearer ${TOKEN}`);
    // The scrape has read the pool once its own queries wait behind the held connections too.
    await waitUntil(() => pool.waitingCount > 1);
    for (const client of held) client.release();
    await queued;
    expect(seriesValue((await scraping).body, 'db_pool_connections{state="waiting"}')).toBe(1);
  });
});

describe('metrics without a token configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
  });
  afterAll(() => t.close());

  it('has no such route', async () => {
    expect((await scrape(t, 'Bearer anything-at-all-0000000000')).statusCode).toBe(404);
  });
});
