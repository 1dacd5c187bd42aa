import { AppShell } from '@mantine/core';
import { Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { useT } from '../../shared/i18n';
import { PendingPage } from '../../shared/ui';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { OfflineBanner } from '../network/OfflineBanner';
import { SnapshotRecorder, SnapshotRelease } from '../snapshot/SnapshotRecorder';
import { shellMessages } from './messages';
import { MAIN_MENU_ID } from './NotFoundPage';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { shellState } from './shellState';
import { ShellRoutes } from './ShellRoutes';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** The signed-in layout: top bar, menu, page and the organization footer. */
export function Shell() {
  const t = useT();
  const { menuOpen } = useSnapshot(shellState);
  const [location] = useLocation();
  return (
    <AppShell
      header={{ height: 56 }}
      footer={{ height: 56 }}
      navbar={{
        width: 260,
        breakpoint: 'sm',
        collapsed: { desktop: !menuOpen, mobile: !menuOpen },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      {/* A collapsed menu is only moved off screen: leave it out so no one tabs into it. */}
      {menuOpen && (
        <AppShell.Navbar
          id={MAIN_MENU_ID}
          component="nav"
          aria-label={t(shellMessages.mainMenu)}
          tabIndex={-1}
          p="xs"
        >
          <Sidebar />
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <SnapshotRecorder />
        <OfflineBanner />
        {/* Cleared at each navigation; each page is built again by its module (ModuleRoutes). */}
        <PageErrorBoundary resetKey={location}>
          <Suspense fallback={<PendingPage />}>
            <ShellRoutes />
            <SnapshotRelease />
          </Suspense>
        </PageErrorBoundary>
      </AppShell.Main>
      <AppShell.Footer px="md" py={8}>
        <OrganizationSwitcher />
      </AppShell.Footer>
    </AppShell>
  );
}
