import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { clearAuth, identityApi, readAuth } from '../../shared/api';
import { isOnline, networkStatus } from '../../shared/network';
import { paths } from '../../shared/routing';

/** The server is given this long to end the session; signing out never waits longer. */
const SERVER_LOGOUT_WAIT_MS = 3000;

/**
 * Ends the session at the server (when it can be reached), then forgets it here; other tabs
 * see the cleared token through the storage event and sign out too. The app then wipes the
 * user's persisted data (src/app/runtime.ts), online or offline.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    const { token, refreshToken } = readAuth();
    if (token && isOnline(networkStatus)) {
      await Promise.race([
        identityApi.logout(refreshToken).catch(() => {
          // The session is forgotten here whatever the server answered.
        }),
        new Promise((resolve) => setTimeout(resolve, SERVER_LOGOUT_WAIT_MS)),
      ]);
    }
    // Both in one tick, so the signed-out app renders the sign-in page without remembering
    // the page the user chose to leave.
    clearAuth();
    navigate(paths.login());
    queryClient.clear();
  }, [navigate, queryClient]);
}
