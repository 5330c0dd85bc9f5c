import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProviderService,
  SaveServicesBody,
} from '@trips/shared/modules/providers/provider-services.schema';
import { api, toastSuccessMessages } from '../../../lib/api';
import { providerKey } from '../providersApi';

export interface Services {
  version: number;
  services: ProviderService[];
}

const path = (providerId: number) => `providers/${providerId}/services`;

export function useServicesQuery(providerId: number) {
  return useQuery({
    queryKey: providerKey(providerId, 'services'),
    queryFn: ({ signal }) => api.get<Services>(path(providerId), { signal }),
  });
}

/** Saves every service at once; the answer becomes what the tab shows. */
export function useSaveServices(providerId: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SaveServicesBody) => api.put<Services>(path(providerId), body),
    onSuccess: (saved) => {
      toastSuccessMessages(saved);
      client.setQueryData(providerKey(providerId, 'services'), saved);
    },
  });
}
