import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { withEarlyRead } from './askAhead';

/**
 * How long an answer fetched by a page's start-up prefetch (ModuleRoute.prefetch) counts as
 * fresh: the page mounting a moment after the answer came does not ask again.
 */
export const PREFETCHED_FRESH_MS = 10_000;

/** The state of a query that tells its answers apart (two may come in the same millisecond). */
interface AnswerOf {
  state: { dataUpdatedAt: number; dataUpdateCount: number };
}

/** Each entry's answer that came from a start-up prefetch, by the query (WeakMap: no leak). */
const prefetchedAnswers = new WeakMap<AnswerOf, AnswerOf['state']>();

const sameAnswer = (a: AnswerOf['state'] | undefined, b: AnswerOf['state']) =>
  a?.dataUpdatedAt === b.dataUpdatedAt && a.dataUpdateCount === b.dataUpdateCount;

/**
 * The `staleTime` of a query a page asks for ahead: fresh for PREFETCHED_FRESH_MS while its
 * entry still holds the answer the prefetch fetched; any other answer (the page's own, a
 * refresh, a copy restored from the browser) is stale at once, as by default. So another page
 * opened within 10 s of the page's own answer asks again; the refresh control, a new range and
 * an invalidation ask again as before.
 */
export function prefetchedStaleTime(query: AnswerOf): number {
  return sameAnswer(prefetchedAnswers.get(query), query.state) ? PREFETCHED_FRESH_MS : 0;
}

/**
 * Asks for a page's query ahead (in a ModuleRoute.prefetch), with the options the page uses
 * (their `staleTime` is prefetchedStaleTime), and marks the answer it fetched as the prefetch's.
 * A read the console's entry began for it (askBeforeBoot) gives the answer. Never rejects: a
 * failure stays in the query's state for the page, and marks nothing.
 */
export async function prefetchFresh<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<void> {
  const askedAt = Date.now();
  await queryClient.prefetchQuery(withEarlyRead(options));
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  // Only an answer this prefetch fetched: not one that was in the cache already.
  if (query?.state.status === 'success' && query.state.dataUpdatedAt >= askedAt) {
    const { dataUpdatedAt, dataUpdateCount } = query.state;
    prefetchedAnswers.set(query, { dataUpdatedAt, dataUpdateCount });
  }
}
