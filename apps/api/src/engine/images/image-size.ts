import type { AvatarType as ImageType } from '@trips/shared/modules/users/avatar';

type Size = [width: number, height: number];

/** From a JPEG's start-of-frame segment. */
function jpegSize(b: Buffer): Size | null {
  let at = 2;
  while (at + 9 < b.length && b[at] === 0xff) {
    const marker = b[at + 1];
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return [b.readUInt16BE(at + 7), b.readUInt16BE(at + 5)];
    at += 2 + b.readUInt16BE(at + 2);
  }
  return null;
}

/** From a PNG's IHDR chunk, which must come first. */
const pngSize = (b: Buffer): Size | null =>
  b.length >= 24 && b.toString('latin1', 12, 16) === 'IHDR' ? [b.readUInt32BE(16), b.readUInt32BE(20)] : null;

/** From a WebP's first chunk: extended (VP8X), lossy (VP8) or lossless (VP8L). */
function webpSize(b: Buffer): Size | null {
  if (b.length < 30) return null;
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return [b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1];
  if (chunk === 'VP8 ') return [b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff];
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1];
  }
  return null;
}

const readers: Record<ImageType, (b: Buffer) => Size | null> = {
  'image/png': pngSize,
  'image/jpeg': jpegSize,
  'image/webp': webpSize,
};

/** Width and height from the header, read before any pixel is decoded; null when there is none. */
export function imageSize(bytes: Buffer, type: ImageType): Size | null {
  const size = readers[type](bytes);
  return size && size[0] > 0 && size[1] > 0 ? size : null;
}
