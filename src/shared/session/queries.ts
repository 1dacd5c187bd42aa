import { queryOptions } from '@tanstack/react-query';
import { configApi, identityApi } from '../api';
import { sessionKeys } from './keys';

/**
 * Read at the start before the shell asks for them (app/shell/SignedInApp): fresh for a
 * while, so the shell's first render does not read them a second time.
 */
const staleTime = 30_000;

export const sessionQueries = {
  user: (userId: number) =>
    queryOptions({
      queryKey: sessionKeys.user(userId),
      queryFn: () => identityApi.user(userId),
      staleTime,
    }),
  organization: (organizationId: number) =>
    queryOptions({
      queryKey: sessionKeys.organization(organizationId),
      queryFn: () => identityApi.organization(organizationId),
      staleTime,
    }),
  modules: (organizationId: number) =>
    queryOptions({
      queryKey: sessionKeys.modules(organizationId),
      queryFn: async () => (await identityApi.organizationModules(organizationId)).modules,
      staleTime,
    }),
  features: (organizationId: number) =>
    queryOptions({
      queryKey: sessionKeys.features(organizationId),
      queryFn: () => configApi.features(organizationId),
      staleTime,
    }),
  configuration: (organizationId: number, userId: number) =>
    queryOptions({
      queryKey: sessionKeys.configuration(organizationId, userId),
      queryFn: () => configApi.userConfiguration(organizationId, userId),
      staleTime,
    }),
};
