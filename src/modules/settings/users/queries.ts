import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { identityApi } from '../../../shared/api';
import type { AddExistingUser, AddNewUser } from '../../../shared/contracts/org-users';
import type { Role } from '../../../shared/contracts';

/** Query keys of the organization users (under the module's prefix). */
export const usersKeys = {
  all: ['settings', 'organizationUsers'] as const,
  list: (organizationId: number) => [...usersKeys.all, organizationId, 'list'] as const,
  organization: (organizationId: number) => [...usersKeys.all, organizationId, 'org'] as const,
  user: (organizationId: number, userId: number) =>
    [...usersKeys.all, organizationId, 'user', userId] as const,
};

export const usersQueries = {
  list: (organizationId: number) =>
    infiniteQueryOptions({
      queryKey: usersKeys.list(organizationId),
      queryFn: ({ pageParam }) => identityApi.organizationUsers(organizationId, pageParam),
      initialPageParam: 0,
      getNextPageParam: (page) => page.nextAfter ?? undefined,
    }),
  organization: (organizationId: number) =>
    queryOptions({
      queryKey: usersKeys.organization(organizationId),
      queryFn: () => identityApi.organization(organizationId),
      staleTime: 5 * 60_000,
    }),
  user: (organizationId: number, userId: number) =>
    queryOptions({
      queryKey: usersKeys.user(organizationId, userId),
      queryFn: () => identityApi.organizationUser(organizationId, userId),
    }),
};

type AddUser = { kind: 'existing'; body: AddExistingUser } | { kind: 'new'; body: AddNewUser };

/** Adds an existing or a new user, then reads the list again. */
export function useAddUser(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddUser) =>
      input.kind === 'existing'
        ? identityApi.addExistingUser(organizationId, input.body)
        : identityApi.addNewUser(organizationId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.list(organizationId) }),
  });
}

interface RoleChange {
  organizationId: number;
  userId: number;
  /** The new role; null removes the role. */
  role: Role | null;
}

/** Changes or removes a user's role in an organization; the user's data is read again. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, userId, role }: RoleChange) =>
      role
        ? identityApi.changeRole(organizationId, userId, role)
        : identityApi.removeRole(organizationId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

/** Disables or enables a user (disabling signs them out); the users are read again. */
export function useSetDisabled(organizationId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (disabled: boolean) =>
      identityApi.setUserDisabled(organizationId, userId, { disabled }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

/** The organization's name (owners see organizations they hold no role in), else its id. */
export function useOrganizationName(organizationId: number): string {
  const organization = useQuery(usersQueries.organization(organizationId));
  return organization.data?.name ?? String(organizationId);
}
