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
  it('keeps the event loop turning while a large picture is decoded and encoded', async () => {
    const bytes = await photo(3000, 2000);
    // Counts turns of the event loop until the picture is done: work done on this thread would allow none.
    let done = false;
    let turns = 0;
    const spin = () => {
      turns++;
      if (!done) setImmediate(spin);
    };
    const reencoding = reencodeImage(bytes, 'image/png', 1600);
    setImmediate(spin);
    const image = await reencoding;
    done = true;
    expect(image).toMatchObject({ type: 'image/png', width: 3000, height: 2000 });
    expect((await Jimp.fromBuffer(image!.fitted!)).width).toBe(1600);
    expect(turns).toBeGreaterThan(10);
  });

  it('answers null for bytes that do not decode, and goes on working after them', async () => {
    expect(await reencodeImage(Buffer.from('\x89PNG\r\n\x1a\nnot a picture'), 'image/png')).toBeNull();
    expect(await reencodeImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 garbage'), 'image/webp')).toBeNull();
    const small = await reencodeImage(await photo(10, 10), 'image/png');
    expect(small).toMatchObject({ width: 10, height: 10, fitted: null });
  });
});
