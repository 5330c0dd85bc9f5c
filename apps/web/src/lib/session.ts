import type { SessionUser } from '@trips/shared/modules/auth/auth.schema';
import type { Rights } from '@trips/shared/permissions/rights';
import { pathTo } from './paths';
import { signedOutPaths } from './routeTable';

/** The localStorage keys of the session (spec part 1 §3). */
export const sessionKeys = {
  token: 'token',
  right: 'right',
  avatar: 'avatar',
  user: 'user',
  history: 'history',
  /** The lookup lists' version the server last named: the browser keeps the lists under it. */
  lookupsVersion: 'lookups_version',
} as const;

export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

/** The fields of a completed sign-in (login or verify) that the session keeps. */
export interface SignedIn {
  access_token: string;
  right?: Rights;
  user?: SessionUser;
}

const HOME = pathTo('home');
const LOGIN = signedOutPaths.login;

/** Where to go after signing in: the remembered path, unless it is the sign-in screen itself. */
export function nextPathAfterSignIn(history: string | null): string {
  if (!history) return HOME;
  const pathOnly = history.split(/[?#]/)[0];
  return pathOnly === LOGIN || pathOnly === '/' ? HOME : history;
}

/** Parses a stored JSON value; a missing or damaged one gives the fallback. */
export function parseStoredJson<T>(raw: string | null, fallback: T): T {
  try {
    return raw ? (JSON.parse(raw) as T) : fallback;
  } catch {
    return fallback;
  }
}

export function createSession(storage: KeyValueStore) {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    token: () => storage.getItem(sessionKeys.token),
    isAuthenticated: () => Boolean(storage.getItem(sessionKeys.token)),
    user: () => parseStoredJson<SessionUser | null>(storage.getItem(sessionKeys.user), null),
    rights: () => parseStoredJson<Rights>(storage.getItem(sessionKeys.right), {}),
    avatar: () => storage.getItem(sessionKeys.avatar) || null,
    history: () => storage.getItem(sessionKeys.history),

    /** Stores a completed sign-in; the routes then switch to the signed-in set. */
    saveSignIn(response: SignedIn) {
      storage.setItem(sessionKeys.token, response.access_token);
      storage.setItem(sessionKeys.right, JSON.stringify(response.right ?? {}));
      storage.setItem(sessionKeys.avatar, response.user?.avatar ?? '');
      storage.setItem(sessionKeys.user, JSON.stringify(response.user ?? null));
      notify();
    },

    /** The rights from get-user-permission; subscribers hear only of a real change (the header re-renders). */
    saveRights(right: Rights) {
      const next = JSON.stringify(right);
      if (storage.getItem(sessionKeys.right) === next) return;
      storage.setItem(sessionKeys.right, next);
      notify();
    },

    lookupsVersion: () => storage.getItem(sessionKeys.lookupsVersion),

    /**
     * The lookup lists' version from a session answer (get-user-permission) or the lists' own; kept across
     * sign-ins (the lists are everyone's). Subscribers hear only of a change: the lists are read again.
     */
    saveLookupsVersion(version: string) {
      if (storage.getItem(sessionKeys.lookupsVersion) === version) return;
      storage.setItem(sessionKeys.lookupsVersion, version);
      notify();
    },

    /** The signed-in user's own profile after they edited it (names, phone, avatar). */
    saveUser(user: SessionUser) {
      storage.setItem(sessionKeys.user, JSON.stringify(user));
      storage.setItem(sessionKeys.avatar, user.avatar ?? '');
      notify();
    },

    /**
     * Removes the signed-in user but keeps the remembered path. Both clears come right before a reload,
     * so subscribers are not told: re-rendering the signed-out routes first would remember this page.
     */
    clearSession() {
      for (const key of [sessionKeys.token, sessionKeys.right, sessionKeys.avatar, sessionKeys.user]) {
        storage.removeItem(key);
      }
    },

    clearAll: () => storage.clear(),

    rememberPath(path: string) {
      if (path && path !== '/') storage.setItem(sessionKeys.history, path);
    },

    nextPathAfterSignIn: () => nextPathAfterSignIn(storage.getItem(sessionKeys.history)),

    forgetHistory: () => storage.removeItem(sessionKeys.history),

    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Session = ReturnType<typeof createSession>;

/** Reads window.localStorage lazily, so this module can be imported where no browser storage exists. */
const browserStorage: KeyValueStore = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
  clear: () => window.localStorage.clear(),
};

export const session = createSession(browserStorage);
