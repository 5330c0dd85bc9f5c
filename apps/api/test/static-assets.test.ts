import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/build/precompress.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';

const INDEX_HTML = `<!doctype html><html><head>
<meta property="csp-nonce" nonce="build-placeholder">
<script type="module" src="/assets/index-3f9a1c2b.js" nonce="build-placeholder"></script>
</head><body><div id="root"></div></body></html>`;
/** A script of the size of a real chunk, compressible as real scripts are. */
const SCRIPT = Array.from(
  { length: 400 },
  (_, i) => `export const row${i} = () => render(${i}, 'row');`,
).join('\n');

describe.each(targets)('the web app’s files on %s', (target) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'trips-web-dist-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets/index-3f9a1c2b.js'), SCRIPT);
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await precompress(webDist);
    t = await startTestApp(target, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const asset = (acceptEncoding?: string) =>
    t.app.inject({
      url: '/assets/index-3f9a1c2b.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('are compressed at build: brotli and gzip beside each script, none for a tiny file or index.html', () => {
    expect(readdirSync(join(webDist, 'assets')).sort()).toEqual([
      'index-3f9a1c2b.js',
      'index-3f9a1c2b.js.br',
      'index-3f9a1c2b.js.gz',
    ]);
    expect(readdirSync(webDist).filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
  });

  it('serves a hashed asset brotli-compressed, cached for a year and immutable', async () => {
    const res = await asset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('serves it gzipped to a browser without brotli, and as it is to one that accepts neither', async () => {
    const gzipped = await asset('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html to be asked for again on every load, and a file without a hash for an hour', async () => {
    for (const url of ['/', '/home', '/index.html']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
    }
    const icon = await t.app.inject({ url: '/favicon.svg', headers: { 'accept-encoding': 'br, gzip' } });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });
});
