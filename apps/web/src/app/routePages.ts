import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';
import type { RouteName } from '../lib/routeTable';

type Page = LazyExoticComponent<ComponentType>;

/**
 * The screen of each route of the table, loaded when first shown. Kept apart from the table so the tests
 * and the palette read paths without these imports.
 */
export const routePages: Record<RouteName, Page> = {
  home: lazy(() => import('../modules/home/HomePage')),
  report: lazy(() => import('../modules/reports/ReportPage')),
  settingsMenu: lazy(() => import('../modules/settings/SettingsMenuPage')),
  settingsSection: lazy(() => import('../modules/settings/SettingsSectionPage')),
  userGroups: lazy(() => import('../modules/user-groups/GroupsPage')),
  users: lazy(() => import('../modules/users/UsersPage')),
  locations: lazy(() => import('../modules/locations/LocationsListPage')),
  newLocation: lazy(() => import('../modules/locations/NewLocationPage')),
  locationModules: lazy(() => import('../modules/locations/LocationModulesPage')),
  locationDetails: lazy(() => import('../modules/locations/LocationDetailPage')),
  providers: lazy(() => import('../modules/providers/ProvidersListPage')),
  newProvider: lazy(() => import('../modules/providers/NewProviderPage')),
  providerDetails: lazy(() => import('../modules/providers/ProviderDetailPage')),
  trips: lazy(() => import('../modules/trips/TripsListPage')),
  newTrip: lazy(() => import('../modules/trips/NewTripPage')),
  tripDetails: lazy(() => import('../modules/trips/TripDetailPage')),
  tripHistory: lazy(() => import('../modules/trips/TripHistoryPage')),
  transfers: lazy(() => import('../modules/transfers/TransfersListPage')),
  newTransfer: lazy(() => import('../modules/transfers/NewTransferPage')),
  routeDetails: lazy(() => import('../modules/transfers/RouteDetailPage')),
  luggageManifest: lazy(() => import('../modules/transfers/manifest/LuggageManifestPage')),
  tasks: lazy(() => import('../modules/tasks/TasksListPage')),
  newTask: lazy(() => import('../modules/tasks/NewTaskPage')),
  taskDetails: lazy(() => import('../modules/tasks/TaskDetailPage')),
  dossiers: lazy(() => import('../modules/dossiers/DossiersListPage')),
  newDossier: lazy(() => import('../modules/dossiers/NewDossierPage')),
  dossierDetails: lazy(() => import('../modules/dossiers/DossierDetailPage')),
  itineraries: lazy(() => import('../modules/itineraries/ItinerariesListPage')),
  newItinerary: lazy(() => import('../modules/itineraries/NewItineraryPage')),
  itineraryDetails: lazy(() => import('../modules/itineraries/ItineraryDetailPage')),
  invoices: lazy(() => import('../modules/invoices/InvoicesListPage')),
  newInvoice: lazy(() => import('../modules/invoices/NewInvoicePage')),
  invoiceDetails: lazy(() => import('../modules/invoices/InvoiceDetailPage')),
  outbox: lazy(() => import('../modules/outbox/OutboxPage')),
  jobs: lazy(() => import('../modules/jobs/JobsPage')),
  zohoSettings: lazy(() => import('../modules/settings/ZohoSettingsPage')),
  zohoAccounts: lazy(() => import('../modules/settings/lists/ZohoAccountsPage')),
  branding: lazy(() => import('../modules/brandings/BrandingPage')),
  emailAccounts: lazy(() => import('../modules/settings/lists/EmailAccountsPage')),
  otaSettings: lazy(() => import('../modules/settings/lists/OtaSettingsPage')),
  countries: lazy(() => import('../modules/settings/lists/CountriesSettingsPage')),
  currency: lazy(() => import('../modules/settings/lists/CurrencyPage')),
  tags: lazy(() => import('../modules/settings/lists/TagsSettingsPage')),
  taskStatuses: lazy(() => import('../modules/settings/lists/TaskStatusesPage')),
};

/** Every email-template route shows the one template screen. */
export const EmailTemplatePage = lazy(() => import('../modules/email-templates/EmailTemplatePage'));
