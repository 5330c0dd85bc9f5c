import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PriorityListsResponse,
  SavePriorityListsBody,
} from '@trips/shared/modules/locations/priority-lists.schema';
import { api, toastSuccessMessages } from '../../../lib/api';
import { locationKey } from '../locationsApi';

const key = (id: number) => [...locationKey(id), 'priority-lists'] as const;

export function usePriorityListsQuery(id: number) {
  return useQuery({
    queryKey: key(id),
    queryFn: ({ signal }) => api.get<PriorityListsResponse>(`locations/${id}/priority-lists`, { signal }),
  });
}

export function useSavePriorityLists(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SavePriorityListsBody) =>
      api.put<PriorityListsResponse>(`locations/${id}/priority-lists`, body),
    onSuccess: (saved) => {
      toastSuccessMessages(saved);
      client.setQueryData(key(id), saved);
    },
  });
}
