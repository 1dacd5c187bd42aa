import {
  onlineManager,
  type InfiniteData,
  type Query,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * What the frame's shared refresh does with a heartbeat query, declared by the query itself in
 * its options (`meta`). Left out, the shared timer refetches it for every tab while something
 * on screen shows it.
 */
export const frameRefresh = {
  /** A paged list each tab starts again from its first page at a tick (restartPagedLists). */
  restart: { frameRefresh: 'restart' },
  /** An answer that never changes (an archived payload): never refetched by the frame. */
  never: { frameRefresh: 'never' },
} as const;

/** Whether the shared timer refetches the query: what it declares no other way for. */
export const sharedRefresh = (query: Query): boolean => query.meta?.frameRefresh === undefined;

/**
 * Starts the paged lists under `scope` that declare `frameRefresh.restart` again from their
 * first page (a refresh tick: the range moved, or new entries came in). The first page stays on
 * screen until its new answer replaces it, with its fetch time. Offline nothing changes: the
 * lists would only lose their later pages while the fetch waits for the network.
 */
export async function restartPagedLists(queryClient: QueryClient, scope: QueryKey): Promise<void> {
  if (!onlineManager.isOnline()) return;
  const restarted = (query: Query) =>
    query.meta?.frameRefresh === frameRefresh.restart.frameRefresh;
  for (const query of queryClient
    .getQueryCache()
    .findAll({ queryKey: scope, predicate: restarted })) {
    const data = query.state.data as InfiniteData<unknown, unknown> | undefined;
    if (!data || data.pages.length <= 1) continue;
    queryClient.setQueryData<InfiniteData<unknown, unknown>>(
      query.queryKey,
      { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
      { updatedAt: query.state.dataUpdatedAt },
    );
  }
  await queryClient.refetchQueries({ queryKey: scope, type: 'active', predicate: restarted });
}
