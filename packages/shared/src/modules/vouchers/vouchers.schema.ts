import { z } from 'zod';
import { voucherLangs } from './vouchers.constants.ts';

const verdict = z.union([
  z.object({ applies: z.literal(false) }),
  z.object({
    applies: z.literal(true),
    qualifies: z.boolean().nullable(),
    reason: z.enum(['not_santiago', 'too_short', 'unknown_start', 'no_start']).optional(),
    km: z.number().nullable(),
    minimumKm: z.number(),
  }),
]);

/** The trip's vouchers: the last PDF (if any), the sending state and the Compostela check. */
export const voucherStateResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  trip_id: z.number(),
  /** The language the next PDF is written in (the trip's customer language). */
  lang: z.enum(voucherLangs),
  voucher_status_id: z.number(),
  voucher: z
    .object({
      lang: z.enum(voucherLangs),
      file_name: z.string(),
      byte_size: z.number(),
      services: z.number(),
      generated_at: z.string(),
      sent_at: z.string().nullable(),
      sent_count: z.number(),
    })
    .nullable(),
  compostela: verdict,
});
export type VoucherStateResponse = z.infer<typeof voucherStateResponse>;
