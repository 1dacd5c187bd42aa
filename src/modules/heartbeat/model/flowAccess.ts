import { queryOptions } from '@tanstack/react-query';
import { registryApi } from '../../../shared/api';
import { prefetchedStaleTime } from '../../../shared/modules/prefetch';
import { heartbeatRoot } from './keys';

const allFlowAccesses = (org: number) =>
  [...heartbeatRoot.organization(org), 'flow-accesses'] as const;

/**
 * Keys of flow access: every flow's access list (the access slice's) and the organization's
 * discrepancies lie under one prefix, what a grant or revoke changes.
 */
export const flowAccessKeys = {
  allFlowAccesses,
  discrepancies: (org: number) => [...allFlowAccesses(org), 'discrepancies'] as const,
};

/** Discrepancies of flow accesses with deployments: the issues list, counted on the overview. */
export const flowAccessQueries = {
  discrepancies: (org: number) =>
    queryOptions({
      queryKey: flowAccessKeys.discrepancies(org),
      queryFn: () => registryApi.flowAccessDiscrepancies(org),
      // The overview asks for it as the console starts (overview/prefetch.ts): that answer is
      // fresh for a moment, any other is stale at once.
      staleTime: prefetchedStaleTime,
    }),
};
