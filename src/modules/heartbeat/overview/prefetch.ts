import type { QueryClient } from '@tanstack/react-query';
import type { PagePrefetchContext } from '../../../shared/modules';
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
  // prefetchQuery never rejects: a failure stays in the query's state for the page.
  void queryClient.prefetchQuery(trafficQueries.histogram(org, range));
  void queryClient.prefetchQuery(trafficQueries.summary(org, range));
  void queryClient.prefetchQuery(trafficQueries.metrics(org, range));
  void queryClient.prefetchQuery(flowQueries.flows(org));
  void queryClient.prefetchQuery(accessQueries.discrepancies(org));
}
