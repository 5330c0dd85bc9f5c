import { i18n } from '@lingui/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LookupItem } from '@trips/shared/modules/lookups/lookups.schema';
import { useEffect } from 'react';
import { api } from '../../lib/api';
import { session } from '../../lib/session';

export const lookupKey = (name: string) => ['lookup', name] as const;

type EveryList = Record<string, LookupItem[]>;
const everyListKey = () => ['lookups', i18n.locale] as const;

/** The version of the lists each query client holds (the one their answer named). */
const held = new WeakMap<QueryClient, string>();
const followed = new WeakSet<QueryClient>();

/**
 * When a session answer names another version than the lists held (someone changed a list), the lists are
 * read again: the lists' queries start over, so the screens' lists come from one call under the new version.
 */
function followVersion(client: QueryClient) {
  if (followed.has(client)) return;
  followed.add(client);
  session.subscribe(() => {
    const version = session.lookupsVersion();
    const mine = held.get(client);
    if (mine === undefined || version === null || version === mine) return;
    held.set(client, version);
    client.removeQueries({ queryKey: ['lookups'] });
    void client.resetQueries({ queryKey: ['lookup'] });
  });
}

/**
 * Every reference list in one call, once a page. Asked under the version the browser knows, the browser
 * answers from its cache without asking the server (the lists are kept for good under a version's
 * address); without one, or under an old one, the server answers the current lists and names their version,
 * which is kept for the next loads.
 */
export function loadLookups(client: QueryClient) {
  followVersion(client);
  return client.fetchQuery({
    queryKey: everyListKey(),
    queryFn: async ({ signal }) => {
      const version = session.lookupsVersion();
      const path = version ? `lookups?v=${encodeURIComponent(version)}&lang=${i18n.locale}` : 'lookups';
      const answer = await api.get<{ lookups: EveryList; version?: string }>(path, { signal });
      if (answer.version) {
        held.set(client, answer.version);
        // A kept answer names the version it was asked under; another one is the server's newer version.
        if (answer.version !== version) session.saveLookupsVersion(answer.version);
      }
      return answer.lookups;
    },
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
