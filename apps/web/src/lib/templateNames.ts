import { i18n as activeI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each template's name as people read it (its slug in words), in the catalogue. */
export const templateTitles: Record<string, MessageDescriptor> = {
  'booking-request': msg`Booking request`,
  'booking-confirmation': msg`Booking confirmation`,
  'cancellation-request': msg`Cancellation request`,
  'modifications-request': msg`Modifications request`,
  'modifications-decline': msg`Modifications decline`,
  'booking-reminders': msg`Booking reminders`,
  'booking-automatic-mailing': msg`Booking automatic mailing`,
  'booking-new-comments': msg`Booking new comments`,
  'prepayment-proforma-request': msg`Prepayment proforma request`,
  'prepayment-proforma-booking': msg`Prepayment proforma booking`,
  'booking-request-cancellation': msg`Booking request cancellation`,
  'no-response': msg`No response`,
  'booking-request-phone': msg`Booking request phone`,
  'booking-reminder-phone': msg`Booking reminder phone`,
  'booking-reminder-modification': msg`Booking reminder modification`,
  'no-response-to-cancellation': msg`No response to cancellation`,
  'luggage-transfer-request': msg`Luggage transfer request`,
  'luggage-transfer-decline': msg`Luggage transfer decline`,
  'luggage-transfer-confirmation': msg`Luggage transfer confirmation`,
  'cancellation-request-luggage-transfer': msg`Cancellation request luggage transfer`,
  'modifications-request-luggage-transfer': msg`Modifications request luggage transfer`,
  'luggage-transfer-reminders': msg`Luggage transfer reminders`,
  'luggage-transfers-new-comments': msg`Luggage transfers new comments`,
  'no-response-to-cancellation-luggage-transfer': msg`No response to cancellation luggage transfer`,
  'luggage-transfer-request-phone': msg`Luggage transfer request phone`,
  'normal-transfer-request': msg`Normal transfer request`,
  'normal-transfer-confirmation': msg`Normal transfer confirmation`,
  'cancellation-request-normal-transfer': msg`Cancellation request normal transfer`,
  'modifications-request-normal-transfer': msg`Modifications request normal transfer`,
  'modifications-decline-normal-transfer': msg`Modifications decline normal transfer`,
  'normal-transfer-reminder-modification': msg`Normal transfer reminder modification`,
  'normal-transfer-request-phone': msg`Normal transfer request phone`,
  'normal-transfers-new-comments': msg`Normal transfers new comments`,
  'no-response-to-cancellation-normal-transfer': msg`No response to cancellation normal transfer`,
  'other-booking-request': msg`Other booking request`,
  'other-booking-confirmation': msg`Other booking confirmation`,
  'other-new-comments': msg`Other new comments`,
  'cancellation-request-other': msg`Cancellation request other`,
  'modifications-request-other': msg`Modifications request other`,
  'modifications-decline-other': msg`Modifications decline other`,
  'other-reminder-modification': msg`Other reminder modification`,
  'other-request-phone': msg`Other request phone`,
  'no-response-to-cancellation-other-services': msg`No response to cancellation other services`,
  'customer-documents': msg`Customer documents`,
  'traveller-page-link': msg`Travellers' page link`,
};

/**
 * A template's name in the language shown, wherever a template is named (the template pages, a trip's
 * emails, the outbox): never its slug, unless the slug is one no registry knows (an old template).
 */
export function templateName(slug: string | null | undefined, i18n: I18n = activeI18n): string {
  if (!slug) return '—';
  const title = templateTitles[slug];
  return title ? i18n._(title) : slug;
}
