import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ItineraryDetail,
  SaveItineraryBody,
} from '@trips/shared/modules/itineraries/itineraries.schema';
import type { ProviderService } from '@trips/shared/modules/providers/provider-services.schema';
import { listKeys } from '../../engine/query/listKeys';
import { useDeleteRecord } from '../../engine/query/useDeleteRecord';
import { api, toastSuccessMessages } from '../../lib/api';
import { providerKey } from '../providers';

export interface ItineraryResponse {
  success: true;
  messages?: string[];
  itinerary: ItineraryDetail;
}
export const itineraryKey = (id: number) => ['itinerary', id] as const;

export function useItineraryQuery(id: number) {
  return useQuery({
    queryKey: itineraryKey(id),
    queryFn: ({ signal }) => api.get<ItineraryResponse>(`itineraries/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
    // The editor keeps its own copy; a background refetch must not look like someone else's save.
    refetchOnWindowFocus: false,
  });
}

/** After a write: the detail cache takes the answer, the list shows it next time. */
function useAfterWrite() {
  const client = useQueryClient();
  return (saved: ItineraryResponse) => {
    toastSuccessMessages(saved);
    client.setQueryData(itineraryKey(saved.itinerary.id), saved);
    return client.invalidateQueries({ queryKey: listKeys.all('itineraries') });
  };
}

export function useCreateItinerary() {
  const afterWrite = useAfterWrite();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SaveItineraryBody) => api.post<ItineraryResponse>('itineraries', body),
    onSuccess: afterWrite,
  });
}

export function useSaveItinerary(id: number) {
  const afterWrite = useAfterWrite();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SaveItineraryBody) => api.put<ItineraryResponse>(`itineraries/${id}`, body),
    onSuccess: afterWrite,
  });
}

export const useDeleteItinerary = (id: number) =>
  useDeleteRecord({ path: `itineraries/${id}`, recordKey: itineraryKey(id), list: 'itineraries' });

/** The services a provider sells, cached under the provider screens' key. */
export function useProviderServices(providerId: number | null) {
  return useQuery({
    queryKey: providerKey(providerId ?? 0, 'services'),
    queryFn: ({ signal }) =>
      api.get<{ services: ProviderService[] }>(`providers/${providerId}/services`, { signal }),
    enabled: !!providerId,
    staleTime: 60_000,
  });
}
