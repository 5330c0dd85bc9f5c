/**
 * Zod-free constants of the booking automation (spec part 2 §3, issue "Booking automation"): the browser
 * imports this file. A booking is one trip service row asked of one provider.
 */
import type { TripSection } from '../trips/trips.constants.ts';

/** trip_service status ids (migration 0003, lookup trip_service_statuses). */
export const serviceStatus = {
  ok: 1,
  requested: 2,
  confirmed: 3,
  pending: 4,
  modificationRequested: 5,
  cancellationRequested: 6,
  cancelled: 7,
  declined: 8,
  noResponse: 9,
} as const;

/** What a link (or a call) asks the provider: to book, to change a booking, to cancel it. */
export const bookingPurposes = ['request', 'modify', 'cancel'] as const;
export type BookingPurpose = (typeof bookingPurposes)[number];

export const bookingDecisions = ['confirm', 'decline'] as const;
export type BookingDecision = (typeof bookingDecisions)[number];

/** Why a link no longer acts: answered already, past its date, replaced by a newer one, or not ours. */
export const linkStates = ['open', 'used', 'expired', 'superseded', 'invalid'] as const;
export type LinkState = (typeof linkStates)[number];

/** The section a row is in, as the booking routes name it. */
export type BookingSection = TripSection;

/** What the automation will do next for a row. */
export const nextStepKinds = ['request', 'reminder', 'no_response', 'modify', 'cancel', 'comments'] as const;
export type NextStepKind = (typeof nextStepKinds)[number];

/** The limits of a provider's answer. */
export const bookingLimits = { confNumber: 100, comment: 2000 } as const;

/** Who accepted a booking answered by a person of ours with no name on record. */
export const bookingAnswerMessages = { staff: 'Staff' } as const;

export const bookingMessages = {
  invalid: 'This link is not valid. Please use the link in the latest email we sent you.',
  used: 'This request has already been answered. Thank you.',
  expired: 'This link has expired. Please contact us by email or phone.',
  superseded: 'This request has been replaced by a newer one. Please use the link in the latest email.',
  reasonRequired: 'Please give a reason for declining.',
  confirmed: 'Thank you: the booking is confirmed.',
  declined: 'Thank you: we have recorded that you cannot take this booking.',
  notRequestable:
    'This row cannot be requested now: it needs an active trip, a provider and dates not yet past.',
  alreadyRequested: 'This row already has an open request.',
  nothingToAnswer: 'This row has no open request to answer.',
  rowNotFound: 'unable to find the trip row',
  sent: 'Request sent',
  stopped: 'Automation stopped for this row',
  answered: 'Answer recorded',
} as const;
