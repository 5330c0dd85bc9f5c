import { i18n } from '@lingui/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import { useEffect } from 'react';
import { api } from '../../lib/api';

export const lookupKey = (name: string) => ['lookup', name] as const;

type EveryList = Record<string, LookupItem[]>;
const everyListKey = () => ['lookups', i18n.locale] as const;

/**
 * Every reference list in one call, once a session (the browser keeps the answer and asks again by its
 * ETag, so a new session gets a 304 while nothing changed); screens call it early so their lists are there
 * when they draw.
 */
export function loadLookups(client: QueryClient) {
  return client.fetchQuery({
    queryKey: everyListKey(),
    queryFn: ({ signal }) => api.get<{ lookups: EveryList }>('lookups', { signal }).then((d) => d.lookups),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A list's first read comes from the session's call; a read again (a change invalidated it) asks alone. */
async function readList(client: QueryClient, name: string, signal: AbortSignal) {
  const readBefore = (client.getQueryState(lookupKey(name))?.dataUpdateCount ?? 0) > 0;
  // Should the session's call fail, the list is asked alone.
  const every = readBefore ? undefined : await loadLookups(client).catch(() => undefined);
  if (every?.[name]) return every[name];
  return (await api.get<{ items: LookupItem[] }>(`lookups/${name}`, { signal })).items;
}

/**
 * A reference list (countries, regions, meals, tags…): small, changes rarely, shared by every screen; read
 * from the session's one call of every list, and alone again only once a change invalidates it.
 */
export function useLookup(name: string, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: lookupKey(name),
    queryFn: ({ signal }) => readList(client, name, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** Starts the session's call of every list as a screen opens, beside the screen's own calls. */
export function usePreloadedLookups() {
  const client = useQueryClient();
  useEffect(() => {
    loadLookups(client).catch(() => undefined);
  }, [client]);
}
