import { useQuery } from '@tanstack/react-query';
import type { ReadinessResponse } from '@trips/shared/modules/trips/readiness.schema';
import { api } from '../../../lib/api';
import { tripKey } from '../tripsApi';

/** What the trip still lacks, as the server computes it from the saved rows; read again at each version. */
export function useTripReadiness(id: number, version: number) {
  return useQuery({
    queryKey: [...tripKey(id, 'readiness'), version],
    queryFn: ({ signal }) => api.get<ReadinessResponse>(`trips/${id}/readiness`, { signal }),
    staleTime: 0,
  });
}
