import { z } from 'zod';
import { readinessCodes, readinessSections, severities } from './readiness.constants.ts';

/** One thing a trip still lacks: what, how bad, in the reader's language, and where it is. */
export const readinessProblem = z.object({
  code: z.enum(readinessCodes),
  severity: z.enum(severities),
  message: z.string(),
  section: z.enum(readinessSections).optional(),
  row_id: z.number().optional(),
  date: z.string().optional(),
});
export type ReadinessProblem = z.infer<typeof readinessProblem>;

export const readinessResponse = z.object({
  success: z.literal(true),
  problems: z.array(readinessProblem),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;

/** One problem of the home's "Needs attention" panel: the trip it is on and the problem. */
export const attentionItem = z.object({
  trip_id: z.number(),
  trip_name: z.string(),
  start_date: z.string(),
  problem: readinessProblem,
});
export type AttentionItem = z.infer<typeof attentionItem>;

export const attentionResponse = z.object({
  success: z.literal(true),
  items: z.array(attentionItem),
  /** Trips with problems starting within the window, of which `items` covers the first. */
  trip_count: z.number(),
});
export type AttentionResponse = z.infer<typeof attentionResponse>;

/** What turning the trip Active will send: provider emails, calls to make, and when the customer's documents go. */
export const activationPreviewResponse = z.object({
  success: z.literal(true),
  emails: z.number(),
  phone_calls: z.number(),
  providers: z.number(),
  /** ISO instant the customer's documents are first sent, null when none is planned. */
  documents_at: z.string().nullable(),
});
export type ActivationPreviewResponse = z.infer<typeof activationPreviewResponse>;
