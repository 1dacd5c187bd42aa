import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { configApi, identityApi } from '../../../shared/api';
import type { OrganizationConfiguration } from '../../../shared/contracts';
import {
  ORGANIZATIONS_PAGE_LIMIT,
  type OrganizationInput,
} from '../../../shared/contracts/organizations';
import { sessionKeys } from '../../../shared/session';

/** Query keys of organizations (under the module's prefix). */
export const organizationsKeys = {
  all: ['settings', 'organizations'] as const,
  list: (search: string) => [...organizationsKeys.all, 'list', search] as const,
  detail: (organizationId: number) => [...organizationsKeys.all, organizationId] as const,
  configuration: (organizationId: number) =>
    [...organizationsKeys.all, organizationId, 'configuration'] as const,
};

export const organizationsQueries = {
  /** Pages of 100 organizations by name; "load more" asks for the next. */
  list: (search: string) =>
    infiniteQueryOptions({
      queryKey: organizationsKeys.list(search),
      queryFn: ({ pageParam }) =>
        identityApi.organizations({ search, offset: pageParam, limit: ORGANIZATIONS_PAGE_LIMIT }),
      initialPageParam: 0,
      getNextPageParam: (page, pages) => {
        const loaded = pages.reduce((sum, p) => sum + p.organizations.length, 0);
        return loaded < page.total && page.organizations.length > 0 ? loaded : undefined;
      },
    }),
  detail: (organizationId: number) =>
    queryOptions({
      queryKey: organizationsKeys.detail(organizationId),
      queryFn: () => identityApi.organization(organizationId),
    }),
  configuration: (organizationId: number) =>
    queryOptions({
      queryKey: organizationsKeys.configuration(organizationId),
      queryFn: () => configApi.organizationConfiguration(organizationId),
    }),
};

/** Creates an organization (id null) or saves one; lists and the session read it again. */
export function useSaveOrganization(organizationId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrganizationInput) =>
      organizationId === null
        ? identityApi.createOrganization(input)
        : identityApi.updateOrganization(organizationId, input),
    onSuccess: (saved) => {
      queryClient.setQueryData(organizationsKeys.detail(saved.organizationId), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationsKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['settings', 'organizationUsers'] }),
        queryClient.invalidateQueries({
          queryKey: sessionKeys.organization(saved.organizationId),
        }),
      ]);
    },
  });
}

/**
 * Saves organization settings, then reloads the configuration of every console of it that is
 * open here: the session's configuration, modules and organization queries are read again, so
 * the theme, language and menu follow (spec 2.4).
 */
export function useSaveOrganizationConfiguration(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<OrganizationConfiguration>) =>
      configApi.saveOrganizationConfiguration(organizationId, changes),
    onSuccess: (saved) => {
      queryClient.setQueryData(organizationsKeys.configuration(organizationId), saved);
      return Promise.all(
        [
          ['session', 'configuration', organizationId],
          sessionKeys.modules(organizationId),
          sessionKeys.features(organizationId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
