import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/auth.ts';
import { startTestApp, type TestApp } from './support/harness.ts';
import { formData } from './support/multipart.ts';

/** What a client sending a body over the limit gets back: the status, or the network error it saw instead. */
async function send(url: string, bytes: number, init: RequestInit = {}) {
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(bytes),
      ...init,
    });
    await answer.text();
    return String(answer.status);
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code ?? String(error);
  }
}

describe('a body over the limit', () => {
  let t: TestApp;
  let base: string;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `${base}/api/v1/auth/login`;
  });
  afterAll(() => t.close());

  it('is answered 413, and the client sending it reads the answer instead of a broken pipe', async () => {
    const sizes = Array.from({ length: 12 }, (_, i) => (2 + (i % 4) * 10) * 1024 * 1024);
    const seen = await Promise.all(sizes.map((size) => send(url, size)));
    expect(seen).toEqual(Array(12).fill('413'));
  });

  it('is answered 413 for a file over its limit, read by the client sending it', async () => {
    const admin = await signIn(t);
    const dossier = (await t.db.selectFrom('dossiers').select('id').executeTakeFirstOrThrow()).id;
    const sizes = Array.from({ length: 6 }, (_, i) => (21 + (i % 3) * 10) * 1024 * 1024);
    const seen = await Promise.all(
      sizes.map((size) => {
        const form = formData({}, { name: 'big.pdf', type: 'application/pdf', bytes: Buffer.alloc(size) });
        return send(`${base}/api/v1/dossiers/${dossier}/documents/spn`, 0, {
          headers: { ...form.headers, authorization: `Bearer ${admin}` },
          body: form.payload,
        });
      }),
    );
    expect(seen).toEqual(Array(6).fill('413'));
  });
});
