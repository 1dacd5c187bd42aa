import { flowAccessKeys } from '../model/flowAccess';

/** Key fragment of flow access: a flow's access list, beside the discrepancies (model). */
export const accessKeys = {
  flowAccesses: (org: number, flowId: string) =>
    [...flowAccessKeys.allFlowAccesses(org), 'flow', flowId] as const,
};
