import { queryOptions } from '@tanstack/react-query';
import { beatboxApi } from '../../../shared/api';
import { agentKeys } from './keys';

/** Agents of the resource registry. */
export const agentQueries = {
  agents: (org: number) =>
    queryOptions({ queryKey: agentKeys.agents(org), queryFn: () => beatboxApi.agents(org) }),
  agent: (org: number, agentId: number) =>
    queryOptions({
      queryKey: agentKeys.agent(org, agentId),
      queryFn: () => beatboxApi.agent(org, agentId),
    }),
};
