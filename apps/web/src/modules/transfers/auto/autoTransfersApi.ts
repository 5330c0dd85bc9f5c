import { useQuery } from '@tanstack/react-query';
import type { AutoTransfersResponse } from '@trips/shared/modules/transfers/auto-transfers.schema';
import { api } from '../../../app/api';

/** Under the trip's query key, so a saved trip refreshes it. */
export const tripAutoTransfersKey = (tripId: number, version: number) =>
  ['trip', tripId, 'auto-transfers', version] as const;

/** The luggage rows the system created from the trip's hotel chain, read again at each trip version. */
export const useTripAutoTransfers = (tripId: number, version: number) =>
  useQuery({
    queryKey: tripAutoTransfersKey(tripId, version),
    queryFn: ({ signal }) => api.get<AutoTransfersResponse>(`trips/${tripId}/auto-transfers`, { signal }),
  });
