import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useConsoleSession } from '../../shared/session';
import { PageFrame } from '../../shared/ui/page-frame';
import { heartbeatRoot } from './model/keys';
import { restartPagedLists, sharedRefresh } from './model/refresh';

/**
 * The shared page frame around every heartbeat page: one date range and refresh toolbar for
 * the organization's heartbeat queries. The shared timer refetches for every tab what the
 * page shows; a query declares otherwise in its options (model/refresh.ts): the trace lists
 * each tab starts again from their first page at a tick (their key names a range that follows
 * the clock by its rule, so the moved range alone does not refetch them, and a thousand pages
 * are not refetched), and archived payloads, which never change.
 */
export function HeartbeatFrame({ children }: { children: ReactNode }) {
  const org = useConsoleSession().organization.organizationId;
  const queryClient = useQueryClient();
  const scope = useMemo(() => heartbeatRoot.organization(org), [org]);
  const restartLists = useCallback(
    () => void restartPagedLists(queryClient, scope),
    [queryClient, scope],
  );
  return (
    <PageFrame refreshScope={scope} refreshFilter={sharedRefresh} onRefreshTick={restartLists}>
      {children}
    </PageFrame>
  );
}
