export interface NavItem {
  label: string;
  to: string;
  /** Other path prefixes that keep the link active: its detail and creation screens. */
  alsoActiveOn: readonly string[];
}

export const navItems: readonly NavItem[] = [
  { label: 'Home', to: '/home', alsoActiveOn: [] },
  { label: 'Tasks', to: '/tasks', alsoActiveOn: ['/task-details', '/add-task'] },
  { label: 'Trips', to: '/trips', alsoActiveOn: ['/trip-details', '/new-trip'] },
  { label: 'Providers', to: '/providers', alsoActiveOn: ['/provider-details', '/add-provider'] },
  { label: 'Locations', to: '/locations', alsoActiveOn: ['/location-modules', '/add-new-location'] },
  { label: 'Transfers', to: '/transfers', alsoActiveOn: ['/route-details', '/add-transfer'] },
  { label: 'Dossiers', to: '/dossiers', alsoActiveOn: ['/dossier-details', '/add-dossier'] },
  { label: 'Invoices', to: '/invoices', alsoActiveOn: ['/invoice-details', '/add-invoice'] },
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
