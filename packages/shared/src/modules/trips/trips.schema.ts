import { z } from 'zod';
import { errorEnvelope } from '../../api/envelope.ts';
import { inputShape, isoDay, pick, shown } from '../../fields/input.ts';
import { limits } from '../../validation/messages.ts';
import { integer, money, quantity, rowId } from '../../validation/numbers.ts';
import { int4Max } from '../../validation/ranges.ts';
import { fields } from '../../validation/zod.ts';
import { maxTravellers, tripMessages } from './trips.constants.ts';
import { tripFields } from './trips.fields.ts';

/**
 * The trip contract (spec part 2 §3 "Trip information" … "Other trip data"): the new-trip form, the one
 * save of the detail screen (the trip, its four sections and their queued deletes, with the version it
 * started from), and what the detail and history answer.
 */
const id = rowId();
const optionalId = id.nullable().optional().default(null);
const text = (max: number = limits.user) => fields.optionalText(max).optional().default('');
const longText = () => text(4000);
const flag = (value = false) => z.boolean().optional().default(value);
/** A day: a missing one says so, a malformed one says how to write it. */
const day = isoDay(tripMessages.dateMissing);
const optionalDay = day.nullable().optional().default(null);
const count = (value = 0, max = 100_000) => quantity(max).optional().default(value);
const optionalMoney = () => money().nullable().optional().default(null);
const ids = (max = 1000) => z.array(id).max(max).optional().default([]);

const endNotBefore = <T extends { start_date: string; end_date: string }>(v: T) => v.end_date >= v.start_date;
const endIssue = { message: tripMessages.endBeforeStart, path: ['end_date'] };

/**
 * Everything of the information, customer, owners, documentation and insurance areas: derived from the
 * trip's field catalogue (`trips.fields.ts`), where a field is changed.
 */
export const tripInfoFields = inputShape(tripFields, { dateMissing: tripMessages.dateMissing });

/**
 * A new trip: a name, its dates and places; or made from an itinerary (`itinerary_id`), whose nights give
 * the end date (then `end_date` may be left out) and whose stages, transfers and services become its rows
 * for `travellers` people.
 */
export const newTripBody = z
  .object({
    ...pick(tripInfoFields, ['trip_name', 'start_date']),
    end_date: tripInfoFields.end_date.optional(),
    ...pick(tripInfoFields, ['start_location_id', 'end_location_id']),
    itinerary_id: optionalId,
    travellers: tripInfoFields.travellers,
  })
  .refine((v) => v.end_date !== undefined || v.itinerary_id !== null, {
    message: tripMessages.endDateMissing,
    path: ['end_date'],
  })
  .refine((v) => v.end_date === undefined || v.itinerary_id !== null || v.end_date >= v.start_date, endIssue);
export type NewTripBody = z.input<typeof newTripBody>;
export type NewTripInput = z.output<typeof newTripBody>;

/** A trip made from an itinerary planned again for a new start date or party, before it is Active. */
export const replanTripBody = z.object({
  version: integer(1),
  start_date: day.optional(),
  travellers: quantity(maxTravellers).optional(),
});
export type ReplanTripBody = z.input<typeof replanTripBody>;

/** A copy of a trip on new dates: its rows shifted, priced again, nothing booked. */
export const copyTripBody = z.object({
  start_date: day,
  trip_name: fields.optionalText(limits.user).optional(),
  customer_first_name: fields.optionalText(limits.user).optional(),
  customer_last_name: fields.optionalText(limits.user).optional(),
  customer_email: fields.optionalText(limits.user).optional(),
  customer_phone: fields.optionalText(limits.user).optional(),
});
export type CopyTripBody = z.input<typeof copyTripBody>;

/** Fields every service row has; t_cost and t_cost_national are the server's (the pricing engine). */
const serviceRowFields = {
  id: id.nullable().optional().default(null),
  trip_service_status_id: id.optional().default(1),
  provider_id: optionalId,
  tariff_cost: optionalMoney(),
  tariff_cost_national: optionalMoney(),
  r_cost: optionalMoney(),
  booking_type_id: id.optional().default(1),
  who_accepted: text(),
  provider_date: optionalDay,
  provider_acceptance_date: optionalDay,
  payment_date: optionalDay,
  ota_account_id: optionalId,
  ota_reference: text(),
  internal_comments: longText(),
  comments_in_voucher: longText(),
  cancellation_reason: longText(),
  modification_reason: longText(),
  comments_to_provider: longText(),
  comments_from_provider: longText(),
  is_send_email: flag(),
};

