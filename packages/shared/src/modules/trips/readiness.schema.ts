import { z } from 'zod';
import { readinessCodes, readinessSections, severities } from './readiness.constants.ts';
import { tripSections } from './trips.constants.ts';

/** One thing a trip still lacks: what, how bad, in the reader's language, and where it is. */
export const readinessProblem = z.object({
  code: z.enum(readinessCodes),
  severity: z.enum(severities),
  message: z.string(),
  section: z.enum(readinessSections).optional(),
  row_id: z.number().optional(),
  /** The trip's field that fixes a problem not about a row ('trip_price', 'customer_email'…). */
  field: z.string().optional(),
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

/** One message a provider gets from a change of the trip. */
export const plannedMessage = z.object({
  provider_id: z.number(),
  provider_name: z.string(),
  kind: z.enum(['request', 'phone', 'modify', 'cancel', 'withdraw', 'comments']),
  section: z.enum(tripSections),
  row_id: z.number(),
  /** What a modification changes, `label: old → new`, in the reader's language. */
  lines: z.array(z.string()),
});
export type PlannedMessage = z.infer<typeof plannedMessage>;

/**
 * What a change of the trip will send (a save, making it Active, cancelling it, a re-plan): request emails,
 * calls to make, every message per provider, and when the customer's documents go.
 */
export const activationPreviewResponse = z.object({
  success: z.literal(true),
  /** Request emails, to `providers` providers. */
  emails: z.number(),
  phone_calls: z.number(),
  providers: z.number(),
  /** ISO instant the customer's documents are first sent, null when none is planned. */
  documents_at: z.string().nullable(),
  messages: z.array(plannedMessage),
  /** The errors the trip would still have after the change (activating with errors asks twice). */
  errors: z.array(readinessProblem),
});
export type ActivationPreviewResponse = z.infer<typeof activationPreviewResponse>;
