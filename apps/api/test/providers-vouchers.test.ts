import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, get, post, signIn } from './support/auth.ts';
import { startTestApp, type TestApp, targets } from './support/harness.ts';
import { formData, upload } from './support/multipart.ts';
import { providerId, put } from './support/providers.ts';

const png = (width: number, height: number) =>
  new Jimp({ width, height, color: 0x3366ccff }).getBuffer('image/png');
const jpeg = (width: number, height: number) =>
  new Jimp({ width, height, color: 0x3366ccff }).getBuffer('image/jpeg');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(targets)('provider vouchers and notes on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  let olga: string;
  let alba: string;
  let hotel: number;

  const image = (slot: string, file: { name: string; type: string; bytes: Buffer }, kind = 'accommodation') =>
    upload(t, `/providers/${hotel}/vouchers/${kind}/images/${slot}`, olga, formData({}, file));
  const fetchPath = (path: string, token = olga) =>
    t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'trips-vouchers-'));
    t = await startTestApp(target, { DATA_DIR: dataDir });
    olga = await signIn(t, 'olga@example.com', DEMO_PASSWORD);
    alba = await signIn(t, 'alba@example.com', DEMO_PASSWORD);
    hotel = await providerId(t, 'Hotel Cordón');
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores an upload as the original plus a display copy, served with its type and nosniff', async () => {
    const bytes = await png(2400, 1200);
    const res = await image('main_image', { name: 'front.png', type: 'image/png', bytes });
    expect(res.statusCode).toBe(200);
    const [record] = res.json().records;
    expect(res.json().slots).toEqual(['main_image', 'map_image', 'image_1', 'image_2', 'image_3']);
    const display = await fetchPath(record.images.main_image, alba);
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/png');
    expect(display.headers['x-content-type-options']).toBe('nosniff');
    const shown = await Jimp.fromBuffer(display.rawPayload);
    expect([shown.width, shown.height]).toEqual([1600, 800]);
    const original = await Jimp.fromBuffer((await fetchPath(record.images.main_image_org)).rawPayload);
    expect([original.width, original.height]).toEqual([2400, 1200]);
    const listed = await post(
      t,
      '/providers/search',
      { images_status: { values: [true], filter_type: 'boolean', option_type: 'is' } },
      olga,
    );
    expect(listed.json().items.map((r: { id: number }) => r.id)).toContain(hotel);
  });

  it('rejects a text file named .png, an oversized file, a slot the kind lacks, and a missing file', async () => {
    const fake = await image('map_image', {
      name: 'map.png',
      type: 'image/png',
      bytes: Buffer.from('not an image at all'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('The image must be a PNG or JPEG file.');
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await image('map_image', { name: 'big.png', type: 'image/png', bytes: huge });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The image must be 10 MB or smaller.');
    const wrong = await image(
      'map_image',
      { name: 'm.png', type: 'image/png', bytes: await png(20, 20) },
      'food',
    );
    expect(wrong.json().message).toBe('This kind of voucher has no such image.');
    const none = await upload(
      t,
      `/providers/${hotel}/vouchers/accommodation/images/image_1`,
      olga,
      formData({}),
    );
    expect(none.json().message).toBe('Choose an image file to upload.');
    const record = (await get(t, `/providers/${hotel}/vouchers/accommodation`, olga)).json().records[0];
    expect(record.images.map_image).toBeNull();
    expect(
      (await image('map_image', { name: 'm.png', type: 'image/png', bytes: await png(20, 20) }, 'x'))
        .statusCode,
    ).toBe(400);
  });

  it('stores only decoded pixels: HTML appended to an image is gone or refused, a body that does not decode is refused', async () => {
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const withPage = async (bytes: Buffer) =>
      image('image_3', { name: 'x.png', type: 'image/png', bytes: Buffer.concat([bytes, page]) });
    const res = await withPage(await jpeg(2000, 1000));
    expect(res.statusCode).toBe(200);
    const { images } = res.json().records[0];
    for (const path of [images.image_3, images.image_3_org]) {
      const served = (await fetchPath(path)).rawPayload;
      expect(served.includes('<script')).toBe(false);
      expect((await Jimp.fromBuffer(served)).width).toBeGreaterThan(0);
    }
    // The PNG decoder refuses anything after the image's last chunk.
    expect((await withPage(await png(40, 20))).json().field_errors.file).toBe(
      'The image must be a PNG or JPEG file.',
    );
    const garbage = Buffer.concat([(await png(8, 8)).subarray(0, 24), page]);
    const refused = await image('image_3', { name: 'x.png', type: 'image/png', bytes: garbage });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field_errors.file).toBe('The image must be a PNG or JPEG file.');
  });

  it('saves voucher texts per record with versions; luggage holds two records', async () => {
    const carrier = await providerId(t, 'Camino Bag Carrier');
    const url = `/providers/${carrier}/vouchers/luggage`;
    const { records } = (await get(t, url, olga)).json();
    expect(records.map((r: { record: number; version: number }) => [r.record, r.version])).toEqual([
      [1, 1],
      [2, 0],
    ]);
    expect(records[0].comment_grm).toContain('Gepäck');
    expect(records[0].images.main_image).toMatch(/images\/main_image\?record=1/);
    const body = { records: [{ ...records[1], comment_eng: 'Pick-up at 8:00' }] };
    const saved = await put(t, url, body, olga);
    expect(saved.json().records[1]).toMatchObject({ comment_eng: 'Pick-up at 8:00', version: 1 });
    expect((await put(t, url, body, olga)).statusCode).toBe(409);
    expect(
      (await put(t, `/providers/${hotel}/vouchers/food`, { records: [{ record: 2, version: 0 }] }, olga))
        .statusCode,
    ).toBe(400);
    expect((await put(t, url, body, alba)).statusCode).toBe(403);
  });

  it('keeps notes with an attached file, checked by its bytes and downloaded as an attachment', async () => {
    const url = `/providers/${hotel}/notes`;
    const res = await upload(
      t,
      url,
      olga,
      formData(
        { comment: 'Signed contract 2026' },
        { name: 'contract.pdf', type: 'application/pdf', bytes: pdf },
      ),
    );
    expect(res.statusCode).toBe(200);
    const [note] = res.json().items;
    expect(note).toMatchObject({
      comment: 'Signed contract 2026',
      file_name: 'contract.pdf',
      file_type: 'application/pdf',
      created_by_name: 'Olga Ortega',
    });
    const file = await fetchPath(note.file_path, alba);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''contract.pdf");
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const exe = await upload(
      t,
      url,
      olga,
      formData(
        { comment: 'x' },
        { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00') },
      ),
    );
    expect(exe.json().message).toBe('The file must be a PDF, PNG, JPEG or WebP file.');
    expect((await upload(t, url, olga, formData({ comment: '  ' }))).json().message).toBe(
      'Write a comment or attach a file.',
    );
    expect((await upload(t, url, alba, formData({ comment: 'x' }))).statusCode).toBe(403);
    expect((await get(t, url, alba)).json().items).toHaveLength(1);
  });
});
