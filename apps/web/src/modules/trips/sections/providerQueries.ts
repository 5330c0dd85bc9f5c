import type { ProviderService } from '@trips/shared/modules/providers/provider-services.schema';
import type { ProviderDetail } from '@trips/shared/modules/providers/providers.schema';
import { api } from '../../../lib/api';
import { providerKey } from '../../providers';

type Signal = { signal: AbortSignal };

/** What a row reads of its provider, cached under the provider screens' keys (and shared with them). */
export const providerServicesQuery = (id: number) => ({
  queryKey: providerKey(id, 'services'),
  queryFn: ({ signal }: Signal) =>
    api.get<{ services: ProviderService[] }>(`providers/${id}/services`, { signal }),
  staleTime: 60_000,
});

export const providerDetailQuery = (id: number) => ({
  queryKey: providerKey(id),
  queryFn: ({ signal }: Signal) => api.get<{ provider: ProviderDetail }>(`providers/${id}`, { signal }),
  staleTime: 60_000,
});
