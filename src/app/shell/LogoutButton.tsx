import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../shared/i18n';
import { isBoolean, readStored, writeStored } from '../../shared/lib';
import { useLogout } from '../auth/useLogout';
import { logoutMessages } from '../auth/logoutMessages';

const SKIP_CONFIRM_KEY = 'console.logout.skipConfirmation';

const loadDialog = () => import('./LogoutDialog');
const LogoutDialog = lazy(() => loadDialog().then((m) => ({ default: m.LogoutDialog })));
const preloadDialog = () => void loadDialog().catch(() => undefined);

/** Log out, after a confirmation the user can turn off with "Don't ask again". */
export function LogoutButton() {
  const t = useT();
  const logout = useLogout();
  const [opened, setOpened] = useState(false);
  // Mounted from the first use on, so it also closes with its transition.
  const [used, setUsed] = useState(false);

  function start() {
    if (readStored(SKIP_CONFIRM_KEY, false, isBoolean)) {
      void logout();
      return;
    }
    loadDialog().then(
      () => {
        setUsed(true);
        setOpened(true);
      },
      // Its code cannot be had (no server and no cached copy): the browser's own question,
      // so logging out never depends on the network.
      () => {
        if (window.confirm(t(logoutMessages.logOutQuestion))) void logout();
      },
    );
  }

  function confirm(dontAskAgain: boolean) {
    if (dontAskAgain) writeStored(SKIP_CONFIRM_KEY, true);
    setOpened(false);
    void logout();
  }

  return (
    <>
      <Button
        variant="subtle"
        onClick={start}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        {t(logoutMessages.logOut)}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <LogoutDialog opened={opened} onCancel={() => setOpened(false)} onConfirm={confirm} />
        </Suspense>
      )}
    </>
  );
}
