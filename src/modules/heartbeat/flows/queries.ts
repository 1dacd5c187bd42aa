import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { insightsApi, isApiError, isAuthFailure } from '../../../shared/api';
import type { DeployedFlow, FlowSpecEdit } from '../../../shared/contracts';
import { prefetchedStaleTime } from '../../../shared/modules/prefetch';
import { heartbeatKeys } from '../keys';

/** The deployed flows and one flow. */
export const flowQueries = {
  // The overview asks for it as the console starts (overview/prefetch.ts): that answer is
  // fresh for a moment, any other is stale at once.
  flows: (org: number) =>
    queryOptions({
      queryKey: heartbeatKeys.flows(org),
      queryFn: () => insightsApi.flows(org),
      staleTime: prefetchedStaleTime,
    }),
  flow: (org: number, flowId: string) =>
    queryOptions({
      queryKey: heartbeatKeys.flow(org, flowId),
      queryFn: () => insightsApi.flow(org, flowId),
      // An unknown flow stays unknown: no retries for a 404.
      retry: (count, error) =>
        count < 3 && !isAuthFailure(error) && !(isApiError(error) && error.status === 404),
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

/** Saves an edited flow spec; the flow is replaced in place (spec 4). */
export function useFlowSpecSave(org: number, flowId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: FlowSpecEdit) => insightsApi.updateFlowSpec(org, flowId, edit),
    onSuccess: async (flow) => {
      storeFlow(queryClient, org, flow);
      await queryClient.invalidateQueries({ queryKey: heartbeatKeys.flows(org) });
    },
  });
}
