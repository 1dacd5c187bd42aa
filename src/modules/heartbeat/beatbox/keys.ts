/** Key fragment of beatboxes and agents: an organization's list of each, and one of each. */
export const beatboxKeys = {
  beatboxes: (org: number) => ['heartbeat', org, 'beatboxes'] as const,
  beatbox: (org: number, beatboxId: number) => ['heartbeat', org, 'beatboxes', beatboxId] as const,
  agents: (org: number) => ['heartbeat', org, 'agents'] as const,
  agent: (org: number, agentId: number) => ['heartbeat', org, 'agents', agentId] as const,
};
