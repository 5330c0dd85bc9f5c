import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

// What the web build writes (vite.config `html.cspNonce`): a placeholder the server replaces per copy.
const INDEX_HTML = `<!doctype html><html><head>
<meta property="csp-nonce" nonce="build-placeholder">
<script type="module" src="/assets/app.js" nonce="build-placeholder"></script>
</head><body><div id="root"></div></body></html>`;

const NONCE = /'nonce-([A-Za-z0-9+/=]+)'/;

function expectCommonHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  const permissions = String(res.headers['permissions-policy']);
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
    expect(permissions).toContain(`${feature}=()`);
  }
  expect(res.headers['strict-transport-security']).toBeUndefined();
}

/** The policy of a page of the web app: own scripts only, never inline, and never framed. */
function expectAppPolicy(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self';");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("img-src 'self' data: blob:");
  expect(csp).toContain("object-src 'none'");
  return csp;
}

describe.each(targets)('security headers on %s', (target) => {
  let t: TestApp;
  let behindProxy: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'trips-web-dist-'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await startTestApp(target, { WEB_DIST: webDist });
    behindProxy = await t.withSettings({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await behindProxy?.close();
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves index.html with a fresh style nonce that the policy allows, on / and on deep routes', async () => {
    const nonces = [];
    for (const url of ['/', '/trip-details/1', '/index.html']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expectCommonHeaders(res);
      const nonce = NONCE.exec(expectAppPolicy(res))?.[1];
      expect(nonce).toBeDefined();
      expect(res.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(res.body).not.toContain('build-placeholder');
      expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(3);
  });

  it('puts the app policy on static files, without a nonce', async () => {
    const res = await t.app.inject('/favicon.svg');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    expect(expectAppPolicy(res)).toContain("style-src 'self';");
  });

  it('answers API JSON, API errors and 404s with a policy that lets nothing load', async () => {
    const failed = await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: {} });
    const missing = await t.app.inject('/api/v1/no-such-route');
    for (const [res, status] of [
      [failed, 400],
      [missing, 404],
    ] as const) {
      expect(res.statusCode).toBe(status);
      expectCommonHeaders(res);
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const health = await t.app.inject('/healthz');
    expect(health.statusCode).toBe(200);
    expectCommonHeaders(health);
    expectAppPolicy(health);
  });

  it('gives the API docs a policy of their own: inline styles, still no foreign or inline script', async () => {
    const res = await t.app.inject('/api/v1/docs/');
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('sends Strict-Transport-Security only over HTTPS, as told by a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const untrusted = await t.app.inject({ url: '/healthz', headers: https });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const plain = await behindProxy.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    for (const url of ['/healthz', '/api/v1/no-such-route', '/trip-details/1']) {
      const res = await behindProxy.app.inject({ url, headers: https });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });
});
