import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { LeaveGuard } from '../engine/edits/leaveGuard';
import { emailTemplateRoutes } from '../lib/emailTemplateRoutes';
import { type RouteName, routes, signedOutPaths } from '../lib/routeTable';
import { useIsAuthenticated } from '../lib/useSession';
import { ErrorBoundary } from './ErrorBoundary';
import { focusHeadingAfterNavigation } from './focusHeading';
import { useSignedInCodeWarm } from './preloadScreen';
import { RememberAndRedirect } from './RememberAndRedirect';
import { EmailTemplatePage, routePages } from './routePages';
import { SignedInEntry } from './SignedInEntry';
import { SignedInLayout } from './signedInLayout';

const AuthLayout = lazy(() => import('../modules/auth/AuthLayout'));
const LoginPage = lazy(() => import('../modules/auth/LoginPage'));
const VerifyPage = lazy(() => import('../modules/auth/VerifyPage'));
const RequestResetPage = lazy(() => import('../modules/auth/RequestResetPage'));
const ChangePasswordPage = lazy(() => import('../modules/auth/ChangePasswordPage'));
const ProviderResponsePage = lazy(() => import('../modules/provider-response/ProviderResponsePage'));
const NotFoundPage = lazy(() => import('../components/NotFoundPage'));

/** The sign-in screens, which load the signed-in app's code while a person types. */
function SignInScreens() {
  useSignedInCodeWarm();
  return <AuthLayout />;
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route element={<SignInScreens />}>
        <Route path={signedOutPaths.start} element={<LoginPage />} />
        <Route path={signedOutPaths.login} element={<LoginPage />} />
        <Route path={signedOutPaths.requestReset} element={<RequestResetPage />} />
        <Route path={signedOutPaths.verify} element={<VerifyPage />} />
        <Route path={signedOutPaths.changePassword} element={<ChangePasswordPage />} />
      </Route>
      <Route path={signedOutPaths.providerResponse} element={<ProviderResponsePage />} />
      <Route path="*" element={<RememberAndRedirect />} />
    </Routes>
  );
}

function SignedInRoutes() {
  return (
    <Routes>
      {[signedOutPaths.start, signedOutPaths.login, signedOutPaths.verify, signedOutPaths.requestReset].map(
        (path) => (
          <Route key={path} path={path} element={<SignedInEntry />} />
        ),
      )}
      {/* An emailed reset link still works for whoever is signed in on this browser. */}
      <Route element={<AuthLayout />}>
        <Route path={signedOutPaths.changePassword} element={<ChangePasswordPage />} />
      </Route>
      {/* A provider's answer link opens the same public page on a browser where staff are signed in. */}
      <Route path={signedOutPaths.providerResponse} element={<ProviderResponsePage />} />
      <Route element={<SignedInLayout />}>
        {(Object.keys(routes) as RouteName[]).map((name) => {
          const Page = routePages[name];
          return <Route key={name} path={routes[name].path} element={<Page />} />;
        })}
        {emailTemplateRoutes.map(({ path }) => (
          <Route key={path} path={path} element={<EmailTemplatePage />} />
        ))}
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
