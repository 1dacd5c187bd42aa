import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { insightsApi } from '../../../shared/api';
import type { DeployedFlow, FlowSpecEdit } from '../../../shared/contracts';
import { flowKeys } from '../model/flows';
import { trafficKeys } from '../model/traffic';

// The deployed flows and one flow are read through model/flows.ts (flowQueries): every slice
// that lists or picks flows reads them. Their changes are the flows slice's.

/** A deployed flow's disablement is replaced in place, in the list and in the detail (spec 4). */
function storeFlow(queryClient: QueryClient, org: number, flow: DeployedFlow) {
  queryClient.setQueryData(flowKeys.flow(org, flow.flowSpec.id), flow);
  queryClient.setQueryData<DeployedFlow[]>(flowKeys.flows(org), (flows) =>
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
        queryClient.invalidateQueries({ queryKey: flowKeys.flows(org) }),
        queryClient.invalidateQueries({ queryKey: trafficKeys.traffic(org) }),
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
      await queryClient.invalidateQueries({ queryKey: flowKeys.flows(org) });
    },
  });
}
