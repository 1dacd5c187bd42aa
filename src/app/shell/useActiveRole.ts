import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import type { RoleEntry, User } from '../../shared/contracts';
import { ORGANIZATION_PARAM, withOrganization } from '../../shared/routing';
import { readStoredRole, resolveActiveRole, storeActiveRole } from '../persistence/activeRole';

/**
 * The active role, derived from the `organization` query parameter, this tab's stored role (or
 * the default for new tabs) and the user's own organization; the parameter and the stored role
 * follow it. Each tab keeps its own: switching in one tab leaves the others as they are.
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
  // The organization this tab showed before: a change from it is the user's choice.
  const shown = useRef<number | null>(null);
  useEffect(() => {
    if (!active) return;
    const changed = shown.current !== null && shown.current !== active.organizationId;
    shown.current = active.organizationId;
    storeActiveRole(active, { asDefault: changed });
  }, [active]);
  useEffect(() => {
    if (!activeShortName || urlOrganization === activeShortName) return;
    // Read the address now, not at render: a redirect may have changed it in this commit.
    const { pathname, search } = window.location;
    navigate(`${pathname}${withOrganization(search, activeShortName)}`, { replace: true });
  }, [activeShortName, urlOrganization, navigate]);

  return active;
}
