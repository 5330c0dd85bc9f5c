import { z } from 'zod';
import { rowIdParam } from '../../validation/numbers.ts';
import { fields } from '../../validation/zod.ts';
import { tripSections } from '../trips/trips.constants.ts';
import {
  bookingDecisions,
  bookingLimits,
  bookingPurposes,
  linkStates,
  nextStepKinds,
} from './bookings.constants.ts';

/** The provider's answer, by link or recorded by staff; a decline needs a reason (checked by the service). */
export const bookingAnswerBody = z.object({
  decision: z.enum(bookingDecisions),
  conf_number: fields.optionalText(bookingLimits.confNumber).optional(),
  comment: fields.optionalText(bookingLimits.comment).optional(),
  /** A hotel confirming a room: the last day it can be cancelled free of charge. */
  free_cancellation_date: z.iso.date({ error: 'Enter the date as YYYY-MM-DD.' }).nullable().optional(),
});
export type BookingAnswerBody = z.input<typeof bookingAnswerBody>;

export const providerResponseParams = z.object({ token: z.string().min(1).max(400) });

/** What the provider's page shows: the booking in the provider's language, and whether the link acts. */
export const providerBooking = z.object({
  kind: z.enum(['accommodation', 'luggage', 'normal', 'other']),
  purpose: z.enum(bookingPurposes),
  provider_name: z.string(),
  brand_name: z.string(),
  trip_name: z.string(),
  customer_name: z.string(),
  /** Check-in and check-out, the transfer's day, or the service's days. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  location: z.string().nullable(),
  from_location: z.string().nullable(),
  to_location: z.string().nullable(),
  from_point: z.string().nullable(),
  to_point: z.string().nullable(),
  people: z.number().nullable(),
  individual_rooms: z.number().nullable(),
  double_rooms: z.number().nullable(),
  twin_rooms: z.number().nullable(),
  triple_rooms: z.number().nullable(),
  meals: z.string().nullable(),
  bags: z.number().nullable(),
  service: z.string().nullable(),
  comments_to_provider: z.string(),
  /** Why a change or cancellation is asked. */
  reason: z.string(),
  test_mode: z.boolean(),
});
export type ProviderBooking = z.infer<typeof providerBooking>;

export const providerResponsePage = z.object({
  success: z.literal(true),
  state: z.enum(linkStates),
  lang: z.enum(['en', 'es', 'de']),
  /** Absent for a link that is not ours. */
  booking: providerBooking.nullable(),
  /** The answer already given, for a used link. */
  decision: z.enum(bookingDecisions).nullable(),
  /** When the link stops working (a later day than the answer is asked by). */
  expires_at: z.string().nullable(),
  /** The day the provider is asked to answer by (YYYY-MM-DD), the day its email names. */
  answer_by: z.string().nullable(),
});
export type ProviderResponsePage = z.infer<typeof providerResponsePage>;

export const providerResponseResult = z.object({
  success: z.literal(true),
  message: z.string(),
  decision: z.enum(bookingDecisions),
});

export const bookingRowParams = z.object({
  id: rowIdParam(),
  section: z.enum(tripSections),
  rowId: rowIdParam(),
});

export const bookingRequest = z.object({
  id: z.number(),
  purpose: z.enum(bookingPurposes),
  provider_id: z.number(),
  provider_name: z.string(),
  /** 'phone' when the provider is called instead (a task for the operations owner). */
  channel: z.enum(['email', 'phone']),
  sent_at: z.string(),
  expires_at: z.string(),
  reminders_sent: z.number(),
  answered_at: z.string().nullable(),
  decision: z.enum(bookingDecisions).nullable(),
  answered_by: z.enum(['provider', 'staff', 'none']).nullable(),
  conf_number: z.string(),
  comment: z.string(),
  superseded: z.boolean(),
  test_mode: z.boolean(),
});
export type BookingRequest = z.infer<typeof bookingRequest>;

export const bookingEmail = z.object({
  id: z.number(),
  template_slug: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  status: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type BookingEmail = z.infer<typeof bookingEmail>;

export const bookingRow = z.object({
  section: z.enum(tripSections),
  row_id: z.number(),
  /** The row as people name it, in the reader's language ('Alojamiento en Pamplona, 10 may (Hotel Iruña)'). */
  row_name: z.string(),
  status_id: z.number(),
  status_name: z.string(),
  provider_id: z.number().nullable(),
  provider_name: z.string().nullable(),
  /** The row's is_send_email: whether the system books it by itself. */
  automated: z.boolean(),
  send_email_error: z.string().nullable(),
  who_accepted: z.string(),
  provider_acceptance_date: z.string().nullable(),
  comments_from_provider: z.string(),
  conf_number: z.string(),
  /** The provider's answer page of the open request, for staff to open or pass on. */
  response_url: z.string().nullable(),
  next_step: z.object({ kind: z.enum(nextStepKinds), due_at: z.string() }).nullable(),
  requests: z.array(bookingRequest),
  emails: z.array(bookingEmail),
});
export type BookingRow = z.infer<typeof bookingRow>;

export const tripBookingsResponse = z.object({
  success: z.literal(true),
  /** The trip's version: when it moves, the screen reloads the trip (if it has no unsaved edits). */
  version: z.number(),
  test_mode: z.boolean(),
  rows: z.array(bookingRow),
});
export type TripBookingsResponse = z.infer<typeof tripBookingsResponse>;

export const bookingActionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  version: z.number(),
});
