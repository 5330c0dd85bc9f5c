import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { LeaveGuard } from '../engine/edits/leaveGuard';
import { ErrorBoundary } from './ErrorBoundary';
import { emailTemplateRoutes } from './emailTemplateRoutes';
import { focusHeadingAfterNavigation } from './focusHeading';
import { RememberAndRedirect } from './RememberAndRedirect';
import { signedInRoutes } from './routeTable';
import { SignedInEntry } from './SignedInEntry';
import { useIsAuthenticated } from './useSession';

const AuthLayout = lazy(() => import('../modules/auth/AuthLayout'));
const LoginPage = lazy(() => import('../modules/auth/LoginPage'));
const VerifyPage = lazy(() => import('../modules/auth/VerifyPage'));
const RequestResetPage = lazy(() => import('../modules/auth/RequestResetPage'));
const ChangePasswordPage = lazy(() => import('../modules/auth/ChangePasswordPage'));
const ProviderResponsePage = lazy(() => import('../modules/provider-response/ProviderResponsePage'));
const SignedInLayout = lazy(() => import('./layout/SignedInLayout'));
const HomePage = lazy(() => import('../modules/home/HomePage'));
const ReportPage = lazy(() => import('../modules/reports/ReportPage'));
const OutboxPage = lazy(() => import('../modules/outbox/OutboxPage'));
const LocationsListPage = lazy(() => import('../modules/locations/LocationsListPage'));
const NewLocationPage = lazy(() => import('../modules/locations/NewLocationPage'));
const LocationModulesPage = lazy(() => import('../modules/locations/LocationModulesPage'));
const LocationDetailPage = lazy(() => import('../modules/locations/LocationDetailPage'));
const ProvidersListPage = lazy(() => import('../modules/providers/ProvidersListPage'));
const NewProviderPage = lazy(() => import('../modules/providers/NewProviderPage'));
const ProviderDetailPage = lazy(() => import('../modules/providers/ProviderDetailPage'));
const NewTripPage = lazy(() => import('../modules/trips/NewTripPage'));
const TripDetailPage = lazy(() => import('../modules/trips/TripDetailPage'));
const TripHistoryPage = lazy(() => import('../modules/trips/TripHistoryPage'));
const SettingsMenuPage = lazy(() => import('../modules/settings/SettingsMenuPage'));
const SettingsSectionPage = lazy(() => import('../modules/settings/SettingsSectionPage'));
const ZohoSettingsPage = lazy(() => import('../modules/settings/ZohoSettingsPage'));
const CountriesSettingsPage = lazy(() => import('../modules/settings/lists/CountriesSettingsPage'));
const CurrencyPage = lazy(() => import('../modules/settings/lists/CurrencyPage'));
const OtaSettingsPage = lazy(() => import('../modules/settings/lists/OtaSettingsPage'));
const ZohoAccountsPage = lazy(() => import('../modules/settings/lists/ZohoAccountsPage'));
const EmailAccountsPage = lazy(() => import('../modules/settings/lists/EmailAccountsPage'));
const TagsSettingsPage = lazy(() => import('../modules/settings/lists/TagsSettingsPage'));
const TasksListPage = lazy(() => import('../modules/tasks/TasksListPage'));
const NewTaskPage = lazy(() => import('../modules/tasks/NewTaskPage'));
const TaskDetailPage = lazy(() => import('../modules/tasks/TaskDetailPage'));
const TaskStatusesPage = lazy(() => import('../modules/settings/lists/TaskStatusesPage'));
const TripsListPage = lazy(() => import('../modules/trips/TripsListPage'));
const UsersPage = lazy(() => import('../modules/users/UsersPage'));
const GroupsPage = lazy(() => import('../modules/user-groups/GroupsPage'));
const PlaceholderPage = lazy(() => import('../components/PlaceholderPage'));
const EmailTemplatePage = lazy(() => import('../modules/email-templates/EmailTemplatePage'));

