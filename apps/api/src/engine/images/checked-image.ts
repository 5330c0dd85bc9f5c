import { sniffImageType } from '@trips/shared/modules/users/avatar';
import { badRequest } from '../../http/errors.ts';
import { imageSize } from './image-size.ts';
import { type ReencodedImage, reencodeImage } from './reencode.ts';

export interface ImageRules {
  types: readonly string[];
  maxPixels: number;
  /** The field a refusal names, and its messages. */
  field: string;
  messages: { type: string; pixels: string };
  /** Also return a copy scaled to fit this square. */
  fit?: number;
}

/**
 * An uploaded image, decoded and encoded again (see reencodeImage), or a 400: not one of `types` by its
 * bytes (never its name or declared type), more pixels than decoding may cost, or not decodable.
 */
export async function checkedImage(bytes: Buffer, rules: ImageRules): Promise<ReencodedImage> {
  const refuse = (message: string) => badRequest(message, { [rules.field]: message });
  const type = sniffImageType(bytes);
  if (!type || !rules.types.includes(type)) throw refuse(rules.messages.type);
  const size = imageSize(bytes, type);
  if (!size) throw refuse(rules.messages.type);
  if (size[0] * size[1] > rules.maxPixels) throw refuse(rules.messages.pixels);
  const image = await reencodeImage(bytes, type, rules.fit);
  if (!image) throw refuse(rules.messages.type);
  return image;
}
