import { cancelledServiceStatusIds } from '@trips/shared/modules/trips/trips.constants';
import type { Database } from '../../db/database.ts';
import type { GapReason, LuggageGap } from '../trips/index.ts';
import { type Leg, legKey, legsOf } from './auto-transfers.chain.ts';
import { chooseProvider } from './auto-transfers.choose.ts';
import { createAutoTransfersRepo, type LuggageRow, type Marker } from './auto-transfers.repo.ts';

const live = (r: LuggageRow) => !cancelledServiceStatusIds.includes(r.trip_service_status_id);
const sameLeg = (r: LuggageRow, leg: Leg) =>
  r.from_location_id === leg.from_location_id && r.to_location_id === leg.to_location_id;

/** The itinerary's own dismissals as rows that cover their change of place (any day). */
const plannedOff = (markers: readonly Marker[]) =>
  markers
    .filter((m) => m.dismissed_at && m.planned_off)
    .map(
      (m) =>
        ({
          from_location_id: m.leg_from_location_id,
          to_location_id: m.leg_to_location_id,
          date: '',
        }) as LuggageRow,
    );

/**
 * The changes of place of a trip with luggage transfers that no live luggage row covers, with why: staff
 * deleted the automatic row, there is no route between the two places, no carrier has an automated
 * luggage rate for it, its row was cancelled, or the chain simply has not been followed yet. A row covers
 * a change when it goes between the same two places (its own day first), each row covering one change.
 */
export async function luggageGaps(db: Database, tripId: number): Promise<LuggageGap[]> {
  const repo = createAutoTransfersRepo(db);
  const trip = await repo.trip(tripId);
  if (!trip?.luggage_transfers) return [];
  const legs = legsOf(await repo.stays(tripId));
  if (legs.length === 0) return [];
  const rows = await repo.luggageRows(tripId);
  const markers = await repo.markers(tripId);
  // A change the itinerary leaves the bags at counts as covered, once per marker.
  const free = [...rows.filter(live), ...plannedOff(markers)];
  const uncovered = legs.filter((leg) => {
    const i = free.findIndex((r) => sameLeg(r, leg) && r.date === leg.date);
    const j = i === -1 ? free.findIndex((r) => sameLeg(r, leg)) : i;
    if (j === -1) return true;
    free.splice(j, 1);
    return false;
  });
  if (uncovered.length === 0) return [];
  const dismissed = markers.filter((m) => m.dismissed_at);
  const routes = await repo.routeKeys(uncovered);
  const rates = await repo.autoRateRows(uncovered);
  return uncovered.map((leg) => {
    const key = legKey(leg.from_location_id, leg.to_location_id);
    const why = (): GapReason => {
      if (dismissed.some((m) => legKey(m.leg_from_location_id, m.leg_to_location_id) === key))
        return 'deleted';
      if (!routes.has(key)) return 'no_route';
      if (!chooseProvider(rates.get(key) ?? [], leg, trip.travellers)) return 'no_rate';
      return rows.some((r) => !live(r) && sameLeg(r, leg)) ? 'cancelled' : 'not_built';
    };
    return { ...leg, reason: why() };
  });
}
