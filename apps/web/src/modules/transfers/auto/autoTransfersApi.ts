import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AutoTransfersResponse,
  RestoreAutoTransferResponse,
} from '@trips/shared/modules/transfers/auto-transfers.schema';
import { api } from '../../../lib/api';
import { bookingsKey, tripKey, tripPartKeys } from '../../../lib/tripQueryKeys';

/** Under the trip's query key, so a saved trip refreshes it. */
export const tripAutoTransfersKey = tripPartKeys.autoTransfers;

/** The luggage rows the system created from the trip's hotel chain, read again at each trip version. */
export const useTripAutoTransfers = (tripId: number, version: number) =>
  useQuery({
    queryKey: tripAutoTransfersKey(tripId, version),
    queryFn: ({ signal }) => api.get<AutoTransfersResponse>(`trips/${tripId}/auto-transfers`, { signal }),
  });

/**
 * Gives a deleted automatic row's change of place back to the system, which makes the row at once and moves
 * the trip's version: the panel and the trip's bookings are read again (a clean editor then reloads).
 */
export function useRestoreAutoTransfer(tripId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (transferId: number) =>
      api.post<RestoreAutoTransferResponse>(`trips/${tripId}/auto-transfers/restore`, {
        transfer_id: transferId,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: tripKey(tripId, 'auto-transfers') }),
        client.invalidateQueries({ queryKey: bookingsKey(tripId) }),
      ]),
  });
}
