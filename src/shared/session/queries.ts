import { queryOptions } from '@tanstack/react-query';
import { configApi, identityApi } from '../api';
import { sessionKeys } from './keys';

/**
 * How long a session answer counts as fresh: the console asks for the session as it starts
 * (src/app/persistence/askSession.ts), and the signed-in app mounting a moment later must not
 * ask again. Restored copies are older and are asked for again, as before.
 */
const SESSION_FRESH_MS = 30_000;

export const sessionQueries = {
  user: (userId: number) =>
    queryOptions({
      queryKey: sessionKeys.user(userId),
      queryFn: () => identityApi.user(userId),
      staleTime: SESSION_FRESH_MS,
    }),
  organization: (organizationId: number) =>
    queryOptions({
      queryKey: sessionKeys.organization(organizationId),
      queryFn: () => identityApi.organization(organizationId),
      staleTime: SESSION_FRESH_MS,
    }),
  modules: (organizationId: number) =>
    queryOptions({
      queryKey: sessionKeys.modules(organizationId),
      queryFn: async () => (await identityApi.organizationModules(organizationId)).modules,
      staleTime: SESSION_FRESH_MS,
    }),
  features: (organizationId: number) =>
    queryOptions({
      queryKey: sessionKeys.features(organizationId),
      queryFn: () => configApi.features(organizationId),
      staleTime: SESSION_FRESH_MS,
    }),
  configuration: (organizationId: number, userId: number) =>
    queryOptions({
      queryKey: sessionKeys.configuration(organizationId, userId),
      queryFn: () => configApi.userConfiguration(organizationId, userId),
      staleTime: SESSION_FRESH_MS,
    }),
};
