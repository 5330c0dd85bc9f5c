import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { emailTemplateRoutes } from './emailTemplateRoutes';

/** A signed-in screen and the title its page shows. */
export interface PageRoute {
  path: string;
  title: MessageDescriptor;
  /** The permission whose 'view' the menus and the palette ask for before offering the screen. */
  permission?: string;
  /**
   * The API paths (GET) the screen asks for first, from the route's parameters: when a page opens on this
   * screen they are sent while its code loads (app/preloadScreen).
   */
  firstCalls?: (params: Readonly<Record<string, string | undefined>>) => string[];
}

/** The screens open without signing in; a provider's answer link carries its token. */
export const signedOutPaths = {
  start: '/',
  login: '/login',
  requestReset: '/request-to-reset',
  verify: '/verify',
  changePassword: '/change-password',
  providerResponse: '/provider-response/:token',
} as const;

/** Screens of the shell, outside spec part 1 §2's table. */
const shellRoutes = {
  home: { path: '/home', title: msg`Home` },
  report: { path: '/reports/:report', title: msg`Reports` },
} as const satisfies Record<string, PageRoute>;

const moduleRoutes = {
  settingsMenu: { path: '/settings-menu', title: msg`Settings` },
  settingsSection: { path: '/settings-section/:id', title: msg`Settings section` },
  userGroups: { path: '/profiles', title: msg`User groups`, permission: 'user_groups' },
  users: { path: '/user-management', title: msg`User management`, permission: 'users' },
  locations: { path: '/locations', title: msg`Locations` },
  newLocation: { path: '/add-new-location', title: msg`New location` },
  locationModules: { path: '/location-modules', title: msg`Location modules` },
  locationDetails: { path: '/location-modules/:id', title: msg`Location details` },
  providers: { path: '/providers', title: msg`Providers` },
  newProvider: { path: '/add-provider', title: msg`New provider` },
  providerDetails: {
    path: '/provider-details/:id',
    title: msg`Provider details`,
    firstCalls: ({ id }) => [`providers/${id}/screen`],
  },
  trips: { path: '/trips', title: msg`Trips` },
  newTrip: { path: '/new-trip', title: msg`New trip` },
  tripDetails: {
    path: '/trip-details/:id',
    title: msg`Trip details`,
    firstCalls: ({ id }) => [`trips/${id}/screen`],
  },
  tripHistory: { path: '/trip-details/:id/history', title: msg`Trip history` },
  transfers: { path: '/transfers', title: msg`Transfers` },
  newTransfer: { path: '/add-transfer', title: msg`New transfer` },
  routeDetails: { path: '/route-details/:id/:id2', title: msg`Route details` },
  luggageManifest: { path: '/luggage-manifest', title: msg`Luggage manifest` },
  tasks: { path: '/tasks', title: msg`Tasks` },
  newTask: { path: '/add-task', title: msg`New task` },
  taskDetails: { path: '/task-details/:id', title: msg`Task details` },
  dossiers: { path: '/dossiers', title: msg`Dossiers` },
  newDossier: { path: '/add-dossier', title: msg`New dossier` },
  dossierDetails: { path: '/dossier-details/:id/:dossier_setting_id', title: msg`Dossier details` },
  itineraries: { path: '/itineraries', title: msg`Itineraries`, permission: 'itineraries' },
  newItinerary: { path: '/itineraries/new', title: msg`New itinerary`, permission: 'itineraries' },
  itineraryDetails: { path: '/itineraries/:id', title: msg`Itinerary details`, permission: 'itineraries' },
  invoices: { path: '/invoices', title: msg`Invoices` },
  newInvoice: { path: '/add-invoice', title: msg`New invoice` },
  invoiceDetails: { path: '/invoice-details/:id', title: msg`Invoice details` },
  outbox: { path: '/outbox', title: msg`Outbox`, permission: 'outbox' },
  jobs: { path: '/jobs', title: msg`Jobs`, permission: 'jobs' },
} as const satisfies Record<string, PageRoute>;

/** Settings-style pages that share one screen. */
const settingsRoutes = {
  zohoSettings: { path: '/zoho-settings', title: msg`Zoho settings` },
  zohoAccounts: { path: '/zoho-accounts', title: msg`Zoho accounts` },
  branding: { path: '/branding', title: msg`Branding` },
  emailAccounts: { path: '/email-accounts', title: msg`Email accounts` },
  otaSettings: { path: '/ota-settings', title: msg`OTA settings` },
  countries: { path: '/countries-settings', title: msg`Countries` },
  currency: { path: '/currency', title: msg`Currency` },
  tags: { path: '/tags-settings', title: msg`Tags` },
  taskStatuses: { path: '/tasks-settings', title: msg`Task statuses` },
} as const satisfies Record<string, PageRoute>;

/** Every signed-in screen with code of its own, by name: the one place a path is written. */
export const routes = { ...shellRoutes, ...moduleRoutes, ...settingsRoutes };
export type RouteName = keyof typeof routes;

/** Every signed-in page of the spec's route table (the shell's home and reports are not in it). */
export const signedInRoutes: readonly PageRoute[] = [
  ...Object.values(moduleRoutes),
  ...Object.values(settingsRoutes),
  ...emailTemplateRoutes,
];
