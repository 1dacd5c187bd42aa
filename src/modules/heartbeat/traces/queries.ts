import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { insightsApi } from '../../../shared/api';
import { DEFAULT_TRACE_PAGE_SIZE, type TracePage } from '../../../shared/contracts';
import { useTimeZone } from '../../../shared/i18n';
import { currentRange, type QueryRange, type ResolvedRange } from '../../../shared/ui/date-range';
import { frameRefresh } from '../model/refresh';
import { trafficKeys } from '../model/traffic';
import { traceKeys } from './keys';
import type { TraceListFilter } from './lib/traceFilter';

/**
 * Where a page of a trace list starts, and the range of the list: null for the first page,
 * which resolves the range as of its fetch; later pages carry the first page's range.
 */
export interface TracePageParam {
  offset: number;
  range: ResolvedRange | null;
}

/** A page of a trace list, with the range its list was asked for. */
export interface TraceListPage extends TracePage {
  range: ResolvedRange;
}

const FIRST_PAGE: TracePageParam = { offset: 0, range: null };

/** Trace lists, one trace's details and archived payloads. */
export const traceQueries = {
  /**
   * Pages of 100 traces; "load more" asks for the next offset. A range that follows the clock
   * is resolved when the first page is fetched (again), and every later page of the list asks
   * for that same range: a page loaded a minute later continues the list on screen instead of
   * shifting under it.
   */
  traces: (org: number, range: QueryRange, filter: TraceListFilter) =>
    infiniteQueryOptions({
      queryKey: traceKeys.traceList(org, range, filter),
      queryFn: async ({ pageParam, signal }): Promise<TraceListPage> => {
        const resolved = pageParam.range ?? currentRange(range);
        const page = await insightsApi.traces(
          org,
          { ...filter, ...resolved, offset: pageParam.offset, limit: DEFAULT_TRACE_PAGE_SIZE },
          signal,
        );
        return { ...page, range: resolved };
      },
      initialPageParam: FIRST_PAGE,
      getNextPageParam: (last): TracePageParam | undefined =>
        last.meta.actualResultSize < last.meta.requestedResultMaxSize
          ? undefined
          : { offset: last.meta.resultOffset + last.meta.actualResultSize, range: last.range },
      // Each tab starts its lists again at a refresh tick instead of refetching every page.
      meta: frameRefresh.restart,
    }),
  trace: (org: number, traceId: number) =>
    queryOptions({
      queryKey: traceKeys.trace(org, traceId),
      queryFn: () => insightsApi.trace(org, traceId),
    }),
  payload: (org: number, payloadId: number) =>
    queryOptions({
      queryKey: traceKeys.payload(org, payloadId),
      queryFn: ({ signal }) => insightsApi.payload(org, payloadId, signal),
      // Archived payloads never change.
      staleTime: Infinity,
      retry: false,
      // Payloads can be large and may carry customer data: kept in memory only. Never
      // refetched by the frame either.
      meta: { persist: false, ...frameRefresh.never },
    }),
};

/** Resubmits payloads of traces of one flow; the new traces appear in every trace list. */
export function useResubmitTraces(org: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flowId, traceIds }: { flowId: string; traceIds: number[] }) =>
      insightsApi.resubmit(org, flowId, traceIds),
    onSuccess: () =>
      Promise.all([
        queryClient.resetQueries({ queryKey: traceKeys.traceLists(org) }),
        queryClient.invalidateQueries({ queryKey: trafficKeys.traffic(org) }),
      ]),
  });
}

/** Fetches a payload as the archive names it (download=true), for "get file". */
export function usePayloadFile(org: number) {
  return useMutation({
    mutationFn: (payloadId: number) => insightsApi.payloadFile(org, payloadId),
  });
}

/**
 * Prepares a CSV of every trace matching the filter (up to the download limit). papaparse is
 * loaded only when a download is asked for.
 */
export function usePrepareTracesCsv(org: number) {
  const zone = useTimeZone();
  return useMutation({
    mutationFn: async ({ range, filter }: { range: QueryRange; filter: TraceListFilter }) => {
      // A range that follows the clock is taken as of now, once for every page of the file.
      const resolved = currentRange(range);
      const { collectTraces, tracesToCsv } = await import('./lib/tracesCsv');
      const traces = await collectTraces((offset, limit) =>
        insightsApi.traces(org, { ...filter, ...resolved, offset, limit }),
      );
      const file = new Blob([tracesToCsv(traces, zone)], { type: 'text/csv;charset=utf-8' });
      return { file, range: resolved };
    },
  });
}
