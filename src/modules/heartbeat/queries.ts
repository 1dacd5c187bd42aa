import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  insightsApi,
  isApiError,
  isAuthFailure,
  registryApi,
  type TraceQuery,
} from '../../shared/api';
import { currentRange, type QueryRange } from '../../shared/ui/date-range';
import { DEFAULT_TRACE_PAGE_SIZE, type DeployedFlow } from '../../shared/contracts';
import { heartbeatKeys } from './keys';

/** Traffic moves every second: a range that follows the clock keeps its last answer on screen. */
const keep = { placeholderData: keepPreviousData } as const;

export const heartbeatQueries = {
  flows: (org: number) =>
    queryOptions({ queryKey: heartbeatKeys.flows(org), queryFn: () => insightsApi.flows(org) }),
  flow: (org: number, flowId: string) =>
    queryOptions({
      queryKey: heartbeatKeys.flow(org, flowId),
      queryFn: () => insightsApi.flow(org, flowId),
      // An unknown flow stays unknown: no retries for a 404.
      retry: (count, error) =>
        count < 3 && !isAuthFailure(error) && !(isApiError(error) && error.status === 404),
    }),
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
  flowAccesses: (org: number, flowId: string) =>
    queryOptions({
      queryKey: heartbeatKeys.flowAccesses(org, flowId),
      queryFn: () => registryApi.flowAccesses(org, flowId),
    }),
  discrepancies: (org: number) =>
    queryOptions({
      queryKey: heartbeatKeys.discrepancies(org),
      queryFn: () => registryApi.flowAccessDiscrepancies(org),
    }),
};

/** A deployed flow's disablement is replaced in place, in the list and in the detail (spec 4). */
function storeFlow(queryClient: QueryClient, org: number, flow: DeployedFlow) {
  queryClient.setQueryData(heartbeatKeys.flow(org, flow.flowSpec.id), flow);
  queryClient.setQueryData<DeployedFlow[]>(heartbeatKeys.flows(org), (flows) =>
    flows?.map((entry) => (entry.flowSpec.id === flow.flowSpec.id ? flow : entry)),
  );
}

interface FlowControl {
  flowId: string;
  pause: boolean;
  reason: string;
}

/** Pauses (with a reason) or resumes a flow. */
export function useFlowControl(org: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flowId, pause, reason }: FlowControl) =>
      pause
        ? insightsApi.pauseFlow(org, flowId, reason)
        : insightsApi.resumeFlow(org, flowId, reason || undefined),
    onSuccess: async (flow) => {
      storeFlow(queryClient, org, flow);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: heartbeatKeys.flows(org) }),
        queryClient.invalidateQueries({ queryKey: heartbeatKeys.traffic(org) }),
      ]);
    },
  });
}

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
  return useMutation({
    mutationFn: async (query: Omit<TraceQuery, 'offset' | 'limit'>) => {
      const { collectTraces, tracesToCsv } = await import('./lib/tracesCsv');
      const traces = await collectTraces((offset, limit) =>
        insightsApi.traces(org, { ...query, offset, limit }),
      );
      return new Blob([tracesToCsv(traces)], { type: 'text/csv;charset=utf-8' });
    },
  });
}
