import { z } from 'zod';
import { limits } from '../../validation/messages.ts';
import { integer, rowId } from '../../validation/numbers.ts';
import { fields } from '../../validation/zod.ts';
import { itineraryTransferKinds, itineraryLimits as max } from './itineraries.constants.ts';

/**
 * The itinerary contract: one versioned save of the holiday (its id, a name per language, brands, trip
 * type), its ordered stages, transfers and other services. Days count from the trip's start (day 0 is the
 * first night's check-in). The server answers the itinerary with names; rows are replaced in each save.
 */
const id = rowId();
const optionalId = id.nullable().optional().default(null);
const text = (maxLength: number = limits.user) => fields.optionalText(maxLength).optional().default('');
const day = integer(0, 365);
const rooms = integer(0, max.partySize).optional().default(0);

/** The rooms a party of `party` people takes at a stage. */
export const roomPlanInput = z.object({
  party: integer(1, max.partySize),
  individual_rooms: rooms,
  double_rooms: rooms,
  twin_rooms: rooms,
  triple_rooms: rooms,
});
export type RoomPlan = z.output<typeof roomPlanInput>;

/** A stage figure: unknown (null) until someone enters it. */
const figure = (max: number, decimals = false) =>
  (decimals ? z.number().min(0).max(max) : integer(0, max)).nullable().optional().default(null);

export const itineraryStageInput = z.object({
  day_offset: day,
  location_id: id,
  nights: integer(0, max.nights),
  accommodation_level_id: optionalId,
  meals_id: id.optional().default(1),
  room_plans: z.array(roomPlanInput).max(max.partySize).optional().default([]),
  /** The bags go on to this stage from the previous one (a luggage row through the hotel chain). */
  luggage: z.boolean().optional().default(true),
  /** The walk or ride that reaches this stage's place: kilometres, metres up and down, usual minutes. */
  distance_km: figure(500, true),
  ascent_m: figure(9000),
  descent_m: figure(9000),
  duration_minutes: figure(24 * 60),
});
export const itineraryTransferInput = z.object({
  day_offset: day,
  from_location_id: id,
  to_location_id: id,
  kind: z.enum(itineraryTransferKinds),
});
export const itineraryServiceInput = z.object({
  day_offset: day,
  /** A provider's service (provider_services). */
  service_id: id,
  units: integer(1, 1000).optional().default(1),
});

export const itineraryInfoInput = z.object({
  holiday_id: fields.requiredText(limits.user),
  name: fields.requiredText(limits.user),
  name_es: text(),
  name_de: text(),
  trip_type_id: optionalId,
  branding_ids: z.array(id).max(50).optional().default([]),
  notes: text(5000),
  is_active: z.boolean().optional().default(true),
});

export const saveItineraryBody = z.object({
  /** The version read; left out when adding. */
  version: integer(1).optional(),
  itinerary: itineraryInfoInput,
  stages: z.array(itineraryStageInput).max(max.stages),
  transfers: z.array(itineraryTransferInput).max(max.transfers).optional().default([]),
  services: z.array(itineraryServiceInput).max(max.services).optional().default([]),
});
export type SaveItineraryBody = z.input<typeof saveItineraryBody>;
export type SaveItineraryInput = z.output<typeof saveItineraryBody>;

const name = z.string().nullable();
export const itineraryStage = itineraryStageInput.extend({
  id: z.number(),
  distance_km: z.number().nullable(),
  ascent_m: z.number().nullable(),
  descent_m: z.number().nullable(),
  duration_minutes: z.number().nullable(),
  room_plans: z.array(roomPlanInput),
  location_name: name,
  accommodation_level_name: name,
  meals_name: name,
});
export const itineraryTransfer = itineraryTransferInput.extend({
  id: z.number(),
  from_location_name: name,
  to_location_name: name,
});
export const itineraryService = itineraryServiceInput.extend({
  id: z.number(),
  service_name: name,
  provider_id: z.number(),
  provider_name: name,
});

/** An itinerary as the server keeps it, with the names of its ids and its length. */
export const itineraryDetail = z.object({
  id: z.number(),
  version: z.number(),
  holiday_id: z.string(),
  name: z.string(),
  name_es: z.string(),
  name_de: z.string(),
  trip_type_id: z.number().nullable(),
  trip_type_name: name,
  branding_ids: z.array(z.number()),
  notes: z.string(),
  is_active: z.boolean(),
  /** Nights from the first check-in to the last check-out. */
  nights: z.number(),
  trip_count: z.number(),
  stages: z.array(itineraryStage),
  transfers: z.array(itineraryTransfer),
  services: z.array(itineraryService),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ItineraryDetail = z.infer<typeof itineraryDetail>;

export const itineraryResponse = z.object({
  success: z.literal(true),
  messages: z.array(z.string()).optional(),
  itinerary: itineraryDetail,
});
export const itineraryConflictResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.string()),
  current: itineraryDetail,
  request_id: z.string().optional(),
});

/** One row of the itineraries list (POST /itineraries/search). */
export const itineraryRow = z.object({
  id: z.number(),
  holiday_id: z.string(),
  /** In the reader's language. */
  name: z.string(),
  trip_type_id: z.number().nullable(),
  trip_type_name: name,
  branding_names: z.string(),
  stage_count: z.number(),
  nights: z.number(),
  start_location_name: name,
  end_location_name: name,
  trip_count: z.number(),
  is_active: z.boolean(),
  updated_at: z.string(),
});
export type ItineraryRow = z.infer<typeof itineraryRow>;
