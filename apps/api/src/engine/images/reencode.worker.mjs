// Decodes an image and encodes it again, in a worker thread (see reencode.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';
import decodeWebp, { init as initWebp } from '@jsquash/webp/decode.js';
import { Jimp } from 'jimp';

const require = createRequire(import.meta.url);
let webpReady;

async function decode(bytes, type) {
  if (type !== 'image/webp') return Jimp.fromBuffer(bytes);
  // The decoder would fetch its wasm from a URL, which Node cannot do for a file.
  webpReady ??= readFile(require.resolve('@jsquash/webp/codec/dec/webp_dec.wasm')).then((wasmBinary) =>
    initWebp({ wasmBinary }),
  );
  await webpReady;
  const { width, height, data } = await decodeWebp(new Uint8Array(bytes).buffer);
  return new Jimp({ width, height, data: Buffer.from(data.buffer) });
}

const encode = (image, type) =>
  type === 'image/jpeg' ? image.getBuffer(type, { quality: 90 }) : image.getBuffer('image/png');

parentPort.on('message', async ({ bytes, type, fit }) => {
  try {
    const image = await decode(Buffer.from(bytes), type);
    const { width, height } = image;
    const output = type === 'image/jpeg' ? 'image/jpeg' : 'image/png';
    const reencoded = await encode(image, output);
    const fitted =
      fit && Math.max(width, height) > fit
        ? await encode(image.scaleToFit({ w: fit, h: fit }), output)
        : null;
    parentPort.postMessage({ ok: true, type: output, width, height, bytes: reencoded, fitted });
  } catch {
    parentPort.postMessage({ ok: false });
  }
});
