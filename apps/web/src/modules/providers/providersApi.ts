import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderScreenResponse } from '@trips/shared/modules/providers/provider-screen.schema';
import type {
  CreateProviderBody,
  ProviderDetail,
  UpdateProviderBody,
} from '@trips/shared/modules/providers/providers.schema';
import { listKeys } from '../../engine/query/listKeys';
import { useDeleteRecord } from '../../engine/query/useDeleteRecord';
import { api, toastSuccessMessages } from '../../lib/api';
import { objectTasksKey } from '../tasks';

interface Saved {
  provider: ProviderDetail;
  messages: string[];
}

export const providerKey = (id: number, part?: string) => ['provider', id, ...(part ? [part] : [])] as const;

/**
 * The provider as GET /providers/{id} answers it, its tabs' first data put under each tab's own key: the
 * tabs draw at once from the cache (fresh for the app's stale time) instead of asking when they mount.
 */
export function seedProviderScreen(client: QueryClient, { parts, ...provider }: ProviderScreenResponse) {
  const { id } = provider.provider;
  const seed = (key: readonly unknown[], data: unknown) => {
    if (data !== undefined) client.setQueryData(key, data);
  };
  seed(providerKey(id, 'rates'), parts.rates);
  seed(providerKey(id, 'services'), parts.services);
  if (parts.voucher) seed([...providerKey(id, 'vouchers'), parts.voucher.kind], parts.voucher);
  seed(providerKey(id, 'notes'), parts.notes);
  seed(objectTasksKey('provider', id, 1), parts.tasks);
  return provider;
}

/**
 * The provider screen's query: the first read is one call for the provider and its tabs (GET
 * /providers/{id}/screen); a provider already cached is read again alone, as its tabs refresh themselves.
 */
export function useProviderScreenQuery(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: providerKey(id),
    queryFn: async ({ signal }) =>
      client.getQueryData(providerKey(id))
        ? api.get<{ provider: ProviderDetail }>(`providers/${id}`, { signal })
        : seedProviderScreen(
            client,
            await api.get<ProviderScreenResponse>(`providers/${id}/screen`, { signal }),
          ),
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
