import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { TemplateSlug } from '@trips/shared/templates/registry';
import type { SettingsKind } from './bookings.settings.ts';

type Slug = TemplateSlug | null;
type PerSection = Record<TripSection, Slug>;
const per = (
  accommodations: Slug,
  luggage_transfers: Slug,
  normal_transfers: Slug,
  other_services: Slug,
): PerSection => ({ accommodations, luggage_transfers, normal_transfers, other_services });

/**
 * The template of each step, per section (spec part 1 §2). Null: the section has no template for that
 * step (no request reminders for normal transfers or other services, say), so the step sends nothing.
 */
// biome-ignore format: one step a line
export const stepTemplates = {
  request: per('booking-request', 'luggage-transfer-request', 'normal-transfer-request', 'other-booking-request'),
  requestPhone: per('booking-request-phone', 'luggage-transfer-request-phone', 'normal-transfer-request-phone', 'other-request-phone'),
  reminder: per('booking-reminders', 'luggage-transfer-reminders', null, null),
  reminderPhone: per('booking-reminder-phone', 'luggage-transfer-request-phone', 'normal-transfer-request-phone', 'other-request-phone'),
  noResponse: per('no-response', null, null, null),
  confirmation: per('booking-confirmation', 'luggage-transfer-confirmation', 'normal-transfer-confirmation', 'other-booking-confirmation'),
  decline: per(null, 'luggage-transfer-decline', null, null),
  modify: per('modifications-request', 'modifications-request-luggage-transfer', 'modifications-request-normal-transfer', 'modifications-request-other'),
  modifyReminder: per('booking-reminder-modification', null, 'normal-transfer-reminder-modification', 'other-reminder-modification'),
  modifyDecline: per('modifications-decline', null, 'modifications-decline-normal-transfer', 'modifications-decline-other'),
  cancel: per('cancellation-request', 'cancellation-request-luggage-transfer', 'cancellation-request-normal-transfer', 'cancellation-request-other'),
  withdraw: per('booking-request-cancellation', null, null, null),
  cancelNoResponse: per('no-response-to-cancellation', 'no-response-to-cancellation-luggage-transfer', 'no-response-to-cancellation-normal-transfer', 'no-response-to-cancellation-other-services'),
  comments: per('booking-new-comments', 'luggage-transfers-new-comments', 'normal-transfers-new-comments', 'other-new-comments'),
  prepayment: per('prepayment-proforma-request', null, null, null),
} as const;

/** The `bps_{kind}_*` settings a section's waits come from. */
export const settingsKindOf: Record<TripSection, SettingsKind> = {
  accommodations: 'booking',
  luggage_transfers: 'transfer',
  normal_transfers: 'transfer',
  other_services: 'other',
};

/** How the outbox names the row an email is about. */
export const outboxSubjectOf: Record<TripSection, string> = {
  accommodations: 'trip_accommodation',
  luggage_transfers: 'trip_luggage_transfer',
  normal_transfers: 'trip_normal_transfer',
  other_services: 'trip_other_service',
};

/** The fields whose change on a confirmed row is a modification to ask the provider for. */
export const modifiedFields: Record<TripSection, readonly string[]> = {
  accommodations: [
    'checkin_date',
    'checkout_date',
    'people',
    'individual_rooms',
    'double_rooms',
    'twin_rooms',
    'triple_rooms',
    'meals_id',
    'location_id',
  ],
  luggage_transfers: [
    'date',
    'from_location_id',
    'to_location_id',
    'from_provider_id',
    'to_provider_id',
    'luggage',
    'people',
  ],
  normal_transfers: [
    'date',
    'from_location_id',
    'to_location_id',
    'from_meeting_point_id',
    'to_meeting_point_id',
    'people',
    'is_undefined_time',
  ],
  other_services: ['from_date', 'to_date', 'people', 'service_id', 'location_id', 'meeting_point_id'],
};

/** The day a row's service starts (check-in, the transfer's day, the service's first day). */
export const startDateField: Record<TripSection, string> = {
  accommodations: 'checkin_date',
  luggage_transfers: 'date',
  normal_transfers: 'date',
  other_services: 'from_date',
};
