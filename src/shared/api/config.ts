import type {
  FeatureDefinition,
  FeatureInput,
  Features,
  OrganizationConfiguration,
  UserConfiguration,
} from '../contracts';
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
  saveOrganizationConfiguration: (
    organizationId: number,
    configuration: Partial<OrganizationConfiguration>,
  ) =>
    request<OrganizationConfiguration>('config', `/v1/${organizationId}/configuration`, {
      method: 'PUT',
      body: configuration,
    }),
  features: (organizationId: number) =>
    request<Features>('config', `/v2/${organizationId}/features`),
  /** Feature configuration (owners only). */
  featureList: () => request<FeatureDefinition[]>('config', '/v2/features'),
  createFeature: (feature: FeatureDefinition) =>
    request<FeatureDefinition>('config', '/v2/features', { method: 'POST', body: feature }),
  updateFeature: (key: string, feature: FeatureInput) =>
    request<FeatureDefinition>('config', `/v2/features/${encodeURIComponent(key)}`, {
      method: 'PUT',
      body: feature,
    }),
  deleteFeature: (key: string) =>
    request<undefined>('config', `/v2/features/${encodeURIComponent(key)}`, { method: 'DELETE' }),
};
