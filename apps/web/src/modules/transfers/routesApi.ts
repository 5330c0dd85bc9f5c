import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RouteProvider,
  RouteResponse,
  SaveRouteBody,
} from '@trips/shared/modules/transfers/routes.schema';
import { listKeys } from '../../engine/query/listKeys';
import { api, toastSuccessMessages } from '../../lib/api';

const routeKey = (start: number, end: number) => ['transfer-route', start, end] as const;
const routeUrl = (start: number, end: number) => `transfer-routes/${start}/${end}`;

export function useRouteQuery(start: number, end: number) {
  return useQuery({
    queryKey: routeKey(start, end),
    queryFn: ({ signal }) => api.get<RouteResponse>(routeUrl(start, end), { signal }),
    enabled: [start, end].every((id) => Number.isSafeInteger(id) && id > 0),
  });
}

export function useSaveRoute(start: number, end: number) {
  const client = useQueryClient();
  return useMutation({
    meta: { errorsShown: true },
    mutationFn: (body: SaveRouteBody) => api.put<RouteResponse>(routeUrl(start, end), body),
    onSuccess: (saved) => {
      toastSuccessMessages(saved);
      client.setQueryData(routeKey(start, end), saved);
      void client.invalidateQueries({ queryKey: listKeys.all('transfers') });
    },
  });
}

/** A provider as the route adds it: its luggage flag and the rates a row may assign. */
export const fetchRouteProvider = (id: number) => api.get<RouteProvider>(`transfer-routes/providers/${id}`);
