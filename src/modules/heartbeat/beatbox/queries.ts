import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { beatboxApi, isApiError, isAuthFailure } from '../../../shared/api';
import type { AgentInput, BeatboxInput } from '../../../shared/contracts';
import { heartbeatKeys } from '../keys';

/** An unknown beatbox or agent stays unknown: no retries for a 404. */
const retryUnlessGone = (count: number, error: unknown) =>
  count < 3 && !isAuthFailure(error) && !(isApiError(error) && error.status === 404);

/** Beatboxes and agents of the resource registry. */
export const edgeQueries = {
  beatboxes: (org: number) =>
    queryOptions({
      queryKey: heartbeatKeys.beatboxes(org),
      queryFn: () => beatboxApi.beatboxes(org),
    }),
  beatbox: (org: number, beatboxId: number) =>
    queryOptions({
      queryKey: heartbeatKeys.beatbox(org, beatboxId),
      queryFn: () => beatboxApi.beatbox(org, beatboxId),
      retry: retryUnlessGone,
    }),
  agents: (org: number) =>
    queryOptions({ queryKey: heartbeatKeys.agents(org), queryFn: () => beatboxApi.agents(org) }),
  agent: (org: number, agentId: number) =>
    queryOptions({
      queryKey: heartbeatKeys.agent(org, agentId),
      queryFn: () => beatboxApi.agent(org, agentId),
      retry: retryUnlessGone,
    }),
};

/** A create (no id), an edit (an id and the input) or a delete (an id alone). */
export type EdgeChange<I> =
  | { kind: 'create'; input: I }
  | { kind: 'edit'; id: number; input: I }
  | { kind: 'delete'; id: number };

export type EdgeKind = 'beatbox' | 'agent';
export interface EdgeInputs {
  beatbox: BeatboxInput;
  agent: AgentInput;
}

/** The calls and the list key of each kind. */
const EDGE_CALLS = {
  beatbox: {
    create: beatboxApi.createBeatbox,
    update: beatboxApi.updateBeatbox,
    remove: beatboxApi.deleteBeatbox,
    listKey: heartbeatKeys.beatboxes,
  },
  agent: {
    create: beatboxApi.createAgent,
    update: beatboxApi.updateAgent,
    remove: beatboxApi.deleteAgent,
    listKey: heartbeatKeys.agents,
  },
};

/** Creates, edits or deletes a beatbox or an agent; its list is fetched again. */
export function useEdgeChange<K extends EdgeKind>(org: number, kind: K) {
  const queryClient = useQueryClient();
  const calls = EDGE_CALLS[kind] as {
    create: (org: number, input: EdgeInputs[K]) => Promise<unknown>;
    update: (org: number, id: number, input: EdgeInputs[K]) => Promise<unknown>;
    remove: (org: number, id: number) => Promise<unknown>;
    listKey: (org: number) => readonly unknown[];
  };
  return useMutation({
    mutationFn: (change: EdgeChange<EdgeInputs[K]>) => {
      if (change.kind === 'create') return calls.create(org, change.input);
      if (change.kind === 'edit') return calls.update(org, change.id, change.input);
      return calls.remove(org, change.id);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calls.listKey(org) }),
  });
}
