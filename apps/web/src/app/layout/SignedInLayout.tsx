import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { mainContentId, SkipLink } from '../../components/SkipLink';
import { useLocaleSync } from '../../i18n/useLocaleSync';
import { ErrorBoundary } from '../ErrorBoundary';
import { PaletteLauncher } from '../palette/PaletteLauncher';
import { Header } from './Header';
import { useRightsSync } from './useRightsSync';

/** The signed-in shell: header on top; a crash or a loading page leaves the header usable. */
export default function SignedInLayout() {
  const { pathname } = useLocation();
  useRightsSync();
  useLocaleSync();
  return (
    <AppShell header={{ height: 60 }} padding="lg">
      <SkipLink />
      <PaletteLauncher />
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      {/* Focusable from the skip link only, not a Tab stop of its own. */}
      <AppShell.Main bg="gray.0" id={mainContentId} tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}
