import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import decodeWebp, { init as initWebp } from '@jsquash/webp/decode.js';
import type { AvatarType as ImageType } from '@trips/shared/modules/users/avatar';
import { Jimp } from 'jimp';

/** What this file uses of a Jimp image (its own types do not follow a scaled copy through). */
interface Picture {
  width: number;
  height: number;
  getBuffer(mime: string, options?: object): Promise<Buffer>;
  scaleToFit(size: { w: number; h: number }): Picture;
}

const require = createRequire(import.meta.url);
let webpReady: Promise<unknown> | undefined;

async function decode(bytes: Buffer, type: ImageType): Promise<Picture> {
  if (type !== 'image/webp') return (await Jimp.fromBuffer(bytes)) as unknown as Picture;
  // The decoder would fetch its wasm from a URL, which Node cannot do for a file.
  webpReady ??= readFile(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm')).then((wasmBinary) =>
    initWebp({ wasmBinary }),
  );
  await webpReady;
  const { width, height, data } = await decodeWebp(new Uint8Array(bytes).buffer);
  return new Jimp({ width, height, data: Buffer.from(data.buffer) }) as unknown as Picture;
}

const encode = (image: Picture, type: 'image/png' | 'image/jpeg') =>
  type === 'image/jpeg' ? image.getBuffer(type, { quality: 90 }) : image.getBuffer('image/png');

export interface ReencodeTask {
  bytes: Uint8Array;
  type: ImageType;
  fit?: number;
}

/** Decodes an image and encodes it again, on a worker thread (see reencode.ts); null when it does not decode. */
export default async function handle({ bytes, type, fit }: ReencodeTask) {
  try {
    const image = await decode(Buffer.from(bytes), type);
    const { width, height } = image;
    const output = type === 'image/jpeg' ? ('image/jpeg' as const) : ('image/png' as const);
    const reencoded = await encode(image, output);
    const fitted =
      fit && Math.max(width, height) > fit
        ? await encode(image.scaleToFit({ w: fit, h: fit }), output)
        : null;
    return { type: output, width, height, bytes: reencoded, fitted };
  } catch {
    return null;
  }
}
