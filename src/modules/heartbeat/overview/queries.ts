import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { insightsApi } from '../../../shared/api';
import { prefetchedStaleTime } from '../../../shared/modules/prefetch';
import { currentRange, type QueryRange } from '../../../shared/ui/date-range/dateRange';
import { heartbeatKeys } from '../keys';

/**
 * Traffic moves every second: a range that follows the clock keeps its last answer on screen.
 * The overview asks for its traffic as the console starts (prefetch.ts): that answer is fresh
 * for a moment, any other is stale at once.
 */
const keep = { placeholderData: keepPreviousData, staleTime: prefetchedStaleTime } as const;

/** Traffic over the date range: the summary, metrics per flow and histograms. */
export const trafficQueries = {
  summary: (org: number, range: QueryRange) =>
    queryOptions({
      queryKey: heartbeatKeys.summary(org, range),
      queryFn: () => insightsApi.summary(org, currentRange(range)),
      ...keep,
    }),
  metrics: (org: number, range: QueryRange, flowId?: string) =>
    queryOptions({
      queryKey: heartbeatKeys.metrics(org, range, flowId),
      queryFn: async () => (await insightsApi.metrics(org, currentRange(range), flowId)).data,
      ...keep,
    }),
  histogram: (org: number, range: QueryRange, flowId?: string, buckets?: number) =>
    queryOptions({
      queryKey: heartbeatKeys.histogram(org, range, flowId, buckets),
      queryFn: () => insightsApi.histogram(org, currentRange(range), flowId, buckets),
      ...keep,
    }),
};
