import { rangeKey, type QueryRange } from '../../../shared/ui/date-range/dateRange';
import { heartbeatRoot } from '../model/keys';
import type { TraceListFilter } from './lib/traceFilter';

const traces = (org: number) => [...heartbeatRoot.organization(org), 'traces'] as const;
const traceLists = (org: number) => [...traces(org), 'list'] as const;

/** Key fragment of the traces: trace lists, one trace's details and archived payloads. */
export const traceKeys = {
  traces,
  traceLists,
  /**
   * A range that follows the clock is named by its rule, not its ends: the list is the same
   * query at every refresh and after a reload (the persisted one, offline); its pages ask for
   * the range as of their first page's fetch (traceQueries.traces).
   */
  traceList: (org: number, range: QueryRange, filter: TraceListFilter) =>
    [...traceLists(org), rangeKey(range), filter] as const,
  trace: (org: number, traceId: number) => [...traces(org), 'detail', traceId] as const,
  payload: (org: number, payloadId: number) =>
    [...heartbeatRoot.organization(org), 'payloads', payloadId] as const,
};
