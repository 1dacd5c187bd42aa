import { queryOptions } from '@tanstack/react-query';
import { registryApi } from '../../../shared/api';
import { flowAccessQueries } from '../model/flowAccess';
import { accessKeys } from './keys';

/** Flow accesses of the resource registry and their discrepancies with deployments. */
export const accessQueries = {
  flowAccesses: (org: number, flowId: string) =>
    queryOptions({
      queryKey: accessKeys.flowAccesses(org, flowId),
      queryFn: () => registryApi.flowAccesses(org, flowId),
    }),
  /** The issues list; the overview counts them (model/flowAccess.ts). */
  discrepancies: flowAccessQueries.discrepancies,
};
