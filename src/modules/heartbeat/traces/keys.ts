import { rangeKey, type QueryRange } from '../../../shared/ui/date-range/dateRange';
import type { TraceListFilter } from './lib/traceFilter';

/** Key fragment of the traces: trace lists, one trace's details and archived payloads. */
export const traceKeys = {
  traces: (org: number) => ['heartbeat', org, 'traces'] as const,
  traceLists: (org: number) => ['heartbeat', org, 'traces', 'list'] as const,
  /**
   * A range that follows the clock is named by its rule, not its ends: the list is the same
   * query at every refresh and after a reload (the persisted one, offline); its pages ask for
   * the range as of their first page's fetch (traceQueries.traces).
   */
  traceList: (org: number, range: QueryRange, filter: TraceListFilter) =>
    ['heartbeat', org, 'traces', 'list', rangeKey(range), filter] as const,
  trace: (org: number, traceId: number) => ['heartbeat', org, 'traces', 'detail', traceId] as const,
  payload: (org: number, payloadId: number) => ['heartbeat', org, 'payloads', payloadId] as const,
};
