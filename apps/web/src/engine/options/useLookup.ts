import { useQuery } from '@tanstack/react-query';
import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import { api } from '../../app/api';

export const lookupKey = (name: string) => ['lookup', name] as const;

/** A reference list (countries, regions, meals, tags…): small, changes rarely, shared by every screen. */
export function useLookup(name: string, enabled = true) {
  return useQuery({
    queryKey: lookupKey(name),
    queryFn: ({ signal }) => api.get<{ items: LookupItem[] }>(`lookups/${name}`, { signal }),
    select: (data) => data.items,
    staleTime: 5 * 60_000,
    enabled,
  });
}
