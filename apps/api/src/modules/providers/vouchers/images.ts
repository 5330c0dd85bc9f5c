import {
  voucherImageLimits as limits,
  voucherImageMessages as messages,
} from '@trips/shared/modules/providers/vouchers.schema';
import { sniffImageType } from '@trips/shared/modules/users/avatar';
import { Jimp } from 'jimp';
import { badRequest } from '../../../http/errors.ts';

export type VoucherImageType = 'image/png' | 'image/jpeg';
export interface CheckedImage {
  bytes: Buffer;
  type: VoucherImageType;
  width: number;
  height: number;
}

/** Width and height from a JPEG's start-of-frame segment, read before any pixel is decoded. */
function jpegSize(b: Buffer): [number, number] | null {
  let at = 2;
  while (at + 9 < b.length && b[at] === 0xff) {
    const marker = b[at + 1];
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return [b.readUInt16BE(at + 7), b.readUInt16BE(at + 5)];
    at += 2 + b.readUInt16BE(at + 2);
  }
  return null;
}

const pngSize = (b: Buffer): [number, number] | null =>
  b.length >= 24 ? [b.readUInt32BE(16), b.readUInt32BE(20)] : null;

/**
 * The upload as a voucher image: PNG or JPEG by its bytes (never its name or declared type), and small
 * enough in bytes and pixels that decoding it cannot exhaust the server.
 */
export function checkImage(bytes: Buffer): CheckedImage {
  const type = sniffImageType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') throw badRequest(messages.type, { file: messages.type });
  const size = type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size[0] === 0 || size[1] === 0) throw badRequest(messages.type, { file: messages.type });
  if (size[0] * size[1] > limits.maxPixels) throw badRequest(messages.pixels, { file: messages.pixels });
  return { bytes, type, width: size[0], height: size[1] };
}

/** The copy vouchers and screens show: the upload scaled down to fit displaySize, same format. */
export async function displayCopy(image: CheckedImage): Promise<Buffer> {
  if (Math.max(image.width, image.height) <= limits.displaySize) return image.bytes;
  try {
    const decoded = await Jimp.fromBuffer(image.bytes);
    decoded.scaleToFit({ w: limits.displaySize, h: limits.displaySize });
    return image.type === 'image/png'
      ? await decoded.getBuffer('image/png')
      : await decoded.getBuffer('image/jpeg', { quality: 85 });
  } catch {
    throw badRequest(messages.type, { file: messages.type });
  }
}
