import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsRepo } from '../src/engine/settings/settings.repo.ts';
import { VERIFY_NEW_DEVICES } from '../src/modules/auth/sign-in.service.ts';
import { ADMIN, DEMO_PASSWORD, get, lastMessageTo, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

const codeIn = (body: string) => /(\d{6})/.exec(body)?.[1] ?? '';

describe.each(targets)('sign-in on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  it('signs the Super Admin in with a token, rights and user data', async () => {
    const res = await post(t, '/login', {
      identifier: ADMIN.email,
      password: ADMIN.password,
      remember: true,
      browser: 'Chrome',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.is_need_verify).toBe(false);
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.user).toMatchObject({ first_name: 'Ada', email: ADMIN.email, avatar: null });
    expect(body.right.vat_report).toEqual(['view']);
    const rights = await get(t, '/get-user-permission', body.access_token);
    expect(rights.json().right.trips).toEqual(['view', 'create', 'edit']);
  });

  it('stores only a hash of the token', async () => {
    const token = await signIn(t);
    const rows = await t.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await post(t, '/login', { identifier: 'olga@example.com', password: 'Nope#123' });
    const unknown = await post(t, '/login', { identifier: 'nobody@example.com', password: 'Nope#123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().errors).toEqual(['The email address or password is incorrect.']);
    expect(unknown.json().errors).toEqual(wrong.json().errors);
  });

  it('refuses an inactive user even with the right password', async () => {
    const res = await post(t, '/login', { identifier: 'nora@example.com', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatch(/inactive/);
  });

  it('validates input with the shared messages', async () => {
    const res = await post(t, '/login', { identifier: `${'a'.repeat(60)}@x.com`, password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ identifier: 'Max length is 60 symbols', password: 'Required' });
    const bad = await post(t, '/login', { identifier: 'not-an-email', password: 'x' });
    expect(bad.json().field_errors.identifier).toBe('Invalid email address');
  });

  it('locks out the address that guesses, not the account owner signing in from elsewhere', async () => {
    const from = (ip: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { identifier: 'bruno@example.com', password },
        remoteAddress: ip,
      });
    const attacker = '203.0.113.7';
    for (let i = 0; i < 10; i++) expect((await from(attacker, 'Wrong#123')).statusCode).toBe(401);
    const limited = await from(attacker, 'Wrong#123');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors[0]).toMatch(/Too many attempts/);
    expect((await from(attacker, DEMO_PASSWORD)).statusCode).toBe(429);

    const owner = await from('198.51.100.20', DEMO_PASSWORD);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().access_token).toBeTruthy();
  });

  it('under a spread-out attack keeps failing addresses out and lets a clean address through', async () => {
    // 100 failures for the account from everywhere reach its global cap.
    await t.db
      .insertInto('rate_limits')
      .values({ key: 'login:account:pablo@example.com', window_start: new Date(), hits: 100 })
      .execute();
    const from = (ip: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { identifier: 'pablo@example.com', password },
        remoteAddress: ip,
      });
    expect((await from('203.0.113.50', 'Wrong#123')).statusCode).toBe(401);
    expect((await from('203.0.113.50', DEMO_PASSWORD)).statusCode).toBe(429);
    expect((await from('198.51.100.21', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  // The bursts below spend the user's verify rate limit: every test starts with a fresh one, pass or fail.
  const clearVerifyLimits = () => t.db.deleteFrom('rate_limits').where('key', 'like', 'verify:%').execute();
  afterEach(() => clearVerifyLimits());

  it('signs in once when the same right code is sent many times at once', async () => {
    const first = await post(t, '/login', { identifier: 'vera@example.com', password: DEMO_PASSWORD });
    const userId = first.json().user_id;
    const code = codeIn((await lastMessageTo(t, '+34600000004'))!.body);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(t, '/verify', { user_id: userId, code })),
    );
    // One wins; the others find the code spent (400) or, racing it, the tries taken (429): never a session.
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const other of answers.filter((a) => a.statusCode !== 200))
      expect([400, 429]).toContain(other.statusCode);
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
    expect(sessions).toHaveLength(1);
  });

  it('compares at most five guesses of a code, however many arrive at once', async () => {
    const first = await post(t, '/login', { identifier: 'vera@example.com', password: DEMO_PASSWORD });
    const userId = first.json().user_id;
    const code = codeIn((await lastMessageTo(t, '+34600000004'))!.body);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(t, '/verify', { user_id: userId, code: wrongCode })),
    );
    const challenge = await t.db
      .selectFrom('login_challenges')
      .select(['attempts', 'used_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(challenge.attempts).toBe(5);
    expect(challenge.used_at).not.toBeNull();
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(1);
    await clearVerifyLimits();
    expect((await post(t, '/verify', { user_id: userId, code })).statusCode).toBe(400);
  });

  it('asks a flagged user for an SMS code and signs in with it once', async () => {
    const first = await post(t, '/login', { identifier: 'vera@example.com', password: DEMO_PASSWORD });
    expect(first.json()).toMatchObject({
      success: true,
      is_need_verify: true,
      user_id: expect.any(Number),
      phone: '+********004',
    });
    expect(first.json().access_token).toBeUndefined();
    const sms = await lastMessageTo(t, '+34600000004');
    expect(sms?.channel).toBe('sms');
    const code = codeIn(sms!.body);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(t, '/verify', { user_id: first.json().user_id, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    const ok = await post(t, '/verify', { user_id: first.json().user_id, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().access_token).toBeTruthy();
    expect(ok.json().user.first_name).toBe('Vera');
    const again = await post(t, '/verify', { user_id: first.json().user_id, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatch(/expired/);
  });

  it('closes a code after five wrong attempts', async () => {
    const first = await post(t, '/login', { identifier: 'vera@example.com', password: DEMO_PASSWORD });
    const userId = first.json().user_id;
    const code = codeIn((await lastMessageTo(t, '+34600000004'))!.body);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await post(t, '/verify', { user_id: userId, code: wrongCode })).statusCode).toBe(400);
    expect((await post(t, '/verify', { user_id: userId, code: wrongCode })).statusCode).toBe(429);
    expect((await post(t, '/verify', { user_id: userId, code })).statusCode).toBe(400);
  });

  it('expires codes', async () => {
    const first = await post(t, '/login', { identifier: 'vera@example.com', password: DEMO_PASSWORD });
    const code = codeIn((await lastMessageTo(t, '+34600000004'))!.body);
    await t.db
      .updateTable('login_challenges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const late = await post(t, '/verify', { user_id: first.json().user_id, code });
    expect(late.statusCode).toBe(400);
  });

  it('asks for a code on a new device when the setting is on, and not again on that device', async () => {
    await createSettingsRepo(t.db).set(VERIFY_NEW_DEVICES, true);
    const device = { browser: 'Firefox', os: 'Linux', device: 'desktop' };
    const first = await post(t, '/login', {
      identifier: 'pablo@example.com',
      password: DEMO_PASSWORD,
      ...device,
    });
    expect(first.json().is_need_verify).toBe(true);
    const code = codeIn((await lastMessageTo(t, '+34600000003'))!.body);
    expect((await post(t, '/verify', { user_id: first.json().user_id, code })).statusCode).toBe(200);
    const second = await post(t, '/login', {
      identifier: 'pablo@example.com',
      password: DEMO_PASSWORD,
      ...device,
      browser_version: '2',
    });
    expect(second.json().is_need_verify).toBe(false);
    const otherDevice = await post(t, '/login', {
      identifier: 'pablo@example.com',
      password: DEMO_PASSWORD,
      browser: 'Safari',
    });
    expect(otherDevice.json().is_need_verify).toBe(true);
    await createSettingsRepo(t.db).set(VERIFY_NEW_DEVICES, false);
  });

  it('revokes the session on logout', async () => {
    const token = await signIn(t);
    expect((await get(t, '/notification/count-new', token)).statusCode).toBe(200);
    const out = await post(t, '/logout', {}, token);
    expect(out.json()).toEqual({ success: true, messages: ['You have signed out.'] });
    const after = await get(t, '/notification/count-new', token);
    expect(after.statusCode).toBe(401);
  });

  it('answers 401 without a token, with a made-up token, and after the session expires', async () => {
    expect((await get(t, '/get-user-permission')).statusCode).toBe(401);
    expect((await get(t, '/get-user-permission', 'made-up')).statusCode).toBe(401);
    const token = await signIn(t);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await get(t, '/get-user-permission', token)).statusCode).toBe(401);
  });

  it('ends sessions of a user made inactive', async () => {
    const token = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    await t.db
      .updateTable('users')
      .set({ is_active: false })
      .where('email', '=', 'olga@example.com')
      .execute();
    expect((await get(t, '/get-user-permission', token)).statusCode).toBe(401);
    await t.db
      .updateTable('users')
      .set({ is_active: true })
      .where('email', '=', 'olga@example.com')
      .execute();
  });
});
