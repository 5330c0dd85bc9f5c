import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';

/** A night's stay as the chain reads it: where, at which hotel, which days. */
export interface Stay {
  location_id: number | null;
  provider_id: number | null;
  checkin_date: string | null;
  checkout_date: string | null;
  trip_service_status_id: number;
}

/** One change of place in the chain: the bags leave the first hotel on its check-out day for the next. */
export interface Leg {
  date: string;
  from_location_id: number;
  to_location_id: number;
  from_hotel_id: number | null;
  to_hotel_id: number | null;
}

export const legKey = (from: number, to: number) => `${from}>${to}`;

/**
 * The legs of a trip's hotel chain: its stays with a place and both days, cancelled ones left out,
 * sorted by check-in; a leg wherever one stay's place differs from the next one's.
 */
export function legsOf(stays: readonly Stay[]): Leg[] {
  const chain = stays
    .filter((s) => s.location_id && s.checkin_date && s.checkout_date)
    .filter((s) => !cancelledServiceStatusIds.includes(s.trip_service_status_id))
    .sort((a, b) => (a.checkin_date! < b.checkin_date! ? -1 : a.checkin_date! > b.checkin_date! ? 1 : 0));
  const legs: Leg[] = [];
  for (const [i, next] of chain.entries()) {
    const prev = chain[i - 1];
    if (!prev || prev.location_id === next.location_id) continue;
    legs.push({
      date: prev.checkout_date!,
      from_location_id: prev.location_id!,
      to_location_id: next.location_id!,
      from_hotel_id: prev.provider_id,
      to_hotel_id: next.provider_id,
    });
  }
  return legs;
}
