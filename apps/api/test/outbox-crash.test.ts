import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { emailDriver } from '../src/engine/outbox/drivers.ts';
import { createOutboxRepo } from '../src/engine/outbox/outbox.repo.ts';
import { createRelay, type Relay } from '../src/engine/outbox/relay.ts';
import { startTestApp, type TestApp } from './support/harness.ts';
import { startSmtpServer } from './support/smtp.ts';
import { waitUntil } from './support/wait.ts';

const LEASE_MS = 1000;
const subjects = ['go-1', 'go-2', 'go-3', 'hold-4', 'hold-5', 'hold-6', 'hold-7', 'go-8', 'go-9', 'go-10'];
const relayScript = fileURLToPath(new URL('./support/relay-process.ts', import.meta.url));

/** A relay in a process of its own, resolved once it relays. */
async function startRelayProcess(env: Record<string, string>) {
  // node itself with tsx's loader: the tsx command would put a process between, and SIGKILL would miss the relay.
  const child = spawn(process.execPath, ['--import', 'tsx', relayScript], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('relaying') && resolve());
    child.on('exit', (code) => reject(new Error(`relay process exited with ${code}`)));
  });
  return child;
}

// Two processes sharing one outbox needs a real PostgreSQL server.
describe.skipIf(!process.env.TEST_DATABASE_URL)('outbox relay killed mid-batch', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let child: ChildProcess | null = null;
  let second: Relay | null = null;
  let holding = true;

  beforeAll(async () => {
    smtp = await startSmtpServer({ hold: (raw) => holding && /^Subject: hold/m.test(raw) });
    t = await startTestApp('postgres');
    await t.app.relay.stop();
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
  /** The latest lease among the messages still held. */
  const latestLease = async () =>
    (
      await t.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.max('next_attempt_at').as('lease'))
        .where('recipient', '=', 'crash@example.com')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow()
    ).lease!.getTime();

  it('renews the leases it holds, then after a SIGKILL another relay sends every message exactly once', async () => {
    await t.db
      .insertInto('outbox')
      .values(
        subjects.map((subject) => ({
          channel: 'email',
          recipient: 'crash@example.com',
          subject,
          body: subject,
        })),
      )
      .execute();
    const relayEnv = { DATABASE_URL: t.databaseUrl!, SMTP_URL: smtp.url, OUTBOX_LEASE_MS: String(LEASE_MS) };
    child = await startRelayProcess(relayEnv);
    // Four sends at once until all four lanes hang at the SMTP server; the rest wait their turn.
    await waitUntil(async () => {
      const sent = (await statuses()).filter((s) => s === 'sent').length;
      return smtp.held === 4 && sent === smtp.inbox.length;
    });

    // A second relay beside it takes nothing while the heartbeat renews the leases.
    const config = loadConfig({ SMTP_URL: smtp.url, LOG_LEVEL: 'silent' });
    second = createRelay({
      outbox: createOutboxRepo(t.db),
      drivers: { email: emailDriver(config), sms: emailDriver(config) },
      pollMs: 50,
      leaseMs: LEASE_MS,
      log: { warn: () => {}, error: () => {} },
    });
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
    console.log(`delivered the killed relay's messages ${Date.now() - killedAt} ms after the kill`);

    const delivered = smtp.inbox.map((m) => /^Subject: (\S+)/m.exec(m.raw)![1]).sort();
    expect(delivered).toEqual([...subjects].sort());
  });
});
