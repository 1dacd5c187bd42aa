import type { Role } from '../../../shared/contracts';
import { useConsoleSession } from '../../../shared/session';
import { usePageFrame, type PageFrameValue } from '../../../shared/ui/page-frame';

export interface HeartbeatPageContext extends PageFrameValue {
  org: number;
  role: Role;
  features: ReturnType<typeof useConsoleSession>['features'];
}

/** What every heartbeat page needs: the organization, role, features, range and refresh. */
export function useHeartbeatPage(): HeartbeatPageContext {
  const session = useConsoleSession();
  return {
    ...usePageFrame(),
    org: session.organization.organizationId,
    role: session.activeRole.role,
    features: session.features,
  };
}
