import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { matchPath } from 'react-router';
import { type RouteName, routes } from '../routeTable';

export interface NavItem {
  /** A catalogue message, or a text already in the user's language. */
  label: MessageDescriptor | string;
  to: string;
  /** Route paths under which the link stays active too: its detail and creation screens. */
  alsoActiveOn: readonly string[];
}

/** A module's link: its list, active on its other screens too. */
const moduleItem = (label: MessageDescriptor, list: RouteName, ...others: RouteName[]): NavItem => ({
  label,
  to: routes[list].path,
  alsoActiveOn: others.map((name) => routes[name].path),
});

export const navItems: readonly NavItem[] = [
  moduleItem(msg`Home`, 'home'),
  moduleItem(msg`Tasks`, 'tasks', 'taskDetails', 'newTask'),
  moduleItem(msg`Trips`, 'trips', 'tripDetails', 'newTrip'),
  moduleItem(msg`Providers`, 'providers', 'providerDetails', 'newProvider'),
  moduleItem(msg`Locations`, 'locations', 'locationModules', 'newLocation'),
  moduleItem(msg`Transfers`, 'transfers', 'routeDetails', 'newTransfer'),
  moduleItem(msg`Dossiers`, 'dossiers', 'dossierDetails', 'newDossier'),
  moduleItem(msg`Invoices`, 'invoices', 'invoiceDetails', 'newInvoice'),
];

/** The path is the route's, or a screen below it. */
const under = (pathname: string, path: string) => matchPath({ path, end: false }, pathname) !== null;

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return [item.to, ...item.alsoActiveOn].some((path) => under(pathname, path));
}

export function isReportsActive(pathname: string): boolean {
  return under(pathname, routes.report.path);
}
