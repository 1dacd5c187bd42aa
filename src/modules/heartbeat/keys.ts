import type { TraceQuery } from '../../shared/api';
import { rangeKey, type QueryRange } from '../../shared/ui/date-range';

/** Query keys of the heartbeat module; invalidate through these only. */
export const heartbeatKeys = {
  all: ['heartbeat'] as const,
  organization: (org: number) => ['heartbeat', org] as const,
  flows: (org: number) => ['heartbeat', org, 'flows'] as const,
  flow: (org: number, flowId: string) => ['heartbeat', org, 'flows', flowId] as const,
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
  traces: (org: number) => ['heartbeat', org, 'traces'] as const,
  traceLists: (org: number) => ['heartbeat', org, 'traces', 'list'] as const,
  traceList: (org: number, query: Omit<TraceQuery, 'offset' | 'limit'>) =>
    ['heartbeat', org, 'traces', 'list', query] as const,
  trace: (org: number, traceId: number) => ['heartbeat', org, 'traces', 'detail', traceId] as const,
  payload: (org: number, payloadId: number) => ['heartbeat', org, 'payloads', payloadId] as const,
  flowAccesses: (org: number, flowId: string) =>
    ['heartbeat', org, 'flow-accesses', 'flow', flowId] as const,
  discrepancies: (org: number) => ['heartbeat', org, 'flow-accesses', 'discrepancies'] as const,
};
