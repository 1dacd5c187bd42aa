import { queryOptions } from '@tanstack/react-query';
import { configApi, identityApi } from '../api';
import { sessionKeys } from './keys';

export const sessionQueries = {
  user: (userId: number) =>
    queryOptions({ queryKey: sessionKeys.user(userId), queryFn: () => identityApi.user(userId) }),
  organization: (organizationId: number) =>
    queryOptions({
      queryKey: sessionKeys.organization(organizationId),
      queryFn: () => identityApi.organization(organizationId),
    }),
  modules: (organizationId: number) =>
    queryOptions({
      queryKey: sessionKeys.modules(organizationId),
      queryFn: async () => (await identityApi.organizationModules(organizationId)).modules,
    }),
  features: (organizationId: number) =>
    queryOptions({
      queryKey: sessionKeys.features(organizationId),
      queryFn: () => configApi.features(organizationId),
    }),
  configuration: (organizationId: number, userId: number) =>
    queryOptions({
      queryKey: sessionKeys.configuration(organizationId, userId),
      queryFn: () => configApi.userConfiguration(organizationId, userId),
    }),
};
