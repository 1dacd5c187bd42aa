import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { insightsApi } from '../../../shared/api';
import { prefetchedStaleTime } from '../../../shared/modules/prefetch';
import { currentRange, rangeKey, type QueryRange } from '../../../shared/ui/date-range/dateRange';
import { heartbeatRoot } from './keys';

const traffic = (org: number) => [...heartbeatRoot.organization(org), 'traffic'] as const;

/**
 * Keys of everything computed from traffic: summary, metrics, histograms (and reporting's
 * report, under the same prefix, so it refreshes with the other traffic views). A range that
 * follows the clock is named by its rule, not its ends: every tab and every refresh shares one
 * query, which asks for the moved range when refetched.
 */
export const trafficKeys = {
  traffic,
  summary: (org: number, range: QueryRange) =>
    [...traffic(org), 'summary', rangeKey(range)] as const,
  metrics: (org: number, range: QueryRange, flowId?: string) =>
    [...traffic(org), 'metrics', rangeKey(range), flowId ?? null] as const,
  histogram: (org: number, range: QueryRange, flowId?: string, buckets?: number) =>
    [...traffic(org), 'histogram', rangeKey(range), flowId ?? null, buckets ?? null] as const,
};

/**
 * Traffic moves every second: a range that follows the clock keeps its last answer on screen.
 * The overview asks for its traffic as the console starts (overview/prefetch.ts): that answer
 * is fresh for a moment, any other is stale at once.
 */
const keep = { placeholderData: keepPreviousData, staleTime: prefetchedStaleTime } as const;

/** Traffic over the date range: the summary, metrics per flow and histograms. */
export const trafficQueries = {
  summary: (org: number, range: QueryRange) =>
    queryOptions({
      queryKey: trafficKeys.summary(org, range),
      queryFn: () => insightsApi.summary(org, currentRange(range)),
      ...keep,
    }),
  metrics: (org: number, range: QueryRange, flowId?: string) =>
    queryOptions({
      queryKey: trafficKeys.metrics(org, range, flowId),
      queryFn: async () => (await insightsApi.metrics(org, currentRange(range), flowId)).data,
      ...keep,
    }),
  histogram: (org: number, range: QueryRange, flowId?: string, buckets?: number) =>
    queryOptions({
      queryKey: trafficKeys.histogram(org, range, flowId, buckets),
      queryFn: () => insightsApi.histogram(org, currentRange(range), flowId, buckets),
      ...keep,
    }),
};
