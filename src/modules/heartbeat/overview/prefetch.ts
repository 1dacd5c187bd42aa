import type { AskAhead } from '../../../shared/modules/askAhead';
import type { PagePrefetchContext } from '../../../shared/modules/types';
import { queryRangeOf, selectionFromSearch } from '../../../shared/ui/date-range/dateRange';
import { flowAccessQueries } from '../model/flowAccess';
import { flowQueries } from '../model/flows';
import { trafficQueries } from '../model/traffic';

/**
 * The overview's queries (OverviewPage, TrafficPanel, useFlowRows), asked for as the console
 * starts on it. The range is the address's, as the frame reads it (useDateRange); a range the
 * page ends up reading otherwise (another tab's shared one) is asked for by the page.
 */
export function prefetchOverview(
  ask: AskAhead,
  { organizationId: org, search, timeZone }: PagePrefetchContext,
): void {
  const range = queryRangeOf(selectionFromSearch(search), Date.now(), timeZone);
  // A failure stays in the query's state for the page. The answers are fresh for a moment
  // (prefetchedStaleTime): the page mounting then does not ask again.
  ask(trafficQueries.histogram(org, range));
  ask(trafficQueries.summary(org, range));
  ask(trafficQueries.metrics(org, range));
  ask(flowQueries.flows(org));
  ask(flowAccessQueries.discrepancies(org));
}
