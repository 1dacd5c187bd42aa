import type { TraceQuery } from '../../../shared/api';

/** Key fragment of the traces: trace lists, one trace's details and archived payloads. */
export const traceKeys = {
  traces: (org: number) => ['heartbeat', org, 'traces'] as const,
  traceLists: (org: number) => ['heartbeat', org, 'traces', 'list'] as const,
  traceList: (org: number, query: Omit<TraceQuery, 'offset' | 'limit'>) =>
    ['heartbeat', org, 'traces', 'list', query] as const,
  trace: (org: number, traceId: number) => ['heartbeat', org, 'traces', 'detail', traceId] as const,
  payload: (org: number, payloadId: number) => ['heartbeat', org, 'payloads', payloadId] as const,
};
