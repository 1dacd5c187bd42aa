import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useConsoleSession } from '../../../shared/session';
import { useDateRange } from '../../../shared/ui/date-range';
import { heartbeatKeys } from '../keys';

/** What every heartbeat page needs: the organization, role, features, range and refresh. */
export function useHeartbeatPage() {
  const session = useConsoleSession();
  const queryClient = useQueryClient();
  const dateRange = useDateRange();
  const org = session.organization.organizationId;
  const { live, refresh: moveRange } = dateRange;
  /** This tab's part of a refresh: trace lists start again, over the moved range if it moves. */
  const onTick = useCallback(() => {
    if (live) moveRange();
    else void queryClient.resetQueries({ queryKey: heartbeatKeys.traceLists(org) });
  }, [live, moveRange, queryClient, org]);
  return {
    org,
    role: session.activeRole.role,
    features: session.features,
    dateRange,
    range: dateRange.range,
    refresh: { org, onTick },
  };
}
