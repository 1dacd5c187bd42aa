import { useEffect, useMemo } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { RoleEntry, User } from '../../shared/contracts';
import { ORGANIZATION_PARAM, withOrganization } from '../../shared/routing';
import { readStoredRole, resolveActiveRole, storeActiveRole } from './activeRole';

/**
 * The active role, derived from the `organization` query parameter, the stored role and the
 * user's own organization; the parameter and the stored role follow it.
 */
export function useActiveRole(user: User, roles: readonly RoleEntry[]): RoleEntry | null {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const urlOrganization = searchParams.get(ORGANIZATION_PARAM);
  const active = useMemo(
    () =>
      resolveActiveRole(roles, {
        urlOrganization,
        stored: readStoredRole(),
        ownOrganizationId: user.organizationId,
      }),
    [roles, urlOrganization, user.organizationId],
  );

  const activeShortName = active?.organizationDetails.shortName ?? null;
  useEffect(() => {
    if (active) storeActiveRole(active);
  }, [active]);
  useEffect(() => {
    if (!activeShortName || urlOrganization === activeShortName) return;
    // Read the address now, not at render: a redirect may have changed it in this commit.
    const { pathname, search } = window.location;
    navigate(`${pathname}${withOrganization(search, activeShortName)}`, { replace: true });
  }, [activeShortName, urlOrganization, navigate]);

  return active;
}
