import type { LinkState } from '@trips/shared/modules/bookings/bookings.constants';
import type { ProviderBooking } from '@trips/shared/modules/bookings/bookings.schema';
import { commentsFor, localIn, pointName } from './bookings.data.ts';
import type { BookingRequest } from './bookings.repo.ts';
import type { BookingRow } from './bookings.rows.ts';
import type { BookingSettings } from './bookings.settings.ts';

const kindOf = {
  accommodations: 'accommodation',
  luggage_transfers: 'luggage',
  normal_transfers: 'normal',
  other_services: 'other',
} as const;

/** Whether a request's link still acts at `now`, and if not, why. */
export function linkState(request: BookingRequest, now: Date): LinkState {
  if (request.superseded_at) return 'superseded';
  if (request.answered_at) return request.answered_by === 'none' ? 'expired' : 'used';
  return new Date(request.expires_at).getTime() <= now.getTime() ? 'expired' : 'open';
}

const text = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
const count = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The booking as the provider's page shows it, in the request's language. */
export function providerBooking(
  b: BookingRow,
  request: BookingRequest,
  settings: BookingSettings,
): ProviderBooking {
  const { row, names } = b;
  const lang = request.lang;
  const point = (key: string) => pointName(names, key, lang) || null;
  const transfer = b.section === 'luggage_transfers' || b.section === 'normal_transfers';
  return {
    kind: kindOf[b.section],
    purpose: request.purpose,
    provider_name: String(b.provider?.commercial_name ?? ''),
    brand_name: String(names.brand ?? ''),
    trip_name: String(b.trip.trip_name ?? ''),
    customer_name:
      `${String(b.trip.customer_first_name ?? '')} ${String(b.trip.customer_last_name ?? '')}`.trim(),
    start_date: text(row.checkin_date ?? row.date ?? row.from_date),
    end_date: text(row.checkout_date ?? row.to_date),
    location: text(names.location),
    from_location: text(names.from_location),
    to_location: text(names.to_location),
    from_point: transfer
      ? point('from_point') || text(names.from_provider)
      : point('meeting_point') || text(names.item_meeting_point),
    to_point: transfer ? point('to_point') || text(names.to_provider) : null,
    people: count(row.people),
    individual_rooms: count(row.individual_rooms),
    double_rooms: count(row.double_rooms),
    twin_rooms: count(row.twin_rooms),
    triple_rooms: count(row.triple_rooms),
    meals: text(b.section === 'accommodations' ? localIn(names, 'meals', lang) : null),
    bags: count(row.luggage),
    service: text(localIn(names, 'service', lang)),
    comments_to_provider: commentsFor(b, lang, settings),
    reason: request.reason,
    test_mode: request.test_mode,
  };
}
