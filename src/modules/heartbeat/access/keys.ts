/** Key fragment of flow access: a flow's accesses and the organization's discrepancies. */
export const accessKeys = {
  /** Every flow access list and the discrepancies: what a grant or revoke changes. */
  allFlowAccesses: (org: number) => ['heartbeat', org, 'flow-accesses'] as const,
  flowAccesses: (org: number, flowId: string) =>
    ['heartbeat', org, 'flow-accesses', 'flow', flowId] as const,
  discrepancies: (org: number) => ['heartbeat', org, 'flow-accesses', 'discrepancies'] as const,
};
