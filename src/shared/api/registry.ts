import type {
  Certificate,
  CertificateInput,
  CredentialType,
  FlowAccess,
  FlowAccessDiscrepancies,
  ServiceAccount,
  ServiceAccountDetails,
  ServiceAccountInput,
  ServiceAccountWithCredential,
} from '../contracts';
import { queryString } from './queryString';
import { request, requestRaw } from './http';

/** A text answer (the WSDL), with the bearer token; errors as `request` makes them. */
async function requestText(path: string): Promise<string> {
  const response = await requestRaw('registry', path);
  return response.text();
}

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
  /** A minimal WSDL of a SOAP flow the account has access to. */
  wsdl: (org: number, accountId: number, flowId: string) =>
    requestText(`/v1/${org}/service-accounts/${accountId}/wsdl${queryString({ flowId })}`),
  flowAccesses: (org: number, flowId?: string) =>
    request<FlowAccess[]>('registry', `/v1/${org}/flow-accesses${queryString({ flowId })}`),
  flowAccessDiscrepancies: (org: number) =>
    request<FlowAccessDiscrepancies>('registry', `/v1/${org}/flow-accesses/discrepancies`),
  certificates: (org: number) => request<Certificate[]>('registry', `/v1/${org}/certificates`),
  createCertificate: (org: number, input: CertificateInput) =>
    request<Certificate>('registry', `/v1/${org}/certificates`, { method: 'POST', body: input }),
  updateCertificate: (org: number, certificateId: number, input: CertificateInput) =>
    request<Certificate>('registry', `/v1/${org}/certificates/${certificateId}`, {
      method: 'PUT',
      body: input,
    }),
  deleteCertificate: (org: number, certificateId: number) =>
    request<null>('registry', `/v1/${org}/certificates/${certificateId}`, { method: 'DELETE' }),
};
