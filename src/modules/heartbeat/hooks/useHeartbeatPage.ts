import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useConsoleSession } from '../../../shared/session';
import { useObservedQueryKeys } from '../../../shared/tabs';
import { useDateRange } from '../../../shared/ui/date-range';
import { heartbeatKeys } from '../keys';

/**
 * Refreshed for every tab by the shared timer: what the page shows, except trace lists (each
 * tab starts its own list again at a tick rather than refetching a thousand pages) and
 * archived payloads, which never change.
 */
const sharedRefresh = (query: Query) => {
  const [, , kind, part] = query.queryKey;
  return kind !== 'payloads' && !(kind === 'traces' && part === 'list');
};

/** What every heartbeat page needs: the organization, role, features, range and refresh. */
export function useHeartbeatPage() {
  const session = useConsoleSession();
  const queryClient = useQueryClient();
  const dateRange = useDateRange();
  const org = session.organization.organizationId;
  const { live, refresh: moveRange } = dateRange;
  const refreshedKeys = useObservedQueryKeys(heartbeatKeys.organization(org), sharedRefresh);
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
    refresh: { queryKeys: refreshedKeys, onTick },
  };
}
