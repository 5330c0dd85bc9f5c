import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ZohoStatus } from '@trips/shared/modules/zoho/zoho.schema';
import { api } from '../../../lib/api';

const statusKey = ['zoho', 'status'] as const;

/** The sync's status, refreshed while the screen is open (a job may sync in the background). */
export function useZohoStatus(enabled: boolean) {
  return useQuery({
    queryKey: statusKey,
    queryFn: ({ signal }) => api.get<ZohoStatus>('zoho/status', { signal }),
    enabled,
    refetchInterval: 10_000,
  });
}

export function useSyncNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ZohoStatus>('zoho/sync'),
    onSuccess: (status) => client.setQueryData(statusKey, status),
  });
}
