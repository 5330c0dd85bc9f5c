import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { emailTemplateRoutes } from './emailTemplateRoutes';

/** A signed-in screen of spec part 1 §2 and the title its page shows. */
export interface PageRoute {
  path: string;
  title: MessageDescriptor;
}

export const signedOutPaths = ['/', '/login', '/request-to-reset', '/verify', '/change-password'] as const;

const moduleRoutes: readonly PageRoute[] = [
  { path: '/settings-menu', title: msg`Settings` },
  { path: '/settings-section/:id', title: msg`Settings section` },
  { path: '/profiles', title: msg`User groups` },
  { path: '/user-management', title: msg`User management` },
  { path: '/locations', title: msg`Locations` },
  { path: '/add-new-location', title: msg`New location` },
  { path: '/location-modules', title: msg`Location modules` },
  { path: '/location-modules/:id', title: msg`Location details` },
  { path: '/providers', title: msg`Providers` },
  { path: '/add-provider', title: msg`New provider` },
  { path: '/provider-details/:id', title: msg`Provider details` },
  { path: '/trips', title: msg`Trips` },
  { path: '/new-trip', title: msg`New trip` },
  { path: '/trip-details/:id', title: msg`Trip details` },
  { path: '/trip-details/:id/history', title: msg`Trip history` },
  { path: '/transfers', title: msg`Transfers` },
  { path: '/add-transfer', title: msg`New transfer` },
  { path: '/route-details/:id/:id2', title: msg`Route details` },
  { path: '/luggage-manifest', title: msg`Luggage manifest` },
  { path: '/tasks', title: msg`Tasks` },
  { path: '/add-task', title: msg`New task` },
  { path: '/task-details/:id', title: msg`Task details` },
  { path: '/dossiers', title: msg`Dossiers` },
  { path: '/add-dossier', title: msg`New dossier` },
  { path: '/dossier-details/:id/:dossier_setting_id', title: msg`Dossier details` },
  { path: '/invoices', title: msg`Invoices` },
  { path: '/add-invoice', title: msg`New invoice` },
  { path: '/invoice-details/:id', title: msg`Invoice details` },
  { path: '/outbox', title: msg`Outbox` },
  { path: '/jobs', title: msg`Jobs` },
];

/** Settings-style pages that share one screen. */
const settingsRoutes: readonly PageRoute[] = [
  { path: '/zoho-settings', title: msg`Zoho settings` },
  { path: '/zoho-accounts', title: msg`Zoho accounts` },
  { path: '/branding', title: msg`Branding` },
  { path: '/email-accounts', title: msg`Email accounts` },
  { path: '/ota-settings', title: msg`OTA settings` },
  { path: '/countries-settings', title: msg`Countries` },
  { path: '/currency', title: msg`Currency` },
  { path: '/tags-settings', title: msg`Tags` },
  { path: '/tasks-settings', title: msg`Task settings` },
];

/** Every signed-in page of the spec's route table; /home and /reports/:report have their own routes. */
export const signedInRoutes: readonly PageRoute[] = [
  ...moduleRoutes,
  ...settingsRoutes,
  ...emailTemplateRoutes,
];
