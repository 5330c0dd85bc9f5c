import { z } from 'zod';
import { integer } from '../../validation/numbers.ts';
import { fields } from '../../validation/zod.ts';

/**
 * Voucher information per service kind (spec part 2 §3): which image slots each kind has, and how many
 * records (luggage and transfer hold two). Each slot also keeps its original upload as `<slot>_org`.
 */
export const voucherKinds = {
  accommodation: { slots: ['main_image', 'map_image', 'image_1', 'image_2', 'image_3'], records: 1 },
  bike: { slots: ['main_image', 'map_image'], records: 1 },
  excursions: { slots: ['main_image'], records: 1 },
  food: { slots: ['main_image'], records: 1 },
  guides: { slots: ['main_image'], records: 1 },
  luggage: { slots: ['main_image'], records: 2 },
  massage: { slots: ['main_image'], records: 1 },
  tours: { slots: ['main_image'], records: 1 },
  transfer: { slots: ['main_image'], records: 2 },
} as const;
export type VoucherKind = keyof typeof voucherKinds;
export const voucherKindNames = Object.keys(voucherKinds) as VoucherKind[];
export const imageSlots = ['main_image', 'map_image', 'image_1', 'image_2', 'image_3'] as const;
export type ImageSlot = (typeof imageSlots)[number];
export type StoredImageSlot = ImageSlot | `${ImageSlot}_org`;
export const storedImageSlots: readonly StoredImageSlot[] = imageSlots.flatMap((s) => [
  s,
  `${s}_org` as const,
]);

/** Voucher images go into PDF vouchers, which embed PNG and JPEG only. */
export const voucherImageLimits = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 25_000_000,
  types: ['image/png', 'image/jpeg'],
  /** The display copy fits in this square; the upload is kept as the original. */
  displaySize: 1600,
} as const;
export const voucherImageMessages = {
  type: 'The image must be a PNG or JPEG file.',
  size: 'The image must be 10 MB or smaller.',
  pixels: 'The image is too large: at most 25 megapixels.',
  missing: 'Choose an image file to upload.',
  slot: 'This kind of voucher has no such image.',
} as const;

export const voucherTexts = [
  'comment_eng',
  'comment_spn',
  'comment_grm',
  'observation_eng',
  'observation_spn',
  'observation_grm',
] as const;
const text = () => fields.optionalText(4000).optional().default('');

export const voucherRecordInput = z.object({
  record: z.union([z.literal(1), z.literal(2)]),
  /** The version the record was read at; 0 for a record never saved. */
  version: integer(0),
  ...Object.fromEntries(voucherTexts.map((t) => [t, text()])),
} as { record: z.ZodUnion<[z.ZodLiteral<1>, z.ZodLiteral<2>]>; version: z.ZodNumber } & Record<
  (typeof voucherTexts)[number],
  ReturnType<typeof text>
>);

export const saveVoucherBody = z.object({ records: z.array(voucherRecordInput).min(1).max(2) });
export type SaveVoucherBody = z.input<typeof saveVoucherBody>;

export const voucherRecord = z.object({
  record: z.number(),
  version: z.number(),
  ...Object.fromEntries(voucherTexts.map((t) => [t, z.string()])),
  /** Per stored slot: the API path that serves it, or null when empty. */
  images: z.record(z.string(), z.string().nullable()),
} as {
  record: z.ZodNumber;
  version: z.ZodNumber;
  images: z.ZodRecord<z.ZodString, z.ZodNullable<z.ZodString>>;
} & Record<(typeof voucherTexts)[number], z.ZodString>);
export type VoucherRecord = z.infer<typeof voucherRecord>;

export const voucherResponse = z.object({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
  kind: z.string(),
  slots: z.array(z.string()),
  records: z.array(voucherRecord),
});
