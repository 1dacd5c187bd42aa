import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { clearAuth, identityApi, readAuth } from '../../shared/api';
import { paths } from '../../shared/routing';

/**
 * Ends the session at the server, then forgets it here; other tabs see the cleared token
 * through the storage event and sign out too.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useCallback(async () => {
    const { token, refreshToken } = readAuth();
    if (token) {
      await identityApi.logout(refreshToken).catch(() => {
        // The session is forgotten here whatever the server answered.
      });
    }
    // Both in one tick, so the signed-out app renders the sign-in page without remembering
    // the page the user chose to leave.
    clearAuth();
    navigate(paths.login());
    queryClient.clear();
  }, [navigate, queryClient]);
}
