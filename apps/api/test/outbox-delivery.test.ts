import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, type JobRunner } from '../src/engine/jobs/runner.ts';
import { createOutboxRepo, type OutgoingMessage } from '../src/engine/outbox/outbox.repo.ts';
import { createLocalDiskStorage } from '../src/engine/storage/local-disk.ts';
import { get, post, signIn } from './support/auth.ts';
import { clockAheadOfRealTime } from './support/clock.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { type ReceivedMail, startSmtpServer } from './support/smtp.ts';

type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

const PASSWORDS = ['camino-Pass#1', 'walk-Pass#2'];
const VOUCHER = Buffer.from('%PDF-1.4 voucher for the Camino\n');
const portOf = (smtp: Smtp) => Number(new URL(smtp.url).port);
const header = (mail: ReceivedMail, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'mi').exec(mail.raw.split(/\r?\n\r?\n/)[0]!)?.[1];

describe.each(targets)('outbox delivery through the brands’ accounts on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let dataDir: string;
  let accounts: { id: number; email: string }[];
  const smtp: Smtp[] = [];
  let clock: ReturnType<typeof clockAheadOfRealTime>;
  let runner: JobRunner;

  /** Points the first two demo accounts at a local SMTP server each, with their own passwords. */
  async function configureAccounts() {
    const { rows, version } = (await get(t, '/settings-lists/email_accounts', admin)).json();
    const pointed = rows.map((row: Record<string, unknown>, i: number) =>
      i < 2 ? { ...row, smtp_server: `127.0.0.1:${portOf(smtp[i]!)}`, password: PASSWORDS[i] } : row,
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings-lists/email_accounts',
      payload: { rows: pointed, deleted: [], version },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return rows as { id: number; email: string }[];
  }

  const send = async (message: Partial<OutgoingMessage>) =>
    (
      await createOutboxRepo(t.db).enqueue(t.db, {
        channel: 'email',
        recipient: 'hotel@example.net',
        subject: 'Booking request',
        body: 'Please confirm the booking.',
        ...message,
      })
    ).id;
  const row = (id: number) =>
    t.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const jobOf = (id: number) =>
    t.db.selectFrom('jobs').selectAll().where('dedupe_key', '=', `outbox:${id}`).executeTakeFirstOrThrow();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'outbox-'));
    t = await startTestApp(target, { DATA_DIR: dataDir });
    await t.app.jobs.stop();
    // This runner's clock is a day ahead: the sweeps the app scheduled (daily readiness, hourly traveller-link
    // emails) would fall due in it and add their own runs and emails to the ones these tests count.
    await t.db.deleteFrom('jobs').where('kind', 'in', ['trips.readiness', 'travellers.emails']).execute();
    admin = await signIn(t);
    for (const [i, email] of ['bookings@caminoways.example.com', 'bookings@walkspain.example.com'].entries())
      smtp.push(await startSmtpServer({ login: { user: email, pass: PASSWORDS[i]! } }));
    accounts = await configureAccounts();
    await createLocalDiskStorage(join(dataDir, 'uploads')).put(
      'outbox/test/voucher.pdf',
      VOUCHER,
      'application/pdf',
    );
    clock = clockAheadOfRealTime();
    const log = { warn: () => {}, error: () => {} };
    runner = createJobRunner({ db: t.db, registry: t.app.jobs.registry, pollMs: 60_000, clock, log });
  });
  afterAll(async () => {
    await t.close();
    for (const server of smtp) await server.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends each brand’s email from its own account with HTML, text, cc, bcc, reply-to and an attachment', async () => {
    const ids: number[] = [];
    for (const [i, account] of accounts.slice(0, 2).entries())
      ids.push(
        await send({
          email_account_id: account.id,
          subject: `Booking request ${i}`,
          html: `<p>Please confirm the booking for <strong>Ana ${i}</strong>.</p>`,
          cc: ['ops@example.com'],
          bcc: ['archive@example.com'],
          reply_to: 'reservas@example.com',
          attachments: [{ key: 'outbox/test/voucher.pdf', filename: 'voucher.pdf' }],
          template_slug: 'booking-request',
          about: { type: 'trip_accommodation', id: 7 },
        }),
      );
    expect(await runner.runOnce()).toBe(2);

    for (const [i, server] of smtp.entries()) {
      expect(server.inbox).toHaveLength(1);
      const mail = server.inbox[0]!;
      expect(mail.from).toBe(accounts[i]!.email);
      expect(mail.to.sort()).toEqual(['archive@example.com', 'hotel@example.net', 'ops@example.com']);
      expect(header(mail, 'From')).toBe(`${['Camino Ways', 'Walk Spain'][i]} <${accounts[i]!.email}>`);
      expect(header(mail, 'Subject')).toBe(`Booking request ${i}`);
      expect(header(mail, 'Cc')).toBe('ops@example.com');
      expect(header(mail, 'Bcc')).toBeUndefined();
      expect(header(mail, 'Reply-To')).toBe('reservas@example.com');
      expect(mail.raw).toMatch(/Content-Type: text\/plain[\s\S]*Please confirm the booking\./);
      expect(mail.raw).toContain(`<strong>Ana ${i}</strong>`);
      expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=voucher\.pdf/);
      expect(mail.raw).toContain(VOUCHER.toString('base64').slice(0, 40));
    }

    const listed = (await get(t, '/outbox', admin)).json().items.find((m: { id: number }) => m.id === ids[0]);
    expect(listed).toMatchObject({
      status: 'sent',
      from_address: `Camino Ways <${accounts[0]!.email}>`,
      cc: ['ops@example.com'],
      bcc: ['archive@example.com'],
      attachments: [{ filename: 'voucher.pdf' }],
      template_slug: 'booking-request',
      subject_type: 'trip_accommodation',
      subject_id: 7,
    });
    const file = await t.app.inject({
      url: `/api/v1/outbox/${ids[0]}/attachments/0`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(VOUCHER)).toBe(true);
  });

  it('retries with backoff while the account’s SMTP server is down, then delivers once it is up', async () => {
    const port = portOf(smtp[1]!);
    await smtp[1]!.close();
    const id = await send({ email_account_id: accounts[1]!.id, subject: 'While down' });
    expect(await runner.runOnce()).toBe(1);
    // Signed by the account's brand from the start, so the Outbox screen shows who it is from while it waits.
    expect(await row(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      from_address: `Walk Spain <${accounts[1]!.email}>`,
    });
    expect((await row(id)).last_error).toMatch(/ECONNREFUSED/);
    expect(await jobOf(id)).toMatchObject({ status: 'due', attempts: 1 });

    clock.advance(29_999);
    expect(await runner.runOnce()).toBe(0);
    clock.advance(1);
    expect(await runner.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 2 });

    smtp[1] = await startSmtpServer({ login: { user: accounts[1]!.email, pass: PASSWORDS[1]! }, port });
    clock.advance(59_999);
    expect(await runner.runOnce()).toBe(0);
    clock.advance(1);
    expect(await runner.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
    expect(smtp[1]!.inbox.map((m) => header(m, 'Subject'))).toEqual(['While down']);
  });

  it('resends a failed email from its first attempt, and refuses to resend one that has not failed', async () => {
    const port = portOf(smtp[1]!);
    await smtp[1]!.close();
    const id = await send({ email_account_id: accounts[1]!.id, subject: 'Resent' });
    for (let attempt = 0; attempt < 8; attempt++) {
      expect(await runner.runOnce()).toBe(1);
      clock.advance(3_600_000);
    }
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 8 });
    expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 8 });

    smtp[1] = await startSmtpServer({ login: { user: accounts[1]!.email, pass: PASSWORDS[1]! }, port });
    expect((await post(t, `/outbox/${id}/resend`, {}, admin)).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'pending' });
    expect(await jobOf(id)).toMatchObject({ status: 'due', attempts: 0 });
    clock.advance(60_000);
    expect(await runner.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent' });
    expect(smtp[1]!.inbox.map((m) => header(m, 'Subject'))).toEqual(['Resent']);

    const again = await post(t, `/outbox/${id}/resend`, {}, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed message can be resent.');
    expect((await post(t, '/outbox/2147483647/resend', {}, admin)).statusCode).toBe(404);
  });

  it('keeps the mail of an account without an SMTP server in the dev outbox, from its brand', async () => {
    const demo = accounts[2]!;
    const { smtp_server } = await t.db
      .selectFrom('email_accounts')
      .select('smtp_server')
      .where('id', '=', demo.id)
      .executeTakeFirstOrThrow();
    expect(smtp_server).toBe('');
    const id = await send({ email_account_id: demo.id, subject: 'Demo brand' });
    expect(await runner.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'dev', from_address: `Cycle Iberia <${demo.email}>` });
  });
});
