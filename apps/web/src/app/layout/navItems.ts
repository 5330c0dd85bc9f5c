import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface NavItem {
  /** A catalogue message, or a text already in the user's language. */
  label: MessageDescriptor | string;
  to: string;
  /** Other path prefixes that keep the link active: its detail and creation screens. */
  alsoActiveOn: readonly string[];
}

export const navItems: readonly NavItem[] = [
  { label: msg`Home`, to: '/home', alsoActiveOn: [] },
  { label: msg`Tasks`, to: '/tasks', alsoActiveOn: ['/task-details', '/add-task'] },
  { label: msg`Trips`, to: '/trips', alsoActiveOn: ['/trip-details', '/new-trip'] },
  { label: msg`Providers`, to: '/providers', alsoActiveOn: ['/provider-details', '/add-provider'] },
  { label: msg`Locations`, to: '/locations', alsoActiveOn: ['/location-modules', '/add-new-location'] },
  { label: msg`Transfers`, to: '/transfers', alsoActiveOn: ['/route-details', '/add-transfer'] },
  { label: msg`Dossiers`, to: '/dossiers', alsoActiveOn: ['/dossier-details', '/add-dossier'] },
  { label: msg`Invoices`, to: '/invoices', alsoActiveOn: ['/invoice-details', '/add-invoice'] },
];

function underPrefix(pathname: string, prefix: string) {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isNavItemActive(item: NavItem, pathname: string): boolean {
  return [item.to, ...item.alsoActiveOn].some((prefix) => underPrefix(pathname, prefix));
}

export function isReportsActive(pathname: string): boolean {
  return underPrefix(pathname, '/reports');
}
