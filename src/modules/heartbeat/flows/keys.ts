/** Key fragment of the flows: the deployed flows of an organization and one flow. */
export const flowKeys = {
  flows: (org: number) => ['heartbeat', org, 'flows'] as const,
  flow: (org: number, flowId: string) => ['heartbeat', org, 'flows', flowId] as const,
};
