import { z } from 'zod';

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
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const apiBase = '/api/v1';
