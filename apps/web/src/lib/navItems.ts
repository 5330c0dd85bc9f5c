import type { MessageDescriptor } from '@lingui/core';
import { can, type Rights } from '@trips/shared/permissions/rights';
import { matchPath } from 'react-router';
import { type PageRoute, type RouteName, routes } from './routeTable';

export interface NavItem {
  /** A catalogue message, or a text already in the user's language. */
  label: MessageDescriptor | string;
  to: string;
  /** Route paths under which the link stays active too: its detail and creation screens. */
  alsoActiveOn: readonly string[];
  /** The permission whose 'view' shows the link; every user sees a link without one. */
  permission?: string;
}

/** A module's link, named as its list screen is titled: active on its other screens too. */
const moduleItem = (list: RouteName, ...others: RouteName[]): NavItem => ({
  label: routes[list].title,
  to: routes[list].path,
  alsoActiveOn: others.map((name) => routes[name].path),
  permission: (routes[list] as PageRoute).permission,
});

export const navItems: readonly NavItem[] = [
  moduleItem('home'),
  moduleItem('tasks', 'taskDetails', 'newTask'),
  moduleItem('trips', 'tripDetails', 'newTrip'),
  moduleItem('providers', 'providerDetails', 'newProvider'),
  moduleItem('locations', 'locationModules', 'newLocation'),
  moduleItem('transfers', 'routeDetails', 'newTransfer'),
  moduleItem('dossiers', 'dossierDetails', 'newDossier'),
  moduleItem('itineraries', 'itineraryDetails', 'newItinerary'),
  moduleItem('invoices', 'invoiceDetails', 'newInvoice'),
];

/** The links the user may follow: those whose permission they view. */
export const visibleNavItems = (rights: Rights | null | undefined) =>
  navItems.filter((item) => !item.permission || can(rights, item.permission, 'view'));

/** The path is the route's, or a screen below it. */
const under = (pathname: string, path: string) => matchPath({ path, end: false }, pathname) !== null;

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return [item.to, ...item.alsoActiveOn].some((path) => under(pathname, path));
}

export function isReportsActive(pathname: string): boolean {
  return under(pathname, routes.report.path);
}
