import { matchPath } from 'react-router';
import { sendEarly } from '../lib/api';
import { type PageRoute, type RouteName, routes } from '../lib/routeTable';
import { session } from '../lib/session';
import { rightsPath } from './layout/useRightsSync';
import { routePages } from './routePages';
import { SignedInLayout } from './signedInLayout';

/**
 * When a page opens on a signed-in screen (or sign-in leads to one), everything that screen waits for
 * starts at once: the shell's code, the screen's code and its first calls. Left to React, each would start
 * only when the one before it had loaded and drawn. Answers when both codes are loaded, so the app draws
 * the screen itself, not a loader first.
 */
export async function preloadScreen(pathname: string): Promise<unknown> {
  if (!session.token()) return;
  sendEarly(rightsPath);
  const loads = [SignedInLayout.preload()];
  for (const name of Object.keys(routes) as RouteName[]) {
    const route: PageRoute = routes[name];
    const match = matchPath(route.path, pathname.split(/[?#]/)[0]!);
    if (!match) continue;
    for (const path of route.firstCalls?.(match.params) ?? []) sendEarly(path);
    loads.push(routePages[name].preload());
    break;
  }
  return Promise.all(loads);
}
