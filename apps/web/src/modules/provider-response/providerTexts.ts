import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingPurpose, LinkState } from '@trips/shared/modules/bookings/bookings.constants';
import type { ProviderBooking } from '@trips/shared/modules/bookings/bookings.schema';

/** The server's messages (bookings.constants bookingMessages), in the page's language. */
export const stateTexts: Record<Exclude<LinkState, 'open'>, MessageDescriptor> = {
  invalid: msg`This link is not valid. Please use the link in the latest email we sent you.`,
  used: msg`This request has already been answered. Thank you.`,
  expired: msg`This link has expired. Please contact us by email or phone.`,
  superseded: msg`This request has been replaced by a newer one. Please use the link in the latest email.`,
};

export const stateTitles: Record<Exclude<LinkState, 'open'>, MessageDescriptor> = {
  invalid: msg`Link not valid`,
  used: msg`Already answered`,
  expired: msg`Link expired`,
  superseded: msg`Request replaced`,
};

export const questions: Record<BookingPurpose, MessageDescriptor> = {
  request: msg`Can you confirm this booking?`,
  modify: msg`Can you accept these changes?`,
  cancel: msg`Please confirm the cancellation`,
};

export const kindLabels: Record<ProviderBooking['kind'], MessageDescriptor> = {
  accommodation: msg`Accommodation`,
  luggage: msg`Luggage transfer`,
  normal: msg`Transfer`,
  other: msg`Service`,
};

export const answerTexts = {
  confirmed: msg`Thank you: the booking is confirmed.`,
  declined: msg`Thank you: we have recorded that you cannot take this booking.`,
  reasonRequired: msg`Please give a reason for declining.`,
};
