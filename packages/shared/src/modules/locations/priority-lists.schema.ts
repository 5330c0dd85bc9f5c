import { z } from 'zod';
import { integer, rowId } from '../../validation/numbers.ts';

/** A location's ranked providers (spec part 2 §3 "Location data"): hotels (with hotel type), superiors, emergency transfers. */
export const priorityLists = ['hotel', 'superior', 'emergency_transfer'] as const;
export type PriorityList = (typeof priorityLists)[number];
export const maxPriorityRows = 200;

const id = rowId();
const priority = integer(1, 10_000);
const row = z.object({ provider_id: id, priority });
const rows = <T extends z.ZodType>(r: T) => z.array(r).max(maxPriorityRows).optional().default([]);
const ids = z.array(id).max(maxPriorityRows).optional().default([]);

/**
 * Each list as it now stands, ordered by priority (the server renumbers 1…n in that order), plus the
 * providers removed from each list in the session (spec part 2 §4: deletes are queued, undo restores).
 */
export const savePriorityListsBody = z.object({
  version: integer(0),
  hotel: rows(row.extend({ hotel_type_id: id })),
  superior: rows(row),
  emergency_transfer: rows(row),
  deleted: z
    .object({ hotel: ids, superior: ids, emergency_transfer: ids })
    .optional()
    .default({ hotel: [], superior: [], emergency_transfer: [] }),
});
export type SavePriorityListsBody = z.input<typeof savePriorityListsBody>;

const shown = z.object({ provider_id: z.number(), provider_name: z.string(), priority: z.number() });
export const priorityListsResponse = z.object({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
  /** 0 until the lists are first saved. */
  version: z.number(),
  hotel: z.array(shown.extend({ hotel_type_id: z.number(), hotel_type_name: z.string() })),
  superior: z.array(shown),
  emergency_transfer: z.array(shown),
});
export type PriorityListsResponse = z.infer<typeof priorityListsResponse>;
