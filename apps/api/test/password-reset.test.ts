import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, post, signIn, solveHumanCheck } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { startSmtpServer, textOf } from './support/smtp.ts';

const NEW_PASSWORD = 'Fresh#Pass9';

describe.each(targets)('password reset on %s, mailed through SMTP', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp(target, { SMTP_URL: smtp.url, PUBLIC_URL: 'http://office.test' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Asks for a link; the jobs runner is kicked by the request itself, so wait until the outbox row is settled. */
  async function requestLinkFor(email: string) {
    const res = await post(t, '/forgot-password', { email, recaptcha: await solveHumanCheck(t) });
    await settled(email);
    return res;
  }

  async function settled(recipient: string) {
    await expect
      .poll(async () => {
        await t.app.jobs.runOnce();
        const row = await t.db
          .selectFrom('outbox')
          .select(['status', 'attempts'])
          .where('recipient', '=', recipient)
          .orderBy('id', 'desc')
          .executeTakeFirst();
        return row?.status !== 'pending' || row.attempts > 0;
      })
      .toBe(true);
  }

  it('refuses a request without the human check', async () => {
    const res = await post(t, '/forgot-password', { email: 'alba@example.com', recaptcha: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.recaptcha).toBe('Enter reCaptcha');
  });

  it('refuses a forged, tampered or replayed human check', async () => {
    const refused = async (recaptcha: string) =>
      expect((await post(t, '/forgot-password', { email: 'alba@example.com', recaptcha })).statusCode).toBe(
        400,
      );
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    // The former (PoW v1) shape, and no JSON at all.
    await refused(encode({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 'y', signature: 'z' }));
    await refused('bm90IGpzb24=');

    const solved = JSON.parse(Buffer.from(await solveHumanCheck(t), 'base64').toString('utf8'));
    const { challenge, solution } = solved;
    // A later expiry than the one signed, a key that was never derived, an unsigned challenge.
    const expiresAt = challenge.parameters.expiresAt + 3600;
    await refused(
      encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt } }, solution }),
    );
    await refused(encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }));
    await refused(encode({ challenge: { parameters: challenge.parameters }, solution }));

    expect(
      (await post(t, '/forgot-password', { email: 'nobody@example.com', recaptcha: encode(solved) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(t, '/forgot-password', { email: 'nobody@example.com', recaptcha: encode(solved) }))
        .statusCode,
    ).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = smtp.inbox.length;
    const unknown = await requestLinkFor('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().messages[0]).toMatch(/If this address belongs to an account/);
    expect(smtp.inbox.length).toBe(before);
  });

  it('emails a working link that changes the password once and ends old sessions', async () => {
    const oldToken = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
    const res = await requestLinkFor('alba@example.com');
    expect(res.statusCode).toBe(200);
    const mail = smtp.inbox.at(-1)!;
    expect(mail.to).toEqual(['alba@example.com']);
    const link = new URL(/http:\/\/office\.test\/change-password\?\S+/.exec(textOf(mail))![0]);
    expect(link.searchParams.get('email')).toBe('alba@example.com');
    const token = link.searchParams.get('token')!;

    const weak = await post(t, '/reset-password', {
      email: 'alba@example.com',
      token,
      password: 'weakpass',
      password_confirmation: 'weakpass',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field_errors.password).toBe('Password must have at least one Uppercase Character.');
    const mismatch = await post(t, '/reset-password', {
      email: 'alba@example.com',
      token,
      password: NEW_PASSWORD,
      password_confirmation: 'Other#123',
    });
    expect(mismatch.json().field_errors.password_confirmation).toBe('Must match');

    const ok = await post(t, '/reset-password', {
      email: 'alba@example.com',
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await post(t, '/logout', {}, oldToken)).statusCode).toBe(401);
    expect(await signIn(t, 'alba@example.com', NEW_PASSWORD)).toBeTruthy();

    const reused = await post(t, '/reset-password', {
      email: 'alba@example.com',
      token,
      password: 'Again#Pass1',
      password_confirmation: 'Again#Pass1',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().errors[0]).toMatch(/expired or has already been used/);
  });

  it('changes the password once when the same link is used ten times at once', async () => {
    await requestLinkFor('olga@example.com');
    const token = new URL(
      /http:\/\/office\.test\/change-password\?\S+/.exec(textOf(smtp.inbox.at(-1)!))![0],
    ).searchParams.get('token')!;
    const passwords = Array.from({ length: 10 }, (_, i) => `Race#Pass${i}`);
    const answers = await Promise.all(
      passwords.map((password) =>
        post(t, '/reset-password', {
          email: 'olga@example.com',
          token,
          password,
          password_confirmation: password,
        }),
      ),
    );
    const winners = answers.flatMap((a, i) => (a.statusCode === 200 ? [passwords[i]!] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(9);
    expect(await signIn(t, 'olga@example.com', winners[0])).toBeTruthy();
  });

  it('limits reset attempts per address', async () => {
    const body = {
      email: 'x@example.com',
      token: 'nope',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    };
    const from = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/reset-password',
        payload: body,
        remoteAddress: '203.0.113.9',
      });
    for (let i = 0; i < 30; i++) expect((await from()).statusCode).toBe(400);
    expect((await from()).statusCode).toBe(429);
  });

  it('refuses an expired link and a link used with another address', async () => {
    await requestLinkFor('bruno@example.com');
    const token = new URL(
      /http:\/\/office\.test\/change-password\?\S+/.exec(textOf(smtp.inbox.at(-1)!))![0],
    ).searchParams.get('token')!;
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await post(t, '/reset-password', { ...body, email: 'alba@example.com' })).statusCode).toBe(400);
    await t.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await post(t, '/reset-password', { ...body, email: 'bruno@example.com' })).statusCode).toBe(400);
  });

  it('keeps a message pending and retries when SMTP is down', async () => {
    await smtp.close();
    await post(t, '/forgot-password', { email: 'iker@example.com', recaptcha: await solveHumanCheck(t) });
    await settled('iker@example.com');
    const row = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'iker@example.com')
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.last_error).toBeTruthy();
    expect(new Date(row.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
  });
});
