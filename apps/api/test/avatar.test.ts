import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { sessionFor, userIdOf } from './support/people.ts';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
// A 1×1 lossless WebP.
const WEBP = 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';
const dataUrl = (type: string, base64: string) => `data:${type};base64,${base64}`;
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary').toString('base64');
const pngMagic = Buffer.from(PNG, 'base64').subarray(0, 8);

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
    expect(file.headers['content-security-policy']).toBe("default-src 'none'");
    const stored = await Jimp.fromBuffer(file.rawPayload);
    expect([stored.width, stored.height]).toEqual([1, 1]);
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

  it('stores only the decoded picture: bytes appended to it are gone, or the file is refused', async () => {
    const page = Buffer.from('<html><script>alert(1)</script>');
    const photo = await new Jimp({ width: 3, height: 2, color: 0x3366ccff }).getBuffer('image/jpeg');
    const res = await upload(olgaId, dataUrl('image/jpeg', Buffer.concat([photo, page]).toString('base64')));
    expect(res.statusCode).toBe(200);
    const file = await t.app.inject(res.json().avatar);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.includes('<script')).toBe(false);
    expect((await Jimp.fromBuffer(file.rawPayload)).width).toBe(3);
    // The PNG decoder refuses anything after the image's last chunk.
    const png = Buffer.concat([Buffer.from(PNG, 'base64'), page]).toString('base64');
    const refused = await upload(olgaId, dataUrl('image/png', png));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors.avatar).toBe('The picture must be a PNG, JPEG or WebP image.');
  });

  it('refuses a file that only starts like an image, or claims more pixels than it may cost to decode', async () => {
    const garbage = Buffer.concat([
      pngMagic,
      Buffer.from('<html><script>alert(1)</script></html>'.repeat(4)),
    ]);
    const refused = await upload(olgaId, dataUrl('image/png', garbage.toString('base64')));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors.avatar).toBe('The picture must be a PNG, JPEG or WebP image.');
    const huge = Buffer.from(PNG, 'base64');
    huge.writeUInt32BE(10_000, 16);
    huge.writeUInt32BE(10_000, 20);
    const bomb = await upload(olgaId, dataUrl('image/png', huge.toString('base64')));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().field_errors.avatar).toBe('The picture is too large: at most 25 megapixels.');
  });

  it('decodes a WebP picture and stores it as PNG', async () => {
    const res = await upload(olgaId, dataUrl('image/webp', WEBP));
    expect(res.statusCode).toBe(200);
    expect(res.json().avatar).toMatch(/\.png$/);
    const file = await t.app.inject(res.json().avatar);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await Jimp.fromBuffer(file.rawPayload)).width).toBe(1);
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
