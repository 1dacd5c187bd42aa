import { queryOptions } from '@tanstack/react-query';
import { insightsApi } from '../../../shared/api';
import { prefetchedStaleTime } from '../../../shared/modules/prefetch';
import { heartbeatRoot } from './keys';

const flows = (org: number) => [...heartbeatRoot.organization(org), 'flows'] as const;

/** Keys of the deployed flows: an organization's list and one flow, under the list. */
export const flowKeys = {
  flows,
  flow: (org: number, flowId: string) => [...flows(org), flowId] as const,
};

/** The deployed flows, which every slice that lists or picks flows reads, and one flow. */
export const flowQueries = {
  // The overview asks for it as the console starts (overview/prefetch.ts): that answer is
  // fresh for a moment, any other is stale at once.
  flows: (org: number) =>
    queryOptions({
      queryKey: flowKeys.flows(org),
      queryFn: () => insightsApi.flows(org),
      staleTime: prefetchedStaleTime,
    }),
  flow: (org: number, flowId: string) =>
    queryOptions({
      queryKey: flowKeys.flow(org, flowId),
      queryFn: () => insightsApi.flow(org, flowId),
    }),
};
