import { queryOptions } from '@tanstack/react-query';
import { beatboxApi } from '../../../shared/api';
import type { AgentInput } from '../../../shared/contracts';
import type { EdgeCalls } from '../edges';
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

/** The calls that change agents (the edge hosts' page makes them). */
export const agentCalls: EdgeCalls<AgentInput> = {
  create: beatboxApi.createAgent,
  update: beatboxApi.updateAgent,
  remove: beatboxApi.deleteAgent,
  listKey: agentKeys.agents,
};
