import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useConsoleSession } from '../../shared/session';
import { PageFrame } from '../../shared/ui/page-frame';
import { heartbeatKeys } from './keys';
import { restartTraceLists } from './traces/queries';

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
 * the organization's heartbeat queries. A tick starts the trace lists again: their key names a
 * range that follows the clock by its rule, so the moved range alone does not refetch them.
 */
export function HeartbeatFrame({ children }: { children: ReactNode }) {
  const org = useConsoleSession().organization.organizationId;
  const queryClient = useQueryClient();
  const scope = useMemo(() => heartbeatKeys.organization(org), [org]);
  const restartLists = useCallback(
    () => void restartTraceLists(queryClient, org),
    [queryClient, org],
  );
  return (
    <PageFrame refreshScope={scope} refreshFilter={sharedRefresh} onRefreshTick={restartLists}>
      {children}
    </PageFrame>
  );
}