/** -1 (none, part 2 §3) or a meeting point id; stored as null for none. */
const meetingPoint = integer(-1, int4Max).nullable().optional().default(-1);

const accommodationFields = {
  ...serviceRowFields,
  location_id: optionalId,
  checkin_date: optionalDay,
  checkout_date: optionalDay,
  people: count(),
  individual_rooms: count(),
  double_rooms: count(),
  twin_rooms: count(),
  triple_rooms: count(),
  meals_id: id.optional().default(1),
  accommodation_level_id: optionalId,
  /** The day a held room's free cancellation ends: readiness warns as it comes near. */
  free_cancellation_date: optionalDay,
};
export const accommodationRowInput = z
  .object(accommodationFields)
  .refine((r) => !r.checkin_date || !r.checkout_date || r.checkout_date > r.checkin_date, {
    message: tripMessages.checkoutBeforeCheckin,
    path: ['checkout_date'],
  });

const transferFields = {
  ...serviceRowFields,
  date: optionalDay,
  from_location_id: optionalId,
  to_location_id: optionalId,
  from_meeting_point_id: meetingPoint,
  to_meeting_point_id: meetingPoint,
  from_provider_id: optionalId,
  to_provider_id: optionalId,
  luggage: count(),
  people: count(),
  observations: longText(),
  is_undefined_time: flag(),
  is_open_auto_transfer_from: flag(),
  is_open_auto_transfer_to: flag(),
};
export const transferRowInput = z.object(transferFields);

const otherServiceFields = {
  ...serviceRowFields,
  service_type_id: optionalId,
  service_id: optionalId,
  from_date: optionalDay,
  to_date: optionalDay,
  location_id: optionalId,
  meeting_point_id: meetingPoint,
  provider_point_id: optionalId,
  people: count(),
  type_of_bikes: text(),
  locator: text(),
  height_measurment: text(),
  duration: text(),
  observations: longText(),
  food_service_meal_id: optionalId,
};
export const otherServiceRowInput = z
  .object(otherServiceFields)
  .refine((r) => !r.from_date || !r.to_date || r.to_date >= r.from_date, {
    message: tripMessages.toBeforeFrom,
    path: ['to_date'],
  });

export const saveTripBody = z.object({
  version: integer(1),
  trip: z.object(tripInfoFields).refine(endNotBefore, endIssue),
  accommodations: z.array(accommodationRowInput).max(500).optional().default([]),
  luggage_transfers: z.array(transferRowInput).max(500).optional().default([]),
  normal_transfers: z.array(transferRowInput).max(500).optional().default([]),
  other_services: z.array(otherServiceRowInput).max(500).optional().default([]),
  /** Saved rows removed in the editor (queued until this save), per section. */
  deleted: z
    .object({
      accommodations: ids(),
      luggage_transfers: ids(),
      normal_transfers: ids(),
      other_services: ids(),
    })
    .optional()
    .default({ accommodations: [], luggage_transfers: [], normal_transfers: [], other_services: [] }),
});
export type SaveTripBody = z.input<typeof saveTripBody>;
export type SaveTripInput = z.output<typeof saveTripBody>;

/* ---- what the server answers ---- */

const name = z.string().nullable();
const named = z.object({ id: z.number(), name: z.string() });
const nullableNumber = z.number().nullable();

/** Read-only parts of every row: names of its ids, the provider's currency and the server's costs. */
const serviceRowShown = {
  id: z.number(),
  position: z.number(),
  trip_service_status_name: name,
  provider_name: name,
  provider_currency_rate: z.number(),
  provider_currency_symbol: z.string(),
  booking_type_name: name,
  ota_account_name: name,
  t_cost: nullableNumber,
  t_cost_national: nullableNumber,
  /** Why t_cost is empty when a provider is set: the pricing engine's message (no rate, missing price …). */
  t_cost_problem: name,
};

export const accommodationRow = z.object({
  ...shown(accommodationFields),
  ...serviceRowShown,
  location_name: name,
  meals_name: name,
  accommodation_level_name: name,
  nights: z.number(),
});
export const transferRow = z.object({
  ...shown(transferFields),
  ...serviceRowShown,
  transfer_type_id: z.number(),
  from_location_name: name,
  to_location_name: name,
  from_meeting_point_name: name,
  to_meeting_point_name: name,
  from_provider_name: name,
  to_provider_name: name,
});
export const otherServiceRow = z.object({
  ...shown(otherServiceFields),
  ...serviceRowShown,
  service_type_name: name,
  service_name: name,
  location_name: name,
  meeting_point_name: name,
  provider_point_name: name,
  food_service_meal_name: name,
});

