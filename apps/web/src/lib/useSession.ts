import type { SessionUser } from '@trips/shared/modules/auth/auth.schema';
import type { Rights } from '@trips/shared/permissions/rights';
import { useMemo, useSyncExternalStore } from 'react';
import { parseStoredJson, session, sessionKeys } from './session';

function subscribe(listener: () => void) {
  const unsubscribe = session.subscribe(listener);
  // A sign-out or sign-in in another tab changes what this tab may show.
  window.addEventListener('storage', listener);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', listener);
  };
}

/** The raw stored string is the snapshot, so it stays stable between renders. */
function useStoredString(key: string): string | null {
  return useSyncExternalStore(subscribe, () => window.localStorage.getItem(key));
}

export function useIsAuthenticated(): boolean {
  return Boolean(useStoredString(sessionKeys.token));
}

export function useSessionUser(): SessionUser | null {
  const raw = useStoredString(sessionKeys.user);
  return useMemo(() => parseStoredJson<SessionUser | null>(raw, null), [raw]);
}

export function useRights(): Rights {
  const raw = useStoredString(sessionKeys.right);
  return useMemo(() => parseStoredJson<Rights>(raw, {}), [raw]);
}

export function useAvatarUrl(): string | null {
  return useStoredString(sessionKeys.avatar) || null;
}
