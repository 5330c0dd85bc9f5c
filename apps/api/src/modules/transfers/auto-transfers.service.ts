import type { AutoMatch, AutoTransfersResponse } from '@trips/shared/modules/transfers/auto-transfers.schema';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { createAutoTransfersRepo } from './auto-transfers.repo.ts';

/** How an end of the rate row the system chose met the hotel; null when that row is gone. */
const matchOf = (ruleKnown: boolean, provider: number | null, point: number | null): AutoMatch | null => {
  if (!ruleKnown) return null;
  if (provider !== null) return 'hotel';
  return point !== null ? 'meeting_point' : 'any';
};

/** The trip screen's account of its automatic luggage rows: why each exists and what staff changed. */
export async function tripAutoTransfers(db: Database, tripId: number): Promise<AutoTransfersResponse> {
  const repo = createAutoTransfersRepo(db);
  const trip = await repo.trip(tripId);
  if (!trip) throw notFound('unable to find trip');
  const rows = await repo.forTrip(tripId);
  return {
    success: true,
    luggage_transfers: trip.luggage_transfers,
    items: rows.map((r) => {
      const known = r.rate_row_id !== null;
      return {
        transfer_id: r.transfer_id,
        from_location_name: r.from_location_name,
        to_location_name: r.to_location_name,
        provider_name: r.provider_name,
        priority: r.priority,
        start_match: matchOf(known, r.start_provider_id, r.start_meeting_point_id),
        end_match: matchOf(known, r.end_provider_id, r.end_meeting_point_id),
        edited_fields: r.edited_fields,
        is_open_auto_transfer_from: r.is_open_auto_transfer_from,
        is_open_auto_transfer_to: r.is_open_auto_transfer_to,
        created_at: new Date(r.created_at).toISOString(),
      };
    }),
  };
}
