import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { bookingMessages, type NextStepKind } from '@trips/shared/modules/bookings/bookings.constants';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import { tr } from '../../../i18n/tr';

export const nextStepLabels: Record<NextStepKind, MessageDescriptor> = {
  request: msg`Send the request`,
  reminder: msg`Send a reminder`,
  no_response: msg`Mark as no response`,
  modify: msg`Send the modification request`,
  cancel: msg`Send the cancellation request`,
  comments: msg`Send the new comments`,
};

export const sectionTitles: Record<TripSection, MessageDescriptor> = {
  accommodations: msg`Accommodation`,
  luggage_transfers: msg`Luggage transfers`,
  normal_transfers: msg`Normal transfers`,
  other_services: msg`Other services`,
};

export const actionDone = {
  send: msg`Request sent`,
  stop: msg`Automation stopped for this row`,
  answer: msg`Answer recorded`,
} as const;

/** The booking routes' own messages, in the language shown. */
const serverTexts: Record<string, MessageDescriptor> = {
  [bookingMessages.notRequestable]: msg`This row cannot be requested now: it needs an active trip, a provider and dates not yet past.`,
  [bookingMessages.alreadyRequested]: msg`This row already has an open request.`,
  [bookingMessages.nothingToAnswer]: msg`This row has no open request to answer.`,
  [bookingMessages.reasonRequired]: msg`Please give a reason for declining.`,
  [bookingMessages.rowNotFound]: msg`This row no longer exists; reload the trip.`,
};

export const bookingText = (message: string) => {
  const known = serverTexts[message];
  return known ? i18n._(known) : tr(message);
};
