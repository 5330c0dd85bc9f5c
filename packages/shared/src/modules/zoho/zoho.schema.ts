import { z } from 'zod';

/**
 * The Zoho sync as the Zoho settings screen shows it (spec part 2 §3 "Integration settings"): each
 * account's last run, the deals that could not become trips, the trips from deals that still need someone,
 * what Zoho changed on trips (`automated_trip_revised`) and the deal comments not copied because staff had
 * edited the trip's (`ignore_comments`). Secrets never appear here.
 */
const moment = z.string().nullable();

export const zohoAccountSync = z.object({
  id: z.number(),
  name: z.string(),
  is_active: z.boolean(),
  last_started_at: moment,
  last_finished_at: moment,
  /** '' never run, 'running', 'ok', 'failed'. */
  last_status: z.string(),
  last_created: z.number(),
  last_updated: z.number(),
  last_unmatched: z.number(),
  last_error: z.string(),
  watermark: moment,
});

export const zohoUnmatchedDeal = z.object({
  account_name: z.string(),
  deal_id: z.string(),
  deal_name: z.string(),
  reason: z.string(),
  seen_at: z.string(),
  task_id: z.number().nullable(),
});

/**
 * A deal that became a trip which still needs someone: its holiday has no itinerary (the trip has its
 * details only), or Activate synced trips is on and the trip was left Pending (the reason says why).
 */
export const zohoAttentionDeal = zohoUnmatchedDeal.extend({
  trip_id: z.number(),
  trip_name: z.string(),
  general_status_name: z.string().nullable(),
});

export const zohoTripLine = z.object({
  id: z.number(),
  trip_id: z.number(),
  trip_name: z.string(),
  deal_id: z.string(),
  line: z.string(),
  at: z.string(),
});

export const zohoStatusResponse = z.object({
  success: z.literal(true),
  is_active: z.boolean(),
  accounts: z.array(zohoAccountSync),
  unmatched: z.array(zohoUnmatchedDeal),
  attention: z.array(zohoAttentionDeal),
  automated_trip_revised: z.array(zohoTripLine),
  ignore_comments: z.array(zohoTripLine),
});
export type ZohoStatus = z.infer<typeof zohoStatusResponse>;
export type ZohoAccountSync = z.infer<typeof zohoAccountSync>;
export type ZohoAttentionDeal = z.infer<typeof zohoAttentionDeal>;
