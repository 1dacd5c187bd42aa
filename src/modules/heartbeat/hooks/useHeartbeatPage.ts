import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useConsoleSession } from '../../../shared/session';
import { useDateRange } from '../../../shared/ui/date-range';
import { refreshHeartbeat } from '../queries';

/** What every heartbeat page needs: the organization, role, features, range and a refresh. */
export function useHeartbeatPage() {
  const session = useConsoleSession();
  const queryClient = useQueryClient();
  const dateRange = useDateRange();
  const org = session.organization.organizationId;
  const { live, refresh: moveRange } = dateRange;
  const refresh = useCallback(() => {
    if (live) moveRange();
    void refreshHeartbeat(queryClient, org, live);
  }, [live, moveRange, queryClient, org]);
  return {
    org,
    role: session.activeRole.role,
    features: session.features,
    dateRange,
    range: dateRange.range,
    refresh,
  };
}
