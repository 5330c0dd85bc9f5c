import type { AvatarType as ImageType } from '@trips/shared/modules/users/avatar';
import { createTaskPool } from '../workers/pool.ts';
import type { ReencodeTask } from './reencode.task.ts';

export interface ReencodedImage {
  bytes: Buffer;
  /** WebP comes back as PNG. */
  type: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** The image scaled down to fit the square asked for, when it is larger; otherwise null. */
  fitted: Buffer | null;
}

type Reply =
  | (Omit<ReencodedImage, 'bytes' | 'fitted'> & { bytes: Uint8Array; fitted: Uint8Array | null })
  | null;

const toBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

// One worker, one image at a time: decoding takes seconds of CPU and up to 4 bytes a pixel (25 MP at most),
// so the queue is also what keeps several large uploads from running the server out of memory together.
const pool = createTaskPool(new URL('./reencode.task.ts', import.meta.url), {
  size: 1,
  timeoutMs: 120_000,
  memoryMb: 1024,
});

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
  const task: ReencodeTask = { bytes, type, fit };
  const result = await pool.run<Reply>(task);
  if (!result) return null;
  return { ...result, bytes: toBuffer(result.bytes), fitted: result.fitted && toBuffer(result.fitted) };
}
