import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { JobRunner } from '../src/engine/jobs/runner.ts';
import { createOutboxRepo } from '../src/engine/outbox/outbox.repo.ts';
import { startTestApp, type TestApp } from './support/harness.ts';
import { outboxRunner } from './support/outbox-runner.ts';
import { startSmtpServer } from './support/smtp.ts';
import { waitUntil } from './support/wait.ts';

const LEASE_MS = 1000;
const subjects = ['go-1', 'go-2', 'go-3', 'hold-4', 'hold-5', 'hold-6', 'hold-7', 'go-8', 'go-9', 'go-10'];
const runnerScript = fileURLToPath(new URL('./support/runner-process.ts', import.meta.url));

/** A jobs runner in a process of its own, resolved once it runs. */
async function startRunnerProcess(env: Record<string, string>) {
  // node itself with tsx's loader: the tsx command would put a process between, and SIGKILL would miss the runner.
  const child = spawn(process.execPath, ['--import', 'tsx', runnerScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('running') && resolve());
    child.on('exit', (code) => reject(new Error(`runner process exited with ${code}`)));
  });
  return child;
}

// Two processes sharing one outbox needs a real PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('outbox delivery runner killed mid-batch', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let child: ChildProcess | null = null;
  let second: JobRunner | null = null;
  let holding = true;

  beforeAll(async () => {
    smtp = await startSmtpServer({ hold: (raw) => holding && /^Subject: hold/m.test(raw) });
    t = await startTestApp('postgres');
    await t.app.jobs.stop();
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await second?.stop();
    await t.close();
    await smtp.close();
  });

  const statuses = async () =>
    (
      await t.db.selectFrom('outbox').select('status').where('recipient', '=', 'crash@example.com').execute()
    ).map((r) => r.status);
  /** The latest lease among the delivery jobs still held. */
  const latestLease = async () =>
    new Date(
      (
        await t.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.max('lease_until').as('lease'))
          .where('status', '=', 'running')
          .executeTakeFirstOrThrow()
      ).lease!,
    ).getTime();

  it('renews the leases it holds, then after a SIGKILL another runner sends every message exactly once', async () => {
    const outbox = createOutboxRepo(t.db);
    for (const subject of subjects)
      await outbox.enqueue(t.db, {
        channel: 'email',
        recipient: 'crash@example.com',
        subject,
        body: subject,
      });
    const runnerEnv = { DATABASE_URL: t.databaseUrl!, SMTP_URL: smtp.url, JOBS_LEASE_MS: String(LEASE_MS) };
    child = await startRunnerProcess(runnerEnv);
    // Four sends at once until all four lanes hang at the SMTP server; the rest wait their turn.
    await waitUntil(async () => {
      const sent = (await statuses()).filter((s) => s === 'sent').length;
      return smtp.held === 4 && sent === smtp.inbox.length;
    });

    // A second runner beside it takes nothing while the heartbeat renews the leases.
    const config = loadConfig({ SMTP_URL: smtp.url, LOG_LEVEL: 'silent', JOBS_LEASE_MS: String(LEASE_MS) });
    second = outboxRunner(t.db, config, { pollMs: 50 });
    second.start();
    const firstLease = await latestLease();
    const sentBefore = smtp.inbox.length;
    await waitUntil(async () => (await latestLease()) > firstLease + LEASE_MS);
    expect(smtp.held).toBe(4);
    expect(smtp.inbox).toHaveLength(sentBefore);

    const killedAt = Date.now();
    child.kill('SIGKILL');
    holding = false;
    await waitUntil(async () => (await statuses()).every((s) => s === 'sent'));
    console.log(`delivered the killed runner's messages ${Date.now() - killedAt} ms after the kill`);

    const delivered = smtp.inbox.map((m) => /^Subject: (\S+)/m.exec(m.raw)![1]).sort();
    expect(delivered).toEqual([...subjects].sort());
  });
});
