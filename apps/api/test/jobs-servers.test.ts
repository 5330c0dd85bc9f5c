import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { bootstrap } from '../src/bootstrap.ts';
import { loadConfig } from '../src/config.ts';
import { createOutboxRepo } from '../src/engine/outbox/outbox.repo.ts';
import { startTestApp, type TestApp } from './support/harness.ts';
import { startSmtpServer } from './support/smtp.ts';
import { waitUntil } from './support/wait.ts';

const JOBS = 200;
type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;
const subjectOf = (raw: string) => /^Subject: (.+)$/m.exec(raw)![1]!;

// Two servers sharing one jobs table needs a real PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two API servers on one PostgreSQL', () => {
  let first: TestApp;
  let second: App;
  const smtp: Smtp[] = [];

  beforeAll(async () => {
    smtp.push(await startSmtpServer(), await startSmtpServer());
    first = await startTestApp('postgres', { SMTP_URL: smtp[0]!.url, JOBS_POLL_MS: '50' });
    // The second server: its own app and pool on the first one's database, sending through its own SMTP server.
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      SMTP_URL: smtp[1]!.url,
      JOBS_POLL_MS: '50',
    });
    second = (await bootstrap(config, { kind: 'postgres', url: first.databaseUrl! })).app;
    await second.ready();
    await Promise.all([first.app.jobs.stop(), second.jobs.stop()]);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    for (const server of smtp) await server.close();
  });

  it(`runs ${JOBS} due jobs between them, each exactly once`, async () => {
    const outbox = createOutboxRepo(first.db);
    await first.db.transaction().execute(async (trx) => {
      for (let i = 0; i < JOBS; i++)
        await outbox.enqueue(trx, {
          channel: 'email',
          recipient: 'many@example.com',
          subject: `job-${i}`,
          body: '.',
        });
    });
    first.app.jobs.start();
    second.jobs.start();

    const delivered = () => smtp[0]!.inbox.length + smtp[1]!.inbox.length;
    await waitUntil(async () => {
      const open = await first.db
        .selectFrom('jobs')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'outbox.deliver')
        .where('status', '!=', 'done')
        .executeTakeFirstOrThrow();
      return open.n === 0 && delivered() >= JOBS;
    });

    const subjects = [...smtp[0]!.inbox, ...smtp[1]!.inbox].map((m) => subjectOf(m.raw));
    expect(subjects).toHaveLength(JOBS);
    expect(new Set(subjects).size).toBe(JOBS);
    // Both servers took part.
    expect(smtp[0]!.inbox.length).toBeGreaterThan(0);
    expect(smtp[1]!.inbox.length).toBeGreaterThan(0);
    // Only the deliveries: the daily sweeps scheduled at start-up wait for their day.
    const attempts = await first.db
      .selectFrom('jobs')
      .select('attempts')
      .where('kind', '=', 'outbox.deliver')
      .distinct()
      .execute();
    expect(attempts).toEqual([{ attempts: 1 }]);
    const statuses = await first.db.selectFrom('outbox').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'sent' }]);
  });
});
