import { Worker } from 'node:worker_threads';
import type { AvatarType as ImageType } from '@trips/shared/modules/users/avatar';

export interface ReencodedImage {
  bytes: Buffer;
  /** WebP comes back as PNG. */
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** The image scaled down to fit the square asked for, when it is larger; otherwise null. */
  fitted: Buffer | null;
}

interface Job {
  bytes: Buffer;
  type: ImageType;
  fit?: number;
}
type Reply =
  | ({ ok: true } & Omit<ReencodedImage, 'bytes' | 'fitted'> & {
        bytes: Uint8Array;
        fitted: Uint8Array | null;
      })
  | { ok: false };

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// One worker, one image at a time: decoding takes seconds of CPU and up to 4 bytes a pixel, so the
// queue is also what keeps several large uploads from running the server out of memory together.
let worker: Worker | null = null;
let queue: Promise<unknown> = Promise.resolve();

function startWorker() {
  const started = new Worker(new URL('./reencode.worker.mjs', import.meta.url));
  started.on('exit', () => {
    if (worker === started) worker = null;
  });
  return started;
}

function run(job: Job): Promise<Reply> {
  worker ??= startWorker();
  const current = worker;
  current.ref();
  return new Promise((resolve, reject) => {
    const done = () => {
      current.off('message', onMessage).off('error', onError).off('exit', onExit);
      // An idle worker must not keep the process alive.
      current.unref();
    };
    const onMessage = (reply: Reply) => {
      done();
      resolve(reply);
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    const onExit = (code: number) => onError(new Error(`The image worker stopped (exit code ${code}).`));
    current.on('message', onMessage).on('error', onError).on('exit', onExit);
    current.postMessage(job);
  });
}

/**
 * Decodes the image fully and encodes it again, so only its pixels survive: bytes appended after it
 * (HTML, script) and metadata (EXIF with GPS) are gone. Null when it does not decode. Runs in a worker
 * thread: a 6 MP JPEG takes seconds of CPU that would otherwise stall every other request.
 */
export async function reencodeImage(
  bytes: Buffer,
  type: ImageType,
  fit?: number,
): Promise<ReencodedImage | null> {
  const reply = queue.then(() => run({ bytes, type, fit }));
  queue = reply.catch(() => {});
  const result = await reply;
  if (!result.ok) return null;
  return { ...result, bytes: toBuffer(result.bytes), fitted: result.fitted && toBuffer(result.fitted) };
}
