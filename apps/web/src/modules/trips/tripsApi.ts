import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TripScreenResponse } from '@trips/shared/modules/trips/trip-screen.schema';
import type {
  CopyTripBody,
  NewTripBody,
  ReplanTripBody,
  SaveTripBody,
  TripHistoryItem,
  TripResponse,
} from '@trips/shared/modules/trips/trips.schema';
import { listKeys } from '../../engine/query/listKeys';
import { api } from '../../lib/api';
import { tripKey, tripPartKeys } from '../../lib/tripQueryKeys';
import { objectTasksKey } from '../tasks';

export { tripKey };

export type SavedTrip = TripResponse & { messages?: string[] };
interface HistoryPage {
  items: TripHistoryItem[];
  has_more: boolean;
  all_count: number;
}

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The trip with its four service sections, as the server has it now. */
export const fetchTrip = (id: number, signal?: AbortSignal) =>
  api.get<TripResponse>(`trips/${id}`, { signal });

export function useTripQuery(id: number) {
  return useQuery({
    queryKey: tripKey(id),
    queryFn: ({ signal }) => fetchTrip(id, signal),
    enabled: validId(id),
    // The editor keeps its own copy; a background refetch must not look like someone else's save.
    refetchOnWindowFocus: false,
  });
}

/**
 * The trip as GET /trips/{id} answers it, its panels' first data put under each panel's own key: the
 * panels draw at once from the cache (fresh for the app's stale time) instead of asking on mount.
 */
export function seedTripScreen(client: QueryClient, { parts, ...trip }: TripScreenResponse): TripResponse {
  const { id, version } = trip.trip;
  const seed = (key: readonly unknown[], data: unknown) => {
    if (data !== undefined) client.setQueryData(key, data);
  };
  seed(tripPartKeys.readiness(id, version), parts.readiness);
  seed(tripPartKeys.bookings(id), parts.bookings);
  seed(tripPartKeys.travellers(id), parts.travellers);
  seed(tripPartKeys.travellerLink(id), parts.traveller_link);
  seed(tripPartKeys.vouchers(id), parts.vouchers);
  seed(tripPartKeys.notes(id), parts.notes);
  seed(objectTasksKey('trip', id, 1), parts.tasks);
  seed(tripPartKeys.invoiceLines(id), parts.invoice_lines);
  seed(tripPartKeys.dossierMatch(id, version), parts.dossier_match);
  seed(tripPartKeys.autoTransfers(id, version), parts.auto_transfers);
  return trip;
}

/**
 * The trip screen's query: the first read is one call for the trip and every panel (GET /trips/{id}/screen);
 * a trip already cached is read again alone, as its panels refresh themselves.
 */
export function useTripScreenQuery(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: tripKey(id),
    queryFn: async ({ signal }) =>
      client.getQueryData(tripKey(id))
        ? fetchTrip(id, signal)
        : seedTripScreen(client, await api.get<TripScreenResponse>(`trips/${id}/screen`, { signal })),
    enabled: validId(id),
    refetchOnWindowFocus: false,
  });
}

export function useCreateTrip() {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: NewTripBody) => api.post<SavedTrip>('trips', body),
    onSuccess: (saved) => {
      client.setQueryData(tripKey(saved.trip.id), saved);
      return client.invalidateQueries({ queryKey: listKeys.all('trips') });
    },
  });
}

/** A copy of the trip on new dates; answers the new trip as adding one does. */
export function useCopyTrip(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: CopyTripBody) => api.post<SavedTrip>(`trips/${id}/copy`, body),
    onSuccess: (saved) => {
      client.setQueryData(tripKey(saved.trip.id), saved);
      return client.invalidateQueries({ queryKey: listKeys.all('trips') });
    },
  });
}

/** The trip's rows planned again from its itinerary for a new start day or party (Pending trips only). */
export const replanTrip = (id: number, body: ReplanTripBody) =>
  api.post<SavedTrip>(`trips/${id}/replan`, body);

/** The one save of the detail screen; a 409 means someone else saved first (the caller shows it). */
export function useSaveTrip(id: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SaveTripBody) => api.put<SavedTrip>(`trips/${id}`, body),
    onSuccess: (saved) => {
      client.setQueryData(tripKey(id), saved);
      client.invalidateQueries({ queryKey: tripKey(id, 'history') });
      return client.invalidateQueries({ queryKey: listKeys.all('trips') });
    },
  });
}

/** The trip's history, newest first, a page at a time ('Load more' appends the next). */
export function useTripHistory(id: number) {
  return useInfiniteQuery({
    queryKey: tripKey(id, 'history'),
    queryFn: ({ pageParam, signal }) =>
      api.get<HistoryPage>(`trips/${id}/history?page=${pageParam}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
    enabled: validId(id),
  });
}
