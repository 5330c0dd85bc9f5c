import { Jimp } from 'jimp';
import { describe, expect, it } from 'vitest';
import { reencodeImage } from '../src/engine/images/reencode.ts';

/** A noisy picture, so that encoding and decoding it take real work. */
async function photo(width: number, height: number) {
  const image = new Jimp({ width, height, color: 0x3366ccff });
  const { data } = image.bitmap;
  for (let i = 0; i < data.length; i += 7) data[i] = (i * 31) & 255;
  return image.getBuffer('image/png');
}

describe('re-encoding images', () => {
  it('keeps the event loop free while a large picture is decoded and encoded', async () => {
    const bytes = await photo(3000, 2000);
    let last = performance.now();
    let longestStall = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestStall = Math.max(longestStall, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const image = await reencodeImage(bytes, 'image/png', 1600);
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(image).toMatchObject({ type: 'image/png', width: 3000, height: 2000 });
    expect((await Jimp.fromBuffer(image!.fitted!)).width).toBe(1600);
    // Done on this thread, the whole decode and encode would be one stall.
    expect(longestStall).toBeLessThan(took / 3);
  });

  it('answers null for bytes that do not decode, and goes on working after them', async () => {
    expect(await reencodeImage(Buffer.from('\x89PNG\r\n\x1a\nnot a picture'), 'image/png')).toBeNull();
    expect(await reencodeImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 garbage'), 'image/webp')).toBeNull();
    const small = await reencodeImage(await photo(10, 10), 'image/png');
    expect(small).toMatchObject({ width: 10, height: 10, fitted: null });
  });
});
