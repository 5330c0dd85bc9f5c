import { useQuery } from '@tanstack/react-query';
import type { ReadinessResponse } from '@trips/shared/modules/trips/readiness.schema';
import { api } from '../../../lib/api';
import { tripPartKeys } from '../../../lib/tripQueryKeys';

/**
 * What the trip still lacks, as the server computes it from the saved rows; read again at each version (the
 * trip screen's one call seeds it, and it holds for the app's stale time like every panel).
 */
export function useTripReadiness(id: number, version: number) {
  return useQuery({
    queryKey: tripPartKeys.readiness(id, version),
    queryFn: ({ signal }) => api.get<ReadinessResponse>(`trips/${id}/readiness`, { signal }),
  });
}
