import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lookupKey } from '../../engine/options/useLookup';
import { api, toastSuccessMessages } from '../../lib/api';
import {
  type BrandingAnswer,
  type BrandingSummary,
  type BrandingValues,
  summaryOf,
  withSummary,
} from './brandingDraft';

interface ListAnswer {
  items: BrandingSummary[];
}

export const brandingsKeys = {
  list: ['brandings'] as const,
  one: (id: number) => ['brandings', id] as const,
};

export const brandingsApi = {
  list: (signal?: AbortSignal) => api.get<ListAnswer>('brandings', { signal }),
  get: (id: number, signal?: AbortSignal) => api.get<BrandingAnswer>(`brandings/${id}`, { signal }),
  create: (body: BrandingValues) => api.post<BrandingAnswer>('brandings', body),
  save: (id: number, body: BrandingValues & { version: number }) =>
    api.put<BrandingAnswer>(`brandings/${id}`, body),
  remove: (id: number) => api.delete(`brandings/${id}`),
};

export function useBrandingsQuery(enabled: boolean) {
  return useQuery({
    queryKey: brandingsKeys.list,
    queryFn: ({ signal }) => brandingsApi.list(signal),
    enabled,
  });
}

export function useBrandingQuery(id: number | null) {
  return useQuery({
    queryKey: brandingsKeys.one(id ?? 0),
    queryFn: ({ signal }) => brandingsApi.get(id!, signal),
    enabled: id !== null,
  });
}

/**
 * A brand as just saved: its answer cached, the list showing it at once (a new brand must be in the list
 * before the screen selects it), then the list and the brand pickers of other screens asked again.
 */
export function rememberSaved(client: QueryClient, answer: BrandingAnswer) {
  client.setQueryData(brandingsKeys.one(answer.branding.id), answer);
  client.setQueryData<ListAnswer>(brandingsKeys.list, (list) =>
    list ? { ...list, items: withSummary(list.items, summaryOf(answer)) } : list,
  );
  void client.invalidateQueries({ queryKey: brandingsKeys.list, exact: true });
  void client.invalidateQueries({ queryKey: lookupKey('brandings') });
}

export function useDeleteBranding(id: number) {
  const client = useQueryClient();
  return useMutation({
    // DeleteRecordButton shows a refusal, with what uses the brand.
    meta: { errorsShown: true },
    mutationFn: () => brandingsApi.remove(id),
    onSuccess: async (body) => {
      toastSuccessMessages(body);
      client.setQueryData<ListAnswer>(brandingsKeys.list, (list) =>
        list ? { ...list, items: list.items.filter((b) => b.id !== id) } : list,
      );
      client.removeQueries({ queryKey: brandingsKeys.one(id) });
      void client.invalidateQueries({ queryKey: lookupKey('brandings') });
      await client.invalidateQueries({ queryKey: brandingsKeys.list, exact: true });
    },
  });
}
