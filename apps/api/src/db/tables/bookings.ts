import type { BookingDecision, BookingPurpose } from '@trips/shared/modules/bookings/bookings.constants';
import type { TripSection } from '@trips/shared/modules/trips/trips.constants';
import type { Generated } from 'kysely';

export interface BookingRequestsTable {
  id: Generated<number>;
  trip_id: number;
  section: TripSection;
  row_id: number;
  provider_id: number | null;
  purpose: BookingPurpose;
  channel: Generated<'email' | 'phone'>;
  lang: Generated<'en' | 'es' | 'de'>;
  test_mode: Generated<boolean>;
  reason: Generated<string>;
  /** What a modification changes, a line a field in the request's language (migration 0036). */
  changes: Generated<string>;
  sent_at: Date | string;
  expires_at: Date | string;
  reminders_sent: Generated<number>;
  answered_at: Date | string | null;
  decision: BookingDecision | null;
  answered_by: 'provider' | 'staff' | 'none' | null;
  conf_number: Generated<string>;
  /** The day the hotel's free cancellation ends, as it answered (migration 0032). */
  free_cancellation_date: string | null;
  comment: Generated<string>;
  superseded_at: Date | string | null;
  /** The row's booked fields as the request asks for them (migration 0041). */
  basis: Record<string, unknown> | null;
  /** The day (YYYY-MM-DD) the provider is asked to answer by, as its email says (migration 0041). */
  answer_by: string | null;
}

/** The tables of migration 0017. */
export interface BookingTables {
  booking_requests: BookingRequestsTable;
}
