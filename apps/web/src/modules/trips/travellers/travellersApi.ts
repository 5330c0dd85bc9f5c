import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TravellerInput, TravellersResponse } from '@trips/shared/modules/hospedajes/travellers.schema';
import { api } from '../../../lib/api';
import { tripPartKeys } from '../../../lib/tripQueryKeys';

/** Under the trip's key: its own version, so saving travellers never races the trip's save. */
export const travellersKey = tripPartKeys.travellers;

export function useTravellers(tripId: number) {
  return useQuery({
    queryKey: travellersKey(tripId),
    queryFn: ({ signal }) => api.get<TravellersResponse>(`trips/${tripId}/travellers`, { signal }),
  });
}

export function useSaveTravellers(tripId: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: { version: number; travellers: TravellerInput[] }) =>
      api.put<TravellersResponse>(`trips/${tripId}/travellers`, body, { quiet: true }),
    onSuccess: (saved) => client.setQueryData(travellersKey(tripId), saved),
  });
}
