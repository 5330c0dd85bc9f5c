import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepo } from '../src/engine/outbox/outbox.repo.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { startSmtpServer } from './support/smtp.ts';
import { waitUntil } from './support/wait.ts';

describe.each(targets)('closing the app on %s', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer({ hold: (raw) => /^Subject: in flight/m.test(raw) });
    t = await startTestApp(target, { SMTP_URL: smtp.url });
  });
  afterAll(() => smtp.close());

  it('lets a delivery in flight finish and save its outcome before the database closes', async () => {
    const outbox = createOutboxRepo(t.db);
    const message = await outbox.enqueue(t.db, {
      channel: 'email',
      recipient: 'provider@example.com',
      subject: 'in flight',
      body: 'Sent as the server stops',
    });
    t.app.jobs.kick();
    await waitUntil(() => smtp.held === 1);

    // What the database holds when the app closes it: a job left running would be sent again once its
    // lease ran out, by the next server to start.
    const destroy = t.db.destroy.bind(t.db);
    let atClose: { outbox: string; running: number } | undefined;
    t.db.destroy = async () => {
      const row = await t.db
        .selectFrom('outbox')
        .select('status')
        .where('id', '=', message.id)
        .executeTakeFirst();
      const running = await t.db.selectFrom('jobs').select('id').where('status', '=', 'running').execute();
      atClose = { outbox: row!.status, running: running.length };
      return destroy();
    };
    const closing = t.close();
    smtp.release();
    await closing;

    expect(atClose).toEqual({ outbox: 'sent', running: 0 });
    expect(smtp.inbox.map((mail) => mail.to)).toEqual([['provider@example.com']]);
  });
});
