import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { clearAuth, decodeAccessToken, ERROR_CODES, isRefusal } from '../../shared/api';
import { highestRolePerOrganization } from '../../shared/contracts';
import { sessionQueries } from '../../shared/session';
import { useAuthState } from '../auth/useAuthState';
import { SessionUnavailable } from '../network/SessionUnavailable';
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
  return restoring ? <LoadingBar /> : <SignedInSession />;
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
  // A token already gone is a sign-out under way, whose reason stays as it was given.
  const refused =
    token !== null && (userId === null || (userQuery.isError && isRefusal(userQuery.error)));
  useEffect(() => {
    if (refused) clearAuth({ error: ERROR_CODES.notLoggedIn });
  }, [refused]);

  const roles = useMemo(
    () => highestRolePerOrganization(userQuery.data?.roles ?? []),
    [userQuery.data],
  );
  // No roles: the tokens are forgotten and the invalid-roles state kept (spec 4); the app
  // then shows the no-roles page in their place.
  const noRoles = userQuery.data !== undefined && roles.length === 0;
  useEffect(() => {
    if (noRoles) clearAuth({ invalidRoles: true });
  }, [noRoles]);

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
