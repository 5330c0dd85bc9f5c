import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';
import { type Leg, routeKey } from '../trips/index.ts';

export type { Leg };

/** A night's stay as the chain reads it: where, at which hotel, which days. */
export interface Stay {
  location_id: number | null;
  provider_id: number | null;
  checkin_date: string | null;
  checkout_date: string | null;
  trip_service_status_id: number;
}

export const legKey = routeKey;

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

/** A change of place staff deleted the automatic row of, by its places. */
export interface Dismissal {
  leg_from_location_id: number;
  leg_to_location_id: number;
}

/**
 * Which legs waiting for a row stay without one because staff deleted theirs: each dismissal keeps one leg
 * of its places empty. Dismissals beyond the legs the chain still has of their places are forgotten.
 */
export function applyDismissals<D extends Dismissal>(
  legs: readonly Leg[],
  waiting: readonly Leg[],
  dismissals: readonly D[],
): { waiting: Leg[]; forgotten: D[] } {
  const keyOf = (d: Dismissal) => legKey(d.leg_from_location_id, d.leg_to_location_id);
  const legCount = new Map<string, number>();
  for (const l of legs) {
    const key = legKey(l.from_location_id, l.to_location_id);
    legCount.set(key, (legCount.get(key) ?? 0) + 1);
  }
  const held = new Map<string, number>();
  const forgotten: D[] = [];
  for (const d of dismissals) {
    const n = held.get(keyOf(d)) ?? 0;
    if (n < (legCount.get(keyOf(d)) ?? 0)) held.set(keyOf(d), n + 1);
    else forgotten.push(d);
  }
  const left = waiting.filter((l) => {
    const key = legKey(l.from_location_id, l.to_location_id);
    const n = held.get(key) ?? 0;
    if (n > 0) held.set(key, n - 1);
    return n === 0;
  });
  return { waiting: left, forgotten };
}
