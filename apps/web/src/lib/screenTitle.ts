import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { matchPath, useLocation } from 'react-router';
import { findReport } from './reports';
import { type PageRoute, routes } from './routeTable';

/** The list screens titled by the route table: the title their menu entry shows. */
const listRoutes: readonly PageRoute[] = [
  routes.tasks,
  routes.trips,
  routes.providers,
  routes.locations,
  routes.transfers,
  routes.dossiers,
  routes.itineraries,
  routes.invoices,
];

/**
 * The title the menus give the list screen at this address (a module's list, a report), in the language
 * shown; undefined elsewhere. The screen's heading and its menu entry read alike because both read it here.
 */
export function listTitleAt(pathname: string, i18n: I18n): string | undefined {
  const report = matchPath(routes.report.path, pathname);
  if (report) {
    const entry = findReport(report.params.report);
    return entry && i18n._(entry.title);
  }
  const route = listRoutes.find(({ path }) => matchPath(path, pathname));
  return route && i18n._(route.title);
}

/** listTitleAt for the screen shown. */
export function useListTitle(): string | undefined {
  const { i18n } = useLingui();
  return listTitleAt(useLocation().pathname, i18n);
}
