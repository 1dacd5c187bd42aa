import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { clearAuth, decodeAccessToken, ERROR_CODES } from '../../shared/api';
import { highestRolePerOrganization } from '../../shared/contracts';
import { sessionQueries } from '../../shared/session';
import { useAuthState } from '../auth/useAuthState';
import { LoadingBar } from './LoadingBar';
import { NoRolesPage } from './NoRolesPage';
import { SessionLoader } from './SessionLoader';

function userIdOf(token: string | null): number | null {
  try {
    const { userId } = decodeAccessToken(token);
    return typeof userId === 'number' ? userId : null;
  } catch {
    return null;
  }
}

/** The signed-in part of the console: loads the user, then the active organization's data. */
export function SignedInApp() {
  const { token } = useAuthState();
  const userId = userIdOf(token);
  const userQuery = useQuery({ ...sessionQueries.user(userId ?? 0), enabled: userId !== null });

  // Without a readable token or a user there is no session (spec 4).
  const failed = userId === null || userQuery.isError;
  useEffect(() => {
    if (failed) clearAuth({ error: ERROR_CODES.notLoggedIn });
  }, [failed]);

  const roles = useMemo(
    () => highestRolePerOrganization(userQuery.data?.roles ?? []),
    [userQuery.data],
  );

  if (!userQuery.data) return <LoadingBar />;
  if (roles.length === 0) return <NoRolesPage />;
  return <SessionLoader user={userQuery.data} roles={roles} />;
}
