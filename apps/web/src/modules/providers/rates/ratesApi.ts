import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProviderRates,
  QuoteBody,
  SaveRatesBody,
} from '@trips/shared/modules/providers/provider-rates.schema';
import { api, toastSuccessMessages } from '../../../lib/api';
import { providerKey } from '../providersApi';

export interface QuoteAnswer {
  rate: { id: number; name: string } | null;
  currency_symbol: string;
  currency_rate: number;
  result: { ok: true; national: number; euro: number } | { ok: false; reason: string; message: string };
}

export function useRatesQuery(id: number) {
  return useQuery({
    queryKey: providerKey(id, 'rates'),
    queryFn: ({ signal }) => api.get<ProviderRates>(`providers/${id}/rates`, { signal }),
  });
}

export function useSaveRates(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SaveRatesBody) => api.put<ProviderRates>(`providers/${id}/rates`, body),
    onSuccess: (saved) => {
      toastSuccessMessages(saved);
      client.setQueryData(providerKey(id, 'rates'), saved);
    },
  });
}

export function useQuote(id: number) {
  return useMutation({
    mutationFn: (body: QuoteBody) => api.post<QuoteAnswer>(`providers/${id}/quote`, body),
  });
}
