import { heartbeatRoot } from '../model/keys';

const agents = (org: number) => [...heartbeatRoot.organization(org), 'agents'] as const;

/** Key fragment of agents: the organization's list and one agent. */
export const agentKeys = {
  agents,
  agent: (org: number, agentId: number) => [...agents(org), agentId] as const,
};
