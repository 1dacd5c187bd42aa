import type { FlowAccess, FlowAccessDiscrepancies, ServiceAccount } from '../contracts';
import { request } from './http';

/** Client of the resource registry (docs/api.md, "Registry"). */
export const registryApi = {
  serviceAccounts: (org: number) =>
    request<ServiceAccount[]>('registry', `/v1/${org}/service-accounts`),
  flowAccesses: (org: number, flowId?: string) =>
    request<FlowAccess[]>(
      'registry',
      `/v1/${org}/flow-accesses${flowId ? `?flowId=${encodeURIComponent(flowId)}` : ''}`,
    ),
  flowAccessDiscrepancies: (org: number) =>
    request<FlowAccessDiscrepancies>('registry', `/v1/${org}/flow-accesses/discrepancies`),
};
