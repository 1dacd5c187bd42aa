import { Alert } from '@mantine/core';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useT } from '../../i18n';
import { useIsOnline } from '../../network';
import { usePageDataAge } from './dataAge';
import { offlineMessages } from './messages';

/**
 * How many queries on screen wait for the server with nothing to show: offline, a query never
 * answered on this device (so not in the persisted cache) pauses without data, and its view
 * stays a placeholder.
 */
function waitingWithoutData(client: QueryClient): number {
  let count = 0;
  for (const query of client.getQueryCache().getAll()) {
    if (
      // The session's answers are the shell's, not the page's (SessionUnavailable says so).
      query.queryKey[0] !== 'session' &&
      query.state.fetchStatus === 'paused' &&
      query.state.data === undefined &&
      query.getObserversCount() > 0
    ) {
      count += 1;
    }
  }
  return count;
}

const noChange = () => () => undefined;

/** Counted only while `active` (offline): online the cache is not watched at all. */
function useWaitingWithoutData(active: boolean): number {
  const client = useQueryClient();
  const subscribe = useCallback(
    (changed: () => void) => client.getQueryCache().subscribe(changed),
    [client],
  );
  return useSyncExternalStore(
    active ? subscribe : noChange,
    () => (active ? waitingWithoutData(client) : 0),
    () => 0,
  );
}

/**
 * Offline, on any page: says that what the page shows was not kept on this device (it was not
 * opened while online), and what to do, where the page would otherwise show only its empty
 * placeholders. Part of a page (a tab, a panel) is said so too.
 */
export function NotKeptNote() {
  const t = useT();
  const online = useIsOnline();
  const waiting = useWaitingWithoutData(!online);
  const dataAge = usePageDataAge();
  if (online || waiting === 0) return null;
  return (
    <Alert color="gray" role="status" mb="md" data-testid="not-kept">
      {t(dataAge ? offlineMessages.partNotKept : offlineMessages.pageNotKept)}
    </Alert>
  );
}
