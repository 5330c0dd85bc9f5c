import { get, put } from './auth.ts';
import type { TestApp } from './harness.ts';

interface SavedRoute {
  version: number;
  providers: { provider_id: number; rates: { id: number }[] }[];
}

/**
 * Saves a transfer route's providers as given, removing the rates and providers it had before except those
 * named again: the route then carries only what the test put there.
 */
export async function replaceRouteProviders(
  t: TestApp,
  token: string,
  from: number,
  to: number,
  providers: { provider_id: number; provider_priority: number; rates: object[] }[],
) {
  const url = `/transfer-routes/${from}/${to}`;
  const route: SavedRoute = (await get(t, url, token)).json();
  const kept = new Set(providers.map((p) => p.provider_id));
  return put(
    t,
    url,
    {
      version: route.version,
      providers,
      deleted_rate_ids: route.providers.flatMap((p) => p.rates.map((r) => r.id)),
      deleted_provider_ids: route.providers.map((p) => p.provider_id).filter((id) => !kept.has(id)),
    },
    token,
  );
}