export const tripDetail = z.object({
  id: z.number(),
  /** The reference people use ('CW-2043'), set by the database (migration 0043); absent on a trip not yet saved. */
  booking_reference: z.string().optional(),
  ...shown(tripInfoFields, ['tag_ids']),
  branding_name: name,
  zoho_account_name: name,
  trip_type_name: name,
  start_location_name: name,
  end_location_name: name,
  accommodation_level_name: name,
  general_status_name: name,
  accommodation_status_name: name,
  luggage_status_name: name,
  people_status_name: name,
  other_status_name: name,
  voucher_status_name: name,
  insurance_status_name: name,
  accommodation_global_status_name: name,
  luggage_global_status_name: name,
  normal_global_status_name: name,
  other_global_status_name: name,
  language_name: name,
  operations_owner_name: name,
  accounting_user_name: name,
  created_user_name: name,
  /** The itinerary the trip was made from, and its name. */
  itinerary_id: nullableNumber,
  itinerary_name: name,
  tags: z.array(named),
  /** Costs of the rows that are not cancelled (r_cost, else t_cost), and the margin after insurance. */
  total_cost: z.number(),
  gross_margin: z.number(),
  gross_margin_per: nullableNumber,
  version: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const tripResponse = z.object({
  success: z.literal(true),
  trip: tripDetail,
  accommodations: z.array(accommodationRow),
  luggage_transfers: z.array(transferRow),
  normal_transfers: z.array(transferRow),
  other_services: z.array(otherServiceRow),
});
export const savedTripResponse = tripResponse.extend({ messages: z.array(z.string()) });
/** A stale save (409): the usual error body plus the trip as it now stands, to show what changed. */
export const tripConflictResponse = errorEnvelope.extend({ current: tripResponse });
export type TripResponse = z.infer<typeof tripResponse>;
export type TripDetail = z.infer<typeof tripDetail>;
export type AccommodationRow = z.infer<typeof accommodationRow>;
export type TransferRow = z.infer<typeof transferRow>;
export type OtherServiceRow = z.infer<typeof otherServiceRow>;

export const tripHistoryItem = z.object({
  id: z.number(),
  action: z.string(),
  subject: z.string().nullable(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  created_at: z.string(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export const tripHistoryResponse = z.object({
  success: z.literal(true),
  items: z.array(tripHistoryItem),
  has_more: z.boolean(),
  all_count: z.number(),
});
export type TripHistoryItem = z.infer<typeof tripHistoryItem>;

/** One row of the trips list (POST /trips/search): the 30 column slugs of the descriptor plus their ids. */
export const tripRow = z.object({
  id: z.number(),
  trip_name: z.string(),
  booking_reference: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  phone: z.string(),
  operations_owner_id: z.number().nullable(),
  operations_owner: z.string().nullable(),
  accounting_user_id: z.number().nullable(),
  accounting_user: z.string().nullable(),
  sales_owner: z.string(),
  created_date: z.string(),
  trip_type_id: z.number().nullable(),
  trip_type: z.string().nullable(),
  branding_id: z.number().nullable(),
  branding: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  start_location_id: z.number().nullable(),
  start_location: z.string().nullable(),
  end_location_id: z.number().nullable(),
  end_location: z.string().nullable(),
  travellers: z.number(),
  general_status_id: z.number(),
  general_status: z.string().nullable(),
  accommodation_status_id: z.number(),
  accommodation_status: z.string().nullable(),
  luggage_status_id: z.number(),
  luggage_status: z.string().nullable(),
  normal_status_id: z.number(),
  normal_status: z.string().nullable(),
  other_status_id: z.number(),
  other_status: z.string().nullable(),
  voucher_status_id: z.number(),
  voucher_status: z.string().nullable(),
  insurance_status_id: z.number(),
  insurance_status: z.string().nullable(),
  business_trip_price: z.number(),
  cost: z.number(),
  insurance_cost: z.number(),
  business_cost_margin_per: z.number().nullable(),
  quotation_version: z.number(),
  invoice_number: z.string(),
  invoice_date: z.string().nullable(),
  tags: z.array(z.string()),
  /** What the trip still lacks: how many problems and the worst level (problem_levels, issue 31). */
  problems: z.number(),
  problem_level: z.number(),
});
export type TripRow = z.infer<typeof tripRow>;
