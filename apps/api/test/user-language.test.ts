import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, post, put } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

describe.each(targets)('interface language on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const signInAs = async (email: string) =>
    (await post(t, '/login', { identifier: email, password: DEMO_PASSWORD })).json();

  it('keeps each user’s own choice and hands it over at sign-in', async () => {
    const first = await signInAs('olga@example.com');
    expect(first.user.language).toBeNull();

    const saved = await put(t, '/profile/language', { language: 'es' }, first.access_token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ success: true, language: 'es' });
    expect((await signInAs('olga@example.com')).user.language).toBe('es');
    // Another user's choice is their own.
    expect((await signInAs('pablo@example.com')).user.language).toBeNull();

    await put(t, '/profile/language', { language: null }, first.access_token);
    expect((await signInAs('olga@example.com')).user.language).toBeNull();
  });

  it('refuses a language the interface does not speak, and strangers', async () => {
    const { access_token } = await signInAs('pablo@example.com');
    const bad = await put(t, '/profile/language', { language: 'fr' }, access_token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toHaveProperty('language');
    expect((await put(t, '/profile/language', { language: 'es' })).statusCode).toBe(401);
  });
});
