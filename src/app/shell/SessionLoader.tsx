import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { clearAuth, ERROR_CODES } from '../../shared/api';
import type { RoleEntry, User } from '../../shared/contracts';
import { ConsoleSessionContext, sessionQueries, type ConsoleSession } from '../../shared/session';
import { LoadingBar } from './LoadingBar';
import { PreferencesSync } from './PreferencesSync';
import { Shell } from './Shell';
import { useActiveRole } from './useActiveRole';

interface SessionLoaderProps {
  user: User;
  roles: RoleEntry[];
}

/**
 * Loads organization, modules, features and configuration of the active role; the loading
 * bar stays until all are there. Changing the active role loads them for the new organization.
 */
export function SessionLoader({ user, roles }: SessionLoaderProps) {
  const activeRole = useActiveRole(user, roles);
  const organizationId = activeRole?.organizationId ?? user.organizationId;
  const keep = { placeholderData: keepPreviousData };
  const organization = useQuery({ ...sessionQueries.organization(organizationId), ...keep });
  const modules = useQuery({ ...sessionQueries.modules(organizationId), ...keep });
  const features = useQuery({ ...sessionQueries.features(organizationId), ...keep });
  const configuration = useQuery({
    ...sessionQueries.configuration(organizationId, user.userId),
    ...keep,
  });
  const queries = [organization, modules, features, configuration];
  const failed = queries.some((query) => query.isError);
  const loading = queries.some((query) => query.isPending || query.isPlaceholderData);

  useEffect(() => {
    if (failed) clearAuth({ error: ERROR_CODES.notLoggedIn });
  }, [failed]);

  const session = useMemo<ConsoleSession | null>(() => {
    if (!activeRole || !organization.data || !modules.data || !features.data) return null;
    if (!configuration.data) return null;
    return {
      user,
      roles,
      activeRole,
      organization: organization.data,
      modules: modules.data,
      features: features.data,
      configuration: configuration.data,
    };
  }, [user, roles, activeRole, organization.data, modules.data, features.data, configuration.data]);

  if (!session) return <LoadingBar />;
  return (
    <ConsoleSessionContext.Provider value={session}>
      {loading && <LoadingBar />}
      <PreferencesSync />
      <Shell />
    </ConsoleSessionContext.Provider>
  );
}
