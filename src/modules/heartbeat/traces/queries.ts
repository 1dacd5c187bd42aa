import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { insightsApi, type TraceQuery } from '../../../shared/api';
import { DEFAULT_TRACE_PAGE_SIZE } from '../../../shared/contracts';
import { useTimeZone } from '../../../shared/i18n';
import { heartbeatKeys } from '../keys';

/** Trace lists, one trace's details and archived payloads. */
export const traceQueries = {
  /** Pages of 100 traces; "load more" asks for the next offset. */
  traces: (org: number, query: Omit<TraceQuery, 'offset' | 'limit'>) =>
    infiniteQueryOptions({
      queryKey: heartbeatKeys.traceList(org, query),
      queryFn: ({ pageParam, signal }) =>
        insightsApi.traces(
          org,
          { ...query, offset: pageParam, limit: DEFAULT_TRACE_PAGE_SIZE },
          signal,
        ),
      initialPageParam: 0,
      getNextPageParam: (last) =>
        last.meta.actualResultSize < last.meta.requestedResultMaxSize
          ? undefined
          : last.meta.resultOffset + last.meta.actualResultSize,
    }),
  trace: (org: number, traceId: number) =>
    queryOptions({
      queryKey: heartbeatKeys.trace(org, traceId),
      queryFn: () => insightsApi.trace(org, traceId),
    }),
  payload: (org: number, payloadId: number) =>
    queryOptions({
      queryKey: heartbeatKeys.payload(org, payloadId),
      queryFn: ({ signal }) => insightsApi.payload(org, payloadId, signal),
      // Archived payloads never change.
      staleTime: Infinity,
      retry: false,
      // Payloads can be large and may carry customer data: kept in memory only.
      meta: { persist: false },
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
        queryClient.resetQueries({ queryKey: heartbeatKeys.traceLists(org) }),
        queryClient.invalidateQueries({ queryKey: heartbeatKeys.traffic(org) }),
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
    mutationFn: async (query: Omit<TraceQuery, 'offset' | 'limit'>) => {
      const { collectTraces, tracesToCsv } = await import('./lib/tracesCsv');
      const traces = await collectTraces((offset, limit) =>
        insightsApi.traces(org, { ...query, offset, limit }),
      );
      return new Blob([tracesToCsv(traces, zone)], { type: 'text/csv;charset=utf-8' });
    },
  });
}
