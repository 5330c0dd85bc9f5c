import type { AutoMatch } from '@trips/shared/modules/transfers/auto-transfers.schema';
import type { Leg } from './auto-transfers.chain.ts';

/** A rate row of a route provider that lets the system create trip rows (automated_creation). */
export interface AutoRateRow {
  route_provider_id: number;
  provider_id: number;
  priority: number;
  rate_row_id: number;
  start_meeting_point_id: number | null;
  start_provider_id: number | null;
  end_meeting_point_id: number | null;
  end_provider_id: number | null;
  qty_start: number;
  qty_end: number;
  automated_processing: boolean;
}

/** The provider the system picks for a leg, with what it writes and why. */
export interface AutoChoice {
  route_provider_id: number;
  provider_id: number;
  priority: number;
  rate_row_id: number;
  automated_processing: boolean;
  from_meeting_point_id: number | null;
  to_meeting_point_id: number | null;
  start_match: AutoMatch;
  end_match: AutoMatch;
}

/** How one end of a rate row meets the hotel: the hotel it names, a meeting point, any hotel; or not. */
function endMatch(provider: number | null, point: number | null, hotel: number | null): AutoMatch | null {
  if (provider !== null) return provider === hotel ? 'hotel' : null;
  return point !== null ? 'meeting_point' : 'any';
}

const holds = (r: AutoRateRow, bags: number) =>
  bags >= r.qty_start && (r.qty_end === -1 || bags <= r.qty_end);

/**
 * The highest-priority provider of the route with a rate row that matches both hotels (or meeting points)
 * and the number of bags; rows are given in priority, then position order. Null when none does.
 */
export function chooseProvider(rows: readonly AutoRateRow[], leg: Leg, bags: number): AutoChoice | null {
  for (const r of rows) {
    const start = endMatch(r.start_provider_id, r.start_meeting_point_id, leg.from_hotel_id);
    const end = endMatch(r.end_provider_id, r.end_meeting_point_id, leg.to_hotel_id);
    if (!start || !end || !holds(r, bags)) continue;
    return {
      route_provider_id: r.route_provider_id,
      provider_id: r.provider_id,
      priority: r.priority,
      rate_row_id: r.rate_row_id,
      automated_processing: r.automated_processing,
      from_meeting_point_id: start === 'meeting_point' ? r.start_meeting_point_id : null,
      to_meeting_point_id: end === 'meeting_point' ? r.end_meeting_point_id : null,
      start_match: start,
      end_match: end,
    };
  }
  return null;
}
