import { queryOptions } from '@tanstack/react-query';
import { registryApi } from '../../../shared/api';
import { prefetchedStaleTime } from '../../../shared/modules/prefetch';
import { heartbeatKeys } from '../keys';

/** Flow accesses of the resource registry and their discrepancies with deployments. */
export const accessQueries = {
  flowAccesses: (org: number, flowId: string) =>
    queryOptions({
      queryKey: heartbeatKeys.flowAccesses(org, flowId),
      queryFn: () => registryApi.flowAccesses(org, flowId),
    }),
  discrepancies: (org: number) =>
    queryOptions({
      queryKey: heartbeatKeys.discrepancies(org),
      queryFn: () => registryApi.flowAccessDiscrepancies(org),
      // The overview asks for it as the console starts (overview/prefetch.ts): that answer is
      // fresh for a moment, any other is stale at once.
      staleTime: prefetchedStaleTime,
    }),
};
