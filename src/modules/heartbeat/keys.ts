import type { TimeRange, TraceQuery } from '../../shared/api';

/** Query keys of the heartbeat module; invalidate through these only. */
export const heartbeatKeys = {
  all: ['heartbeat'] as const,
  organization: (org: number) => ['heartbeat', org] as const,
  flows: (org: number) => ['heartbeat', org, 'flows'] as const,
  flow: (org: number, flowId: string) => ['heartbeat', org, 'flows', flowId] as const,
  /** Everything computed from traffic: summary, metrics, histograms. */
  traffic: (org: number) => ['heartbeat', org, 'traffic'] as const,
  summary: (org: number, range: TimeRange) =>
    ['heartbeat', org, 'traffic', 'summary', range.fromDate, range.toDate] as const,
  metrics: (org: number, range: TimeRange, flowId?: string) =>
    ['heartbeat', org, 'traffic', 'metrics', range.fromDate, range.toDate, flowId ?? null] as const,
  histogram: (org: number, range: TimeRange, flowId?: string, buckets?: number) =>
    [
      'heartbeat',
      org,
      'traffic',
      'histogram',
      range.fromDate,
      range.toDate,
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
