import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { SessionsRepo } from '../src/modules/auth/sessions.repo.ts';
import type { UsersRepo } from '../src/modules/users/users.repo.ts';
import { registerAccessGuard } from '../src/plugins/access-guard.ts';
import { get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

describe('configuration', () => {
  it('stops with a message naming the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DEMO_ADMIN_EMAIL: 'nope' })).toThrow(/DEMO_ADMIN_EMAIL/);
  });

  it('has documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      DEMO_ADMIN_EMAIL: 'admin@example.com',
      SEED_DEMO: true,
    });
  });
});

describe.each(targets)('platform on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target, {
      DEMO_ADMIN_EMAIL: 'boss@example.com',
      DEMO_ADMIN_PASSWORD: 'Boss#Pass1',
    });
  });
  afterAll(() => t.close());

  it('seeds the configured Super Admin', async () => {
    expect(await signIn(t, 'boss@example.com', 'Boss#Pass1')).toBeTruthy();
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('publishes OpenAPI with the sign-in calls', async () => {
    const doc = (await t.app.inject('/api/v1/docs/json')).json();
    for (const path of [
      '/api/v1/login',
      '/api/v1/verify',
      '/api/v1/forgot-password',
      '/api/v1/reset-password',
      '/api/v1/logout',
    ]) {
      expect(doc.paths[path]?.post).toBeDefined();
    }
  });

  it('answers unknown API paths with a JSON 404 and a request id', async () => {
    const res = await get(t, '/nowhere');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'Not found' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a route without the needed capability with 403', async () => {
    const ops = await signIn(t, 'olga@example.com', 'Demo#2026');
    const res = await get(t, '/outbox', ops);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatch(/'view' right on 'outbox'/);
    const admin = await signIn(t, 'boss@example.com', 'Boss#Pass1');
    expect((await get(t, '/outbox', admin)).statusCode).toBe(200);
  });

  it('rejects a wrongly typed field with 400, not 500', async () => {
    const res = await post(t, '/login', { identifier: 'x@example.com', password: 'x', mobile: 'not-bool' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors)).toEqual(['mobile']);
  });
});

describe('route registration', () => {
  it('fails when an API route declares no access rule', async () => {
    const app = Fastify();
    registerAccessGuard(app, {} as SessionsRepo, {} as UsersRepo);
    app.get('/healthz', async () => 'outside the API needs no rule');
    app.get('/api/v1/guarded', { config: { access: 'authenticated' } }, async () => 'x');
    expect(() => app.get('/api/v1/unguarded', async () => 'x')).toThrow(
      'GET /api/v1/unguarded declares no access rule',
    );
    await app.close();
  });
});