/** The screens built so far, by route path; every other route of the table shows its title only. */
const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/settings-menu': SettingsMenuPage,
  '/settings-section/:id': SettingsSectionPage,
  '/zoho-settings': ZohoSettingsPage,
  '/zoho-accounts': ZohoAccountsPage,
  '/email-accounts': EmailAccountsPage,
  '/ota-settings': OtaSettingsPage,
  '/countries-settings': CountriesSettingsPage,
  '/currency': CurrencyPage,
  '/branding': lazy(() => import('../modules/brandings/BrandingPage')),
  '/outbox': OutboxPage,
  '/jobs': lazy(() => import('../modules/jobs/JobsPage')),
  '/locations': LocationsListPage,
  '/add-new-location': NewLocationPage,
  '/location-modules': LocationModulesPage,
  '/location-modules/:id': LocationDetailPage,
  '/providers': ProvidersListPage,
  '/add-provider': NewProviderPage,
  '/provider-details/:id': ProviderDetailPage,
  '/transfers': lazy(() => import('../modules/transfers/TransfersListPage')),
  '/add-transfer': lazy(() => import('../modules/transfers/NewTransferPage')),
  '/route-details/:id/:id2': lazy(() => import('../modules/transfers/RouteDetailPage')),
  '/luggage-manifest': lazy(() => import('../modules/transfers/manifest/LuggageManifestPage')),
  '/new-trip': NewTripPage,
  '/trip-details/:id': TripDetailPage,
  '/trip-details/:id/history': TripHistoryPage,
  '/tags-settings': TagsSettingsPage,
  '/tasks': TasksListPage,
  '/add-task': NewTaskPage,
  '/task-details/:id': TaskDetailPage,
  '/tasks-settings': TaskStatusesPage,
  '/dossiers': lazy(() => import('../modules/dossiers/DossiersListPage')),
  '/add-dossier': lazy(() => import('../modules/dossiers/NewDossierPage')),
  '/dossier-details/:id/:dossier_setting_id': lazy(() => import('../modules/dossiers/DossierDetailPage')),
  '/invoices': lazy(() => import('../modules/invoices/InvoicesListPage')),
  '/add-invoice': lazy(() => import('../modules/invoices/NewInvoicePage')),
  '/invoice-details/:id': lazy(() => import('../modules/invoices/InvoiceDetailPage')),
  '/trips': TripsListPage,
  '/user-management': UsersPage,
  '/profiles': GroupsPage,
  ...Object.fromEntries(emailTemplateRoutes.map((route) => [route.path, EmailTemplatePage])),
};
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));

function SignedOutRoutes() {
  return (
    <Routes>
      <Route element={<AuthLayout />}>
        <Route path="/" element={<LoginPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/request-to-reset" element={<RequestResetPage />} />
        <Route path="/verify" element={<VerifyPage />} />
        <Route path="/change-password" element={<ChangePasswordPage />} />
      </Route>
      <Route path="/provider-response/:token" element={<ProviderResponsePage />} />
      <Route path="*" element={<RememberAndRedirect />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      {['/', '/login', '/verify', '/request-to-reset'].map((path) => (
        <Route key={path} path={path} element={<SignedInEntry />} />
      ))}
      {/* An emailed reset link still works for whoever is signed in on this browser. */}
      <Route element={<AuthLayout />}>
        <Route path="/change-password" element={<ChangePasswordPage />} />
      </Route>
      {/* A provider's answer link opens the same public page on a browser where staff are signed in. */}
      <Route path="/provider-response/:token" element={<ProviderResponsePage />} />
      <Route element={<SignedInLayout />}>
        <Route path="/home" element={<HomePage />} />
        <Route path="/reports/:report" element={<ReportPage />} />
        {signedInRoutes.map(({ path, title }) => {
          const Page = pages[path];
          return (
            <Route key={path} path={path} element={Page ? <Page /> : <PlaceholderPage title={title} />} />
          );
        })}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function AppRoutes() {
  const authenticated = useIsAuthenticated();
  const { pathname } = useLocation();
  // The path of the screen on display: the address changes first, and the previous screen stays until the
  // next one's code has loaded. Browser tests wait on it before they act.
  const firstScreen = useRef(true);
  useLayoutEffect(() => {
    document.body.dataset.path = pathname;
    if (firstScreen.current) firstScreen.current = false;
    else focusHeadingAfterNavigation();
  }, [pathname]);
  return (
    <ErrorBoundary resetKey={pathname}>
      <LeaveGuard />
      <Suspense fallback={<PageLoader />}>
        {authenticated ? <SignedInRoutes /> : <SignedOutRoutes />}
      </Suspense>
    </ErrorBoundary>
  );
}
