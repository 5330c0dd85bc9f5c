import { z } from 'zod';
import { integer, rowId } from '../../validation/numbers.ts';

/** Bounds of one route save: providers on a route, rate rows per provider, queued ids. */
export const routeLimits = { providers: 100, rates: 200, deleted: 2000, quantity: 100_000 } as const;
/** The "none" of a meeting point, provider or rate of a rate row (spec part 2 §3: -1). */
export const none = -1;

const noneOrId = z.union([z.literal(none), rowId()]);
const ids = z.array(rowId()).max(routeLimits.deleted).optional().default([]);

/** A rate row as the editor sends it (spec part 2 §3 "Transfer rates per provider"); no id when new. */
export const routeRateInput = z.object({
  id: rowId().nullish(),
  start_meeting_point_id: noneOrId,
  start_provider_id: noneOrId,
  end_meeting_point_id: noneOrId,
  end_provider_id: noneOrId,
  rate_id: noneOrId,
  qty_start: integer(0, routeLimits.quantity),
  /** -1: open-ended. */
  qty_end: integer(-1, routeLimits.quantity),
  automated_creation: z.boolean(),
  automated_processing: z.boolean(),
});
export type RouteRateInput = z.input<typeof routeRateInput>;

/**
 * The whole route in one versioned save: its providers in priority order (the server renumbers them 1…n)
 * with their rate rows as they now stand, and the rate rows and providers removed in the session (spec
 * part 2 §4: deletes are queued). version 0 creates the route.
 */
export const saveRouteBody = z.object({
  version: integer(0),
  providers: z
    .array(
      z.object({
        provider_id: rowId(),
        provider_priority: integer(1, 10_000),
        rates: z.array(routeRateInput).max(routeLimits.rates),
      }),
    )
    .max(routeLimits.providers),
  deleted_rate_ids: ids,
  deleted_provider_ids: ids,
});
export type SaveRouteBody = z.input<typeof saveRouteBody>;

const named = z.object({ id: z.number(), name: z.string() });
export const routeRateRow = routeRateInput.extend({
  id: z.number(),
  transfer_type_id: z.number(),
  start_meeting_point_name: z.string(),
  end_meeting_point_name: z.string(),
  start_provider_name: z.string(),
  end_provider_name: z.string(),
  rate_name: z.string(),
});
export type RouteRateRow = z.infer<typeof routeRateRow>;

/** A provider's luggage or transfer rate a row may assign. */
export const assignableRate = named.extend({ kind: z.enum(['luggage', 'transfer']) });
export type AssignableRate = z.infer<typeof assignableRate>;

export const routeProvider = z.object({
  provider_id: z.number(),
  provider_name: z.string(),
  provider_priority: z.number(),
  /** The provider's luggage flag: a new rate row's automated_processing. */
  luggage: z.boolean(),
  assignable_rates: z.array(assignableRate),
  rates: z.array(routeRateRow),
});
export type RouteProvider = z.infer<typeof routeProvider>;

export const routeResponse = z.object({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
  /** 0 while the route was never saved. */
  version: z.number(),
  start_location: named,
  end_location: named,
  /** Meeting points of the start and end locations. */
  start_meeting_points: z.array(named),
  end_meeting_points: z.array(named),
  providers: z.array(routeProvider),
});
export type RouteResponse = z.infer<typeof routeResponse>;

/** One row of the transfers list: a route and one of its providers. */
export const transferRow = z.object({
  id: z.number(),
  start_location_id: z.number(),
  end_location_id: z.number(),
  start_location_name: z.string(),
  end_location_name: z.string(),
  provider_id: z.number(),
  provider_name: z.string(),
  provider_priority: z.number(),
  transfer_type_name: z.string(),
  start_meeting_point_name: z.string(),
  end_meeting_point_name: z.string(),
  start_provider_name: z.string(),
  end_provider_name: z.string(),
  assigned_rate_name: z.string(),
  automated_processing: z.boolean(),
  automated_creation: z.boolean(),
});
export type TransferRow = z.infer<typeof transferRow>;
