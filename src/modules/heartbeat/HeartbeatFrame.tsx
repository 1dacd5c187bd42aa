import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useConsoleSession } from '../../shared/session';
import { PageFrame } from '../../shared/ui/page-frame';
import { heartbeatKeys } from './keys';

/**
 * Refreshed for every tab by the shared timer: what the page shows, except trace lists (each
 * tab starts its own list again at a tick rather than refetching a thousand pages) and
 * archived payloads, which never change.
 */
const sharedRefresh = (query: Query) => {
  const [, , kind, part] = query.queryKey;
  return kind !== 'payloads' && !(kind === 'traces' && part === 'list');
};

/**
 * The shared page frame around every heartbeat page: one date range and refresh toolbar for
 * the organization's heartbeat queries. With a fixed range a tick starts the trace lists again.
 */
export function HeartbeatFrame({ children }: { children: ReactNode }) {
  const org = useConsoleSession().organization.organizationId;
  const queryClient = useQueryClient();
  const scope = useMemo(() => heartbeatKeys.organization(org), [org]);
  const restartTraceLists = useCallback(
    () => void queryClient.resetQueries({ queryKey: heartbeatKeys.traceLists(org) }),
    [queryClient, org],
  );
  return (
    <PageFrame
      refreshScope={scope}
      refreshFilter={sharedRefresh}
      onFixedRangeTick={restartTraceLists}
    >
      {children}
    </PageFrame>
  );
}
