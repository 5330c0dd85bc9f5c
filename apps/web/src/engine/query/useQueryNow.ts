import {
  type DefaultError,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
  type SkipToken,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

interface Call<FnData, Key extends QueryKey> {
  queryKey: Key;
  queryFn?: QueryFunction<FnData, Key> | SkipToken;
}

/**
 * Sends a query's call now, from a render, unless the cache already holds it (loaded, loading or failed):
 * called again on the next render, it sends nothing.
 */
export function sendNow<FnData, Key extends QueryKey>(client: QueryClient, call: Call<FnData, Key>) {
  if (!client.getQueryState(call.queryKey)) void client.prefetchQuery(call);
}

/**
 * `useQuery` whose first call leaves while the screen is still being drawn: `useQuery` alone sends it once
 * the whole screen has rendered and committed, 80–150 ms later on a list or a report.
 */
export function useQueryNow<FnData, Data = FnData, Key extends QueryKey = QueryKey>(
  options: UseQueryOptions<FnData, DefaultError, Data, Key> & Call<FnData, Key>,
) {
  sendNow(useQueryClient(), options);
  return useQuery(options);
}
