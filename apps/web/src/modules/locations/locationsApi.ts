import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLocationBody,
  LocationDetail,
  UpdateLocationBody,
} from '@trips/shared/modules/locations/locations.schema';
import { listKeys } from '../../engine/query/listKeys';
import { useDeleteRecord } from '../../engine/query/useDeleteRecord';
import { api, toastSuccessMessages } from '../../lib/api';

interface Saved {
  location: LocationDetail;
  messages: string[];
}

export const locationKey = (id: number) => ['location', id] as const;

export function useLocationQuery(id: number) {
  return useQuery({
    queryKey: locationKey(id),
    queryFn: ({ signal }) => api.get<{ location: LocationDetail }>(`locations/${id}`, { signal }),
    select: (body) => body.location,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** After a write: the detail cache takes the answer, the list shows the change next time. */
function useAfterWrite() {
  const client = useQueryClient();
  return (saved: Saved) => {
    toastSuccessMessages(saved);
    client.setQueryData(locationKey(saved.location.id), { location: saved.location });
    return client.invalidateQueries({ queryKey: listKeys.all('locations') });
  };
}

export function useCreateLocation() {
  const afterWrite = useAfterWrite();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: CreateLocationBody) => api.post<Saved>('locations', body),
    onSuccess: afterWrite,
  });
}

export function useUpdateLocation(id: number) {
  const afterWrite = useAfterWrite();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: UpdateLocationBody) => api.put<Saved>(`locations/${id}`, body),
    onSuccess: afterWrite,
  });
}

export const useDeleteLocation = (id: number) =>
  useDeleteRecord({ path: `locations/${id}`, recordKey: locationKey(id), list: 'locations' });
