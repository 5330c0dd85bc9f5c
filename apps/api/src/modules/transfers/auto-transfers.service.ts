import type {
  AutoMatch,
  AutoTransfersResponse,
  RestoreAutoTransferResponse,
} from '@trips/shared/modules/transfers/auto-transfers.schema';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { settleAfter } from '../trips/index.ts';
import { createAutoStory } from './auto-transfers.history.ts';
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
  const dismissed = await repo.dismissedForTrip(tripId);
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
    dismissed: dismissed.map((d) => ({
      transfer_id: d.transfer_id,
      from_location_name: d.from_location_name,
      to_location_name: d.to_location_name,
      date: typeof d.written.date === 'string' ? d.written.date : null,
      dismissed_at: new Date(d.dismissed_at!).toISOString(),
    })),
  };
}

/**
 * Staff bring a deleted automatic row's change of place back to the system: the dismissal is forgotten and
 * the trip settled at once as its save would (the chain followed, bookings and documents planned, the
 * history written), and the trip's version moved so open editors reload.
 */
export async function restoreAutoTransfer(
  db: Database,
  userId: number,
  tripId: number,
  transferId: number,
  now: Date,
): Promise<RestoreAutoTransferResponse> {
  return db.transaction().execute(async (trx) => {
    const after = await settleAfter(trx, userId, tripId, now, async () => {
      const repo = createAutoTransfersRepo(trx);
      const marker = (await repo.markers(tripId)).find((m) => m.transfer_id === transferId && m.dismissed_at);
      if (!marker) throw notFound('unable to find the trip row');
      await repo.dropMarker(transferId);
      await (await createAutoStory(trx, userId, tripId, [], [], [marker])).restored(marker);
    });
    return { success: true as const, version: after.trip.version };
  });
}

/**
 * The trip's itinerary leaves the bags with the party at these changes of place: their automatic rows, just
 * deleted by the trip's save, stay dismissed as the itinerary's wish, so readiness does not report them.
 */
export async function keepBagsWithParty(trx: Database, tripId: number, transferIds: readonly number[]) {
  await createAutoTransfersRepo(trx).markPlannedOff(tripId, transferIds);
}
