import type { Features, OrganizationConfiguration, UserConfiguration } from '../contracts';
import { request } from './http';

/** Client of the configuration service (docs/api.md, "Configuration"). */
export const configApi = {
  userConfiguration: (organizationId: number, userId: number) =>
    request<UserConfiguration>('config', `/v1/${organizationId}/configuration/${userId}`),
  saveUserConfiguration: (
    organizationId: number,
    userId: number,
    configuration: Partial<UserConfiguration>,
  ) =>
    request<UserConfiguration>('config', `/v1/${organizationId}/configuration/${userId}`, {
      method: 'PUT',
      body: configuration,
    }),
  organizationConfiguration: (organizationId: number) =>
    request<OrganizationConfiguration>('config', `/v1/${organizationId}/configuration`),
  features: (organizationId: number) =>
    request<Features>('config', `/v2/${organizationId}/features`),
};
