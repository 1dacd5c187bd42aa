import { useMemo } from 'react';
import { isOwner, type Role } from '../../shared/contracts';
import type { AccessContext } from '../../shared/modules';
import { useConsoleSession, type ConsoleSession } from '../../shared/session';

/** Role checks compare against the active role and the role in the user's own organization (spec 6). */
export function accessContextOf(session: ConsoleSession): AccessContext {
  const own = session.roles.find((entry) => entry.organizationId === session.user.organizationId);
  const roles: Role[] = [session.activeRole.role];
  if (own) roles.push(own.role);
  return {
    features: session.features,
    roles,
    owner: isOwner(session.roles),
    organizationModules: session.modules,
  };
}

export function useAccessContext(): AccessContext {
  const session = useConsoleSession();
  return useMemo(() => accessContextOf(session), [session]);
}
