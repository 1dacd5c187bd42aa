import type { UseQueryResult } from '@tanstack/react-query';
import type { Message } from '../../i18n';
import { useIsOnline } from '../../network';
import { PendingPage } from '../PendingPage';
import { QueryError } from '../QueryError';

/**
 * A page's data while it loads (the pending page) or when it fails (the failure, with "Try
 * again"). Offline a failure is not shown while the last data still is: the page shows it
 * with its age instead (`FetchedAt`). `title`: the failure's, if not the shared one.
 */
export function QueryState({ query, title }: { query: UseQueryResult<unknown>; title?: Message }) {
  const online = useIsOnline();
  if (query.isPending) return <PendingPage />;
  if (query.isError && (online || !query.data)) {
    return <QueryError error={query.error} title={title} onRetry={() => void query.refetch()} />;
  }
  return null;
}
