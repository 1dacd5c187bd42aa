import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../../shared/api';
import type { Message } from '../../../../shared/i18n';
import { agentMessages, agentQueries } from '../../agents';
import { beatboxMessages, beatboxQueries } from '../../beatbox';
import { heartbeatPaths, type FlowHost } from '../../paths';

/** The host of a flow page at flows/beatbox/{beatboxId}/… or flows/agent/{agentId}/…. */
export function flowHostOf(params: { beatboxId?: string; agentId?: string }): FlowHost | null {
  const id = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : 0);
  if (params.beatboxId !== undefined) return { kind: 'beatbox', id: id(params.beatboxId) };
  if (params.agentId !== undefined) return { kind: 'agent', id: id(params.agentId) };
  return null;
}

export interface FlowHostView {
  /** The host's name once known. */
  name: string | null;
  /** Whether the host runs the flow; null while not known. */
  runs: boolean | null;
  /** The host does not exist (or is not the organization's). */
  gone: boolean;
  updatedAt: number;
  texts: { runsOn: Message; back: Message; notHere: Message; gone: Message };
  backHref: string;
}

/** The beatbox or agent a flow page is opened from, and whether it runs the flow. */
export function useFlowHost(
  org: number,
  host: FlowHost | null,
  flowId: string,
  query: string,
): FlowHostView | null {
  const isBeatbox = host?.kind === 'beatbox';
  const hostId = host?.id ?? 0;
  const beatbox = useQuery({
    ...beatboxQueries.beatbox(org, hostId),
    enabled: isBeatbox && hostId > 0,
  });
  const agent = useQuery({
    ...agentQueries.agent(org, hostId),
    enabled: host?.kind === 'agent' && hostId > 0,
  });
  if (!host) return null;
  const answer = isBeatbox ? beatbox : agent;
  const gone = host.id === 0 || (isApiError(answer.error) && answer.error.status === 404);
  return {
    name: answer.data?.name ?? null,
    runs: answer.data ? answer.data.flowIds.includes(flowId) : null,
    gone,
    updatedAt: answer.dataUpdatedAt,
    texts: isBeatbox ? beatboxMessages : agentMessages,
    backHref: isBeatbox ? heartbeatPaths.beatbox(query) : heartbeatPaths.agents(query),
  };
}
