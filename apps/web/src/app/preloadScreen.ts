import { useEffect } from 'react';
import { matchPath } from 'react-router';
import { sendEarly } from '../lib/api';
import { type PageRoute, type RouteName, routes } from '../lib/routeTable';
import { session } from '../lib/session';
import { rightsPath } from './layout/useRightsSync';
import { routePages } from './routePages';
import { SignedInLayout } from './signedInLayout';

/** The route a path opens, with its parameters; none for a path no signed-in screen has. */
function routeAt(pathname: string) {
  for (const name of Object.keys(routes) as RouteName[]) {
    const route: PageRoute = routes[name];
    const match = matchPath(route.path, pathname.split(/[?#]/)[0]!);
    if (match) return { name, route, params: match.params };
  }
  return null;
}

/** Loads the shell's code and the code of the screen at `pathname`; answers when both are loaded. */
function preloadCode(pathname: string): Promise<unknown> {
  const at = routeAt(pathname);
  return Promise.all([SignedInLayout.preload(), at && routePages[at.name].preload()]);
}

/**
 * When a page opens on a signed-in screen (or sign-in leads to one), everything that screen waits for
 * starts at once: the shell's code, the screen's code and its first calls. Left to React, each would start
 * only when the one before it had loaded and drawn. Answers when both codes are loaded, so the app draws
 * the screen itself, not a loader first.
 */
export async function preloadScreen(pathname: string): Promise<unknown> {
  if (!session.token()) return;
  sendEarly(rightsPath);
  const at = routeAt(pathname);
  for (const path of at?.route.firstCalls?.(at.params) ?? []) sendEarly(path);
  return preloadCode(pathname);
}

/**
 * While a person types their credentials, the code of the screen signing in leads to loads, once the sign-in
 * screen is idle: after Sign in, only that screen's calls are left to wait for.
 */
export function useSignedInCodeWarm() {
  useEffect(() => {
    const warm = () => void preloadCode(session.nextPathAfterSignIn());
    // Safari has no idle callback: a short timer lets the sign-in screen draw first.
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(warm, 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(warm, { timeout: 2_000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
}
