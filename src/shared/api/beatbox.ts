import type { Agent, AgentInput, Beatbox, BeatboxInput } from '../contracts';
import { request } from './http';

/** Beatboxes and agents of the resource registry (docs/api.md, "Beatboxes and agents"). */
export const beatboxApi = {
  beatboxes: (org: number) => request<Beatbox[]>('registry', `/v1/${org}/beatboxes`),
  beatbox: (org: number, beatboxId: number) =>
    request<Beatbox>('registry', `/v1/${org}/beatboxes/${beatboxId}`),
  createBeatbox: (org: number, input: BeatboxInput) =>
    request<Beatbox>('registry', `/v1/${org}/beatboxes`, { method: 'POST', body: input }),
  updateBeatbox: (org: number, beatboxId: number, input: BeatboxInput) =>
    request<Beatbox>('registry', `/v1/${org}/beatboxes/${beatboxId}`, {
      method: 'PUT',
      body: input,
    }),
  deleteBeatbox: (org: number, beatboxId: number) =>
    request<null>('registry', `/v1/${org}/beatboxes/${beatboxId}`, { method: 'DELETE' }),
  agents: (org: number) => request<Agent[]>('registry', `/v1/${org}/agents`),
  agent: (org: number, agentId: number) =>
    request<Agent>('registry', `/v1/${org}/agents/${agentId}`),
  createAgent: (org: number, input: AgentInput) =>
    request<Agent>('registry', `/v1/${org}/agents`, { method: 'POST', body: input }),
  updateAgent: (org: number, agentId: number, input: AgentInput) =>
    request<Agent>('registry', `/v1/${org}/agents/${agentId}`, { method: 'PUT', body: input }),
  deleteAgent: (org: number, agentId: number) =>
    request<null>('registry', `/v1/${org}/agents/${agentId}`, { method: 'DELETE' }),
};
