import { type ComponentModule, type LazyWithPreload, lazyWithPreload } from '../lib/lazyWithPreload';
import type { RouteName } from '../lib/routeTable';

/**
 * The code of each route's screen, loaded when first shown (or, for the screen a page opens on, at start:
 * preloadScreen). Kept apart from the table so the tests and the palette read paths without these imports.
 */
const pageModules: Record<RouteName, ComponentModule<object>> = {
  home: () => import('../modules/home/HomePage'),
  report: () => import('../modules/reports/ReportPage'),
  settingsMenu: () => import('../modules/settings/SettingsMenuPage'),
  settingsSection: () => import('../modules/settings/SettingsSectionPage'),
  userGroups: () => import('../modules/user-groups/GroupsPage'),
  users: () => import('../modules/users/UsersPage'),
  locations: () => import('../modules/locations/LocationsListPage'),
  newLocation: () => import('../modules/locations/NewLocationPage'),
  locationModules: () => import('../modules/locations/LocationModulesPage'),
  locationDetails: () => import('../modules/locations/LocationDetailPage'),
  providers: () => import('../modules/providers/ProvidersListPage'),
  newProvider: () => import('../modules/providers/NewProviderPage'),
  providerDetails: () => import('../modules/providers/ProviderDetailPage'),
  trips: () => import('../modules/trips/TripsListPage'),
  newTrip: () => import('../modules/trips/NewTripPage'),
  tripDetails: () => import('../modules/trips/TripDetailPage'),
  tripHistory: () => import('../modules/trips/TripHistoryPage'),
  transfers: () => import('../modules/transfers/TransfersListPage'),
  newTransfer: () => import('../modules/transfers/NewTransferPage'),
  routeDetails: () => import('../modules/transfers/RouteDetailPage'),
  luggageManifest: () => import('../modules/transfers/manifest/LuggageManifestPage'),
  tasks: () => import('../modules/tasks/TasksListPage'),
  newTask: () => import('../modules/tasks/NewTaskPage'),
  taskDetails: () => import('../modules/tasks/TaskDetailPage'),
  dossiers: () => import('../modules/dossiers/DossiersListPage'),
  newDossier: () => import('../modules/dossiers/NewDossierPage'),
  dossierDetails: () => import('../modules/dossiers/DossierDetailPage'),
  itineraries: () => import('../modules/itineraries/ItinerariesListPage'),
  newItinerary: () => import('../modules/itineraries/NewItineraryPage'),
  itineraryDetails: () => import('../modules/itineraries/ItineraryDetailPage'),
  invoices: () => import('../modules/invoices/InvoicesListPage'),
  newInvoice: () => import('../modules/invoices/NewInvoicePage'),
  invoiceDetails: () => import('../modules/invoices/InvoiceDetailPage'),
  outbox: () => import('../modules/outbox/OutboxPage'),
  jobs: () => import('../modules/jobs/JobsPage'),
  zohoSettings: () => import('../modules/settings/ZohoSettingsPage'),
  zohoAccounts: () => import('../modules/settings/lists/ZohoAccountsPage'),
  branding: () => import('../modules/brandings/BrandingPage'),
  emailAccounts: () => import('../modules/settings/lists/EmailAccountsPage'),
  otaSettings: () => import('../modules/settings/lists/OtaSettingsPage'),
  countries: () => import('../modules/settings/lists/CountriesSettingsPage'),
  currency: () => import('../modules/settings/lists/CurrencyPage'),
  tags: () => import('../modules/settings/lists/TagsSettingsPage'),
  taskStatuses: () => import('../modules/settings/lists/TaskStatusesPage'),
};

export const routePages = Object.fromEntries(
  Object.entries(pageModules).map(([name, load]) => [name, lazyWithPreload(load)]),
) as Record<RouteName, LazyWithPreload>;

/** Every email-template route shows the one template screen. */
export const EmailTemplatePage = lazyWithPreload(
  () => import('../modules/email-templates/EmailTemplatePage'),
);
