import { rangeKey, type QueryRange } from '../../../shared/ui/date-range/dateRange';

/** Key fragment of the overview: everything computed from traffic. */
export const overviewKeys = {
  /** Everything computed from traffic: summary, metrics, histograms. */
  traffic: (org: number) => ['heartbeat', org, 'traffic'] as const,
  /**
   * A range that follows the clock is named by its rule, not its ends: every tab and every
   * refresh shares one query, which asks for the moved range when refetched.
   */
  summary: (org: number, range: QueryRange) =>
    ['heartbeat', org, 'traffic', 'summary', rangeKey(range)] as const,
  metrics: (org: number, range: QueryRange, flowId?: string) =>
    ['heartbeat', org, 'traffic', 'metrics', rangeKey(range), flowId ?? null] as const,
  histogram: (org: number, range: QueryRange, flowId?: string, buckets?: number) =>
    [
      'heartbeat',
      org,
      'traffic',
      'histogram',
      rangeKey(range),
      flowId ?? null,
      buckets ?? null,
    ] as const,
};
