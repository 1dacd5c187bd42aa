import type { UseQueryResult } from '@tanstack/react-query';
import { useIsOnline } from '../../network';
import { PendingPage } from '../PendingPage';
import { QueryError } from '../QueryError';

/**
 * A page's data while it loads (the pending page) or when it fails (the failure, with "Try
 * again"). Offline a failure is not shown while the last data still is: the page shows it
 * with its age instead (`FetchedAt`).
 */
export function QueryState({ query }: { query: UseQueryResult<unknown> }) {
  const online = useIsOnline();
  if (query.isPending) return <PendingPage />;
  if (query.isError && (online || !query.data)) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  return null;
}
