import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { startSmtpServer } from './support/smtp.ts';

const PASSWORD = 'mailbox-Pass#1';

describe.each(targets)('email accounts on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/settings-lists/email_accounts',
      payload,
      headers: { authorization: `Bearer ${admin}` },
    });
  const list = async () => (await get(t, '/settings-lists/email_accounts', admin)).json();

  /** Points the first demo account at the test's SMTP server with this password. */
  async function configure(password: string) {
    const { rows, version } = await list();
    const server = `127.0.0.1:${new URL(smtp.url).port}`;
    const first = { ...rows[0], smtp_server: server, smtp_user: rows[0].email, password };
    const saved = await put({ rows: [first, ...rows.slice(1)], deleted: [], version });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(password);
    return first;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    admin = await signIn(t);
    smtp = await startSmtpServer({ login: { user: 'bookings@caminoways.example.com', pass: PASSWORD } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a test email through the account’s own SMTP server with its stored password', async () => {
    const account = await configure(PASSWORD);
    expect(account.email).toBe('bookings@caminoways.example.com');
    const res = await post(t, `/settings-lists/email_accounts/${account.id}/test-email`, {}, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toBe('The test email was sent to bookings@caminoways.example.com.');
    const mail = smtp.inbox.at(-1)!;
    expect(mail.to).toEqual(['bookings@caminoways.example.com']);
    expect(mail.raw).toContain('Subject: Test email from Camino Ways');

    const listed = await list();
    expect(listed.rows[0].password).toBe('{key}');
    expect(JSON.stringify(listed)).not.toContain(PASSWORD);
  });

  it('keeps the password when the placeholder comes back, and shows the server’s refusal of a wrong one', async () => {
    const { rows, version } = await list();
    await put({ rows, deleted: [], version });
    const kept = await post(
      t,
      `/settings-lists/email_accounts/${rows[0].id}/test-email`,
      { to: 'ops@example.com' },
      admin,
    );
    expect(kept.statusCode).toBe(200);
    expect(smtp.inbox.at(-1)!.to).toEqual(['ops@example.com']);

    const account = await configure('wrong-password');
    const refused = await post(t, `/settings-lists/email_accounts/${account.id}/test-email`, {}, admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^The test email could not be sent: Invalid login: 535/);
  });

  it('answers 404 for an account that does not exist', async () => {
    const res = await post(t, '/settings-lists/email_accounts/999999/test-email', {}, admin);
    expect(res.statusCode).toBe(404);
  });
});
