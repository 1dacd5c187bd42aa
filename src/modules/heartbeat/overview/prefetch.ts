import type { QueryClient } from '@tanstack/react-query';
import { prefetchFresh, type PagePrefetchContext } from '../../../shared/modules';
import { queryRangeOf, selectionFromSearch } from '../../../shared/ui/date-range';
import { accessQueries } from '../access/queries';
import { flowQueries } from '../flows/queries';
import { trafficQueries } from './queries';

/**
 * The overview's queries (OverviewPage, TrafficPanel, useFlowRows), asked for as the console
 * starts on it. The range is the address's, as the frame reads it (useDateRange); a range the
 * page ends up reading otherwise (another tab's shared one) is asked for by the page.
 */
export function prefetchOverview(
  queryClient: QueryClient,
  { organizationId: org, search, timeZone }: PagePrefetchContext,
): void {
  const range = queryRangeOf(selectionFromSearch(search), Date.now(), timeZone);
  // Never rejects: a failure stays in the query's state for the page. The answers are fresh
  // for a moment (prefetchedStaleTime): the page mounting then does not ask again.
  void prefetchFresh(queryClient, trafficQueries.histogram(org, range));
  void prefetchFresh(queryClient, trafficQueries.summary(org, range));
  void prefetchFresh(queryClient, trafficQueries.metrics(org, range));
  void prefetchFresh(queryClient, flowQueries.flows(org));
  void prefetchFresh(queryClient, accessQueries.discrepancies(org));
}
