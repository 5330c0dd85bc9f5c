import { z } from 'zod';
import { rowInUse, usedByEntry } from './used-by.ts';

/** Every response carries success plus messages (for toasts) or errors (for the shared error display). */
export const okEnvelope = z.object({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
});

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.string()),
  field_errors: z.record(z.string(), z.string()).optional(),
  request_id: z.string().optional(),
  /** A refused delete: what uses the record, by kind. */
  used_by: z.array(usedByEntry).optional(),
  /** A refused list save: each deleted row still in use, with what uses it. */
  rows_in_use: z.array(rowInUse).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const apiBase = '/api/v1';
