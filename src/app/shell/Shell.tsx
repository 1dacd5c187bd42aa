import { AppShell } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../shared/i18n';
import { PendingPage } from '../../shared/ui';
import { PageErrorBoundary } from '../errors/PageErrorBoundary';
import { OfflineBanner } from '../network/OfflineBanner';
import { SnapshotRecorder, SnapshotRelease } from '../snapshot/SnapshotRecorder';
import { shellMessages } from './messages';
import { MAIN_MENU_ID } from './NotFoundPage';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { ShellRoutes } from './ShellRoutes';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { closeOverlayMenu, MENU_DOCKS_FROM, useMenu } from './useMenu';

/** The signed-in layout: top bar, menu, page and the organization footer. */
export function Shell() {
  const t = useT();
  const menu = useMenu();
  const [location] = useLocation();
  // Choosing a page closes the menu that lies over the page.
  useEffect(() => closeOverlayMenu(), [location]);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && !menu.docked && menu.open) closeOverlayMenu();
  });
  return (
    <AppShell
      header={{ height: 56 }}
      footer={{ height: 56 }}
      navbar={{
        width: 260,
        breakpoint: MENU_DOCKS_FROM,
        collapsed: { desktop: !menu.open, mobile: !menu.open },
      }}
      padding="md"
    >
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      {/* A collapsed menu is only moved off screen: leave it out so no one tabs into it. */}
      {menu.open && (
        <AppShell.Navbar
          id={MAIN_MENU_ID}
          component="nav"
          aria-label={t(shellMessages.mainMenu)}
          tabIndex={-1}
          p="xs"
          onClick={(event) => {
            // A link chosen in the menu over the page closes it, also the current page's.
            if (!menu.docked && (event.target as Element).closest('a')) closeOverlayMenu();
          }}
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
