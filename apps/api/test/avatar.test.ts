import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { sessionFor, userIdOf } from './support/people.ts';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const dataUrl = (type: string, base64: string) => `data:${type};base64,${base64}`;
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary').toString('base64');

describe.each(targets)('avatars on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  let admin: string;
  let olgaId: number;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trips-avatars-'));
    t = await startTestApp(target, { DATA_DIR: dataDir });
    admin = await sessionFor(t, await userIdOf(t, 'admin@example.com'));
    olgaId = await userIdOf(t, 'olga@example.com');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (id: number, avatar: string | null, token = admin) =>
    post(t, '/edit-user-avatar', { id, avatar }, token);

  it('stores a PNG and serves it with its type, nosniff and an unguessable name', async () => {
    const res = await upload(olgaId, dataUrl('image/png', PNG));
    expect(res.statusCode).toBe(200);
    const { avatar, messages } = res.json();
    expect(messages).toEqual(['Avatar updated']);
    expect(avatar).toMatch(new RegExp(`^/api/v1/avatars/${olgaId}-[a-f0-9]{32}\\.png$`));
    const file = await t.app.inject(avatar);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const listed = (await post(t, '/users', {}, admin))
      .json()
      .users.find((u: { id: number }) => u.id === olgaId);
    expect(listed.avatar).toBe(avatar);
  });

  it('replaces and removes the picture, deleting the old file', async () => {
    const first = (await upload(olgaId, dataUrl('image/png', PNG))).json().avatar;
    const second = (await upload(olgaId, dataUrl('image/png', PNG))).json().avatar;
    expect(second).not.toBe(first);
    expect((await t.app.inject(first)).statusCode).toBe(404);
    const removed = await upload(olgaId, null);
    expect(removed.json()).toMatchObject({ avatar: null, messages: ['Avatar removed'] });
    expect((await t.app.inject(second)).statusCode).toBe(404);
  });

  it('checks the bytes, not the declared type, and the size', async () => {
    const disguised = await upload(olgaId, dataUrl('image/png', gif));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().field_errors.avatar).toBe('The picture must be a PNG, JPEG or WebP image.');
    const big = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(2 * 1024 * 1024)]).toString('base64');
    const tooBig = await upload(olgaId, dataUrl('image/png', big));
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().errors.join()).toMatch(/2 MB or smaller/);
    expect((await upload(olgaId, 'not a data url')).statusCode).toBe(400);
    expect((await upload(999999, dataUrl('image/png', PNG))).statusCode).toBe(404);
  });

  it('lets users change their own avatar only', async () => {
    const olga = await sessionFor(t, olgaId);
    expect((await upload(olgaId, dataUrl('image/png', PNG), olga)).statusCode).toBe(200);
    const pablo = await userIdOf(t, 'pablo@example.com');
    expect((await upload(pablo, dataUrl('image/png', PNG), olga)).statusCode).toBe(403);
  });

  it('answers 404 for unknown or malformed file names', async () => {
    for (const name of ['1-00000000000000000000000000000000.png', '..%2F..%2Fetc%2Fpasswd', 'x.svg']) {
      expect((await t.app.inject(`/api/v1/avatars/${name}`)).statusCode).toBe(404);
    }
  });
});
