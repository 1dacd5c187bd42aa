import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { clearAuth, decodeAccessToken, ERROR_CODES, isRefusal } from '../../shared/api';
import { highestRolePerOrganization } from '../../shared/contracts';
import { sessionQueries } from '../../shared/session';
import { useAuthState } from '../auth/useAuthState';
import { SessionUnavailable } from '../network/SessionUnavailable';
import { initialScope } from '../persistence/initialScope';
import { runtimeState } from '../runtime';
import { LoadingBar } from './LoadingBar';
import { NoRolesPage } from './NoRolesPage';
import { SessionLoader } from './SessionLoader';
import { usePagePreload } from './usePagePreload';

function userIdOf(token: string | null): number | null {
  try {
    const { userId } = decodeAccessToken(token);
    return typeof userId === 'number' ? userId : null;
  } catch {
    return null;
  }
}

/** The signed-in part of the console: waits for the persisted cache, then loads the session. */
export function SignedInApp() {
  const { restoring } = useSnapshot(runtimeState);
  usePagePreload();
  useSessionPrefetch();
  return restoring ? <LoadingBar /> : <SignedInSession />;
}

/**
 * The session's five reads (the user, and the organization this tab will most likely show)
 * start at once, side by side, while the persisted copies are restored: before, the user was
 * read first and the organization's four after it, two round trips before the page could ask
 * for its data. The queries below find them on their way. A tab that ends up in another
 * organization reads that one's as before.
 */
function useSessionPrefetch(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const scope = initialScope();
    if (!scope) return;
    const { userId, organizationId } = scope;
    void queryClient.prefetchQuery(sessionQueries.user(userId));
    void queryClient.prefetchQuery(sessionQueries.organization(organizationId));
    void queryClient.prefetchQuery(sessionQueries.modules(organizationId));
    void queryClient.prefetchQuery(sessionQueries.features(organizationId));
    void queryClient.prefetchQuery(sessionQueries.configuration(organizationId, userId));
  }, [queryClient]);
}

/**
 * Loads the user, then the active organization's data. Offline or with the server down, the
 * persisted copies stand in; only an answer refusing the session signs the user out.
 */
function SignedInSession() {
  const { token } = useAuthState();
  const userId = userIdOf(token);
  const userQuery = useQuery({ ...sessionQueries.user(userId ?? 0), enabled: userId !== null });

  // Without a readable token, or when the server refuses the user, there is no session (spec 4).
  const refused = userId === null || (userQuery.isError && isRefusal(userQuery.error));
  useEffect(() => {
    if (refused) clearAuth({ error: ERROR_CODES.notLoggedIn });
  }, [refused]);

  const roles = useMemo(
    () => highestRolePerOrganization(userQuery.data?.roles ?? []),
    [userQuery.data],
  );

  if (!userQuery.data) {
    return userQuery.isError || userQuery.fetchStatus === 'paused' ? (
      <SessionUnavailable onRetry={() => void userQuery.refetch()} />
    ) : (
      <LoadingBar />
    );
  }
  if (roles.length === 0) return <NoRolesPage />;
  return <SessionLoader user={userQuery.data} roles={roles} />;
}
