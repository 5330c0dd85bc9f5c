import { z } from 'zod';
import { rowId } from '../../validation/numbers.ts';

/**
 * How an end of the route's rate row matched the trip's hotel (issue 17 item 3): the hotel it names, a
 * meeting point (bags handed over there) or any hotel (the row names neither).
 */
export const autoMatches = ['hotel', 'meeting_point', 'any'] as const;
export type AutoMatch = (typeof autoMatches)[number];

/** The row fields the system writes on an automatic luggage row, by the flag that lets it change them. */
export const autoFields = {
  from: ['date', 'from_location_id', 'from_provider_id', 'from_meeting_point_id'],
  to: ['to_location_id', 'to_provider_id', 'to_meeting_point_id'],
  both: ['provider_id', 'luggage', 'people'],
} as const;
export type AutoField = (typeof autoFields)[keyof typeof autoFields][number];

const name = z.string().nullable();

/** One luggage row the system created from the hotel chain, and why (GET /trips/{id}/auto-transfers). */
export const autoTransfer = z.object({
  transfer_id: z.number(),
  from_location_name: name,
  to_location_name: name,
  provider_name: name,
  /** The provider's priority on the route when the system chose it. */
  priority: z.number().nullable(),
  start_match: z.enum(autoMatches).nullable(),
  end_match: z.enum(autoMatches).nullable(),
  /** Fields staff changed by hand since the system last wrote the row (it then leaves those ends alone). */
  edited_fields: z.array(z.string()),
  is_open_auto_transfer_from: z.boolean(),
  is_open_auto_transfer_to: z.boolean(),
  created_at: z.string(),
});
export type AutoTransfer = z.infer<typeof autoTransfer>;

/** A change of place whose automatic row staff deleted: the system creates none there until restored. */
export const dismissedAutoTransfer = z.object({
  /** The id the deleted row had; restoring names it. */
  transfer_id: z.number(),
  from_location_name: name,
  to_location_name: name,
  /** The day the system had written on the row. */
  date: z.string().nullable(),
  dismissed_at: z.string(),
});
export type DismissedAutoTransfer = z.infer<typeof dismissedAutoTransfer>;

export const autoTransfersResponse = z.object({
  success: z.literal(true),
  /** The trip's `luggage_transfers`: whether the system follows its hotel chain at all. */
  luggage_transfers: z.boolean(),
  items: z.array(autoTransfer),
  dismissed: z.array(dismissedAutoTransfer),
});
export type AutoTransfersResponse = z.infer<typeof autoTransfersResponse>;

/** POST /trips/{id}/auto-transfers/restore: the deleted row's change of place, back to the system. */
export const restoreAutoTransferBody = z.object({ transfer_id: rowId() });
export type RestoreAutoTransferBody = z.infer<typeof restoreAutoTransferBody>;

export const restoreAutoTransferResponse = z.object({
  success: z.literal(true),
  /** The trip's version after the system made the row again. */
  version: z.number(),
});
export type RestoreAutoTransferResponse = z.infer<typeof restoreAutoTransferResponse>;
