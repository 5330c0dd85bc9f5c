import {
  voucherImageLimits as limits,
  voucherImageMessages as messages,
} from '@trips/shared/modules/providers/vouchers.schema';
import { checkedImage } from '../../../engine/images/checked-image.ts';

/**
 * The upload as a voucher image: PNG or JPEG, decoded and encoded again (the stored original holds only
 * pixels), with the copy vouchers and screens show scaled down to fit displaySize.
 */
export async function voucherImage(bytes: Buffer) {
  const image = await checkedImage(bytes, {
    types: limits.types,
    maxPixels: limits.maxPixels,
    field: 'file',
    messages,
    fit: limits.displaySize,
  });
  return { type: image.type, original: image.bytes, display: image.fitted ?? image.bytes };
}
