import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateProviderBody,
  ProviderDetail,
  UpdateProviderBody,
} from '@trips/shared/modules/providers/providers.schema';
import { listKeys } from '../../engine/query/listKeys';
import { useDeleteRecord } from '../../engine/query/useDeleteRecord';
import { api, toastSuccessMessages } from '../../lib/api';

interface Saved {
  provider: ProviderDetail;
  messages: string[];
}

export const providerKey = (id: number, part?: string) => ['provider', id, ...(part ? [part] : [])] as const;

export function useProviderQuery(id: number) {
  return useQuery({
    queryKey: providerKey(id),
    queryFn: ({ signal }) => api.get<{ provider: ProviderDetail }>(`providers/${id}`, { signal }),
    select: (body) => body.provider,
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}

/** After a write: the detail cache takes the answer, the list shows the change next time. */
function useAfterWrite() {
  const client = useQueryClient();
  return (saved: Saved) => {
    toastSuccessMessages(saved);
    client.setQueryData(providerKey(saved.provider.id), { provider: saved.provider });
    return client.invalidateQueries({ queryKey: listKeys.all('providers') });
  };
}

export function useCreateProvider() {
  const afterWrite = useAfterWrite();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: CreateProviderBody) => api.post<Saved>('providers', body),
    onSuccess: afterWrite,
  });
}

export function useUpdateProvider(id: number) {
  const afterWrite = useAfterWrite();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: UpdateProviderBody) => api.put<Saved>(`providers/${id}`, body),
    onSuccess: afterWrite,
  });
}

export const useDeleteProvider = (id: number) =>
  useDeleteRecord({ path: `providers/${id}`, recordKey: providerKey(id), list: 'providers' });
