import { emailTemplateRoutes } from './emailTemplateRoutes';

/** A signed-in screen of spec part 1 §2 and the title its page shows. */
export interface PageRoute {
  path: string;
  title: string;
}

export const signedOutPaths = ['/', '/login', '/request-to-reset', '/verify', '/change-password'] as const;

const moduleRoutes: readonly PageRoute[] = [
  { path: '/settings-menu', title: 'Settings' },
  { path: '/settings-section/:id', title: 'Settings section' },
  { path: '/profiles', title: 'Profiles' },
  { path: '/user-management', title: 'User management' },
  { path: '/locations', title: 'Locations' },
  { path: '/add-new-location', title: 'New location' },
  { path: '/location-modules', title: 'Location modules' },
  { path: '/location-modules/:id', title: 'Location details' },
  { path: '/providers', title: 'Providers' },
  { path: '/add-provider', title: 'New provider' },
  { path: '/provider-details/:id', title: 'Provider details' },
  { path: '/trips', title: 'Trips' },
  { path: '/new-trip', title: 'New trip' },
  { path: '/trip-details/:id', title: 'Trip details' },
  { path: '/trip-details/:id/history', title: 'Trip history' },
  { path: '/transfers', title: 'Transfers' },
  { path: '/add-transfer', title: 'New transfer' },
  { path: '/route-details/:id/:id2', title: 'Route details' },
  { path: '/tasks', title: 'Tasks' },
  { path: '/add-task', title: 'New task' },
  { path: '/task-details/:id', title: 'Task details' },
  { path: '/dossiers', title: 'Dossiers' },
  { path: '/add-dossier', title: 'New dossier' },
  { path: '/dossier-details/:id/:dossier_setting_id', title: 'Dossier details' },
  { path: '/invoices', title: 'Invoices' },
  { path: '/add-invoice', title: 'New invoice' },
  { path: '/invoice-details/:id', title: 'Invoice details' },
  { path: '/outbox', title: 'Outbox' },
];

/** Settings-style pages that share one screen. */
const settingsRoutes: readonly PageRoute[] = [
  { path: '/zoho-settings', title: 'Zoho settings' },
  { path: '/zoho-accounts', title: 'Zoho accounts' },
  { path: '/branding', title: 'Branding' },
  { path: '/email-accounts', title: 'Email accounts' },
  { path: '/ota-settings', title: 'OTA settings' },
  { path: '/countries-settings', title: 'Countries' },
  { path: '/currency', title: 'Currency' },
  { path: '/tags-settings', title: 'Tags' },
  { path: '/tasks-settings', title: 'Task settings' },
];

/** Every signed-in page of the spec's route table; /home and /reports/:report have their own routes. */
export const signedInRoutes: readonly PageRoute[] = [
  ...moduleRoutes,
  ...settingsRoutes,
  ...emailTemplateRoutes,
];
