import type {
  CredentialType,
  FlowAccess,
  FlowAccessDiscrepancies,
  ServiceAccount,
  ServiceAccountDetails,
  ServiceAccountInput,
  ServiceAccountWithCredential,
} from '../contracts';
import { request } from './http';

/** Client of the resource registry (docs/api.md, "Registry"). */
export const registryApi = {
  serviceAccounts: (org: number) =>
    request<ServiceAccount[]>('registry', `/v1/${org}/service-accounts`),
  serviceAccount: (org: number, accountId: number) =>
    request<ServiceAccountDetails>('registry', `/v1/${org}/service-accounts/${accountId}`),
  /** The answer holds the credential, once: keep it out of every cache. */
  createServiceAccount: (org: number, input: ServiceAccountInput) =>
    request<ServiceAccountWithCredential>('registry', `/v1/${org}/service-accounts`, {
      method: 'POST',
      body: input,
    }),
  /** The same type resets the credential, another changes it; the old one ends at once. */
  issueCredential: (org: number, accountId: number, credentialType: CredentialType) =>
    request<ServiceAccountWithCredential>(
      'registry',
      `/v1/${org}/service-accounts/${accountId}/credential`,
      { method: 'POST', body: { credentialType } },
    ),
  deleteServiceAccount: (org: number, accountId: number) =>
    request<null>('registry', `/v1/${org}/service-accounts/${accountId}`, { method: 'DELETE' }),
  grantFlowAccess: (org: number, accountId: number, flowIds: string[]) =>
    request<ServiceAccountDetails>(
      'registry',
      `/v1/${org}/service-accounts/${accountId}/flow-accesses`,
      { method: 'POST', body: { flowIds } },
    ),
  revokeFlowAccess: (org: number, flowAccessId: number) =>
    request<null>('registry', `/v1/${org}/flow-accesses/${flowAccessId}`, { method: 'DELETE' }),
  flowAccesses: (org: number, flowId?: string) =>
    request<FlowAccess[]>(
      'registry',
      `/v1/${org}/flow-accesses${flowId ? `?flowId=${encodeURIComponent(flowId)}` : ''}`,
    ),
  flowAccessDiscrepancies: (org: number) =>
    request<FlowAccessDiscrepancies>('registry', `/v1/${org}/flow-accesses/discrepancies`),
};
