import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { identityApi } from '../../../shared/api';
import type {
  AddExistingUser,
  AddNewUser,
  InvitationSent,
  OrgUser,
} from '../../../shared/contracts/org-users';
import type { Role } from '../../../shared/contracts';
import { sessionKeys } from '../../../shared/session';

/** Query keys of the organization users (under the module's prefix). */
export const usersKeys = {
  all: ['settings', 'organizationUsers'] as const,
  list: (organizationId: number) => [...usersKeys.all, organizationId, 'list'] as const,
  organization: (organizationId: number) => [...usersKeys.all, organizationId, 'org'] as const,
  user: (organizationId: number, userId: number) =>
    [...usersKeys.all, organizationId, 'user', userId] as const,
  invitations: (organizationId: number) =>
    [...usersKeys.all, organizationId, 'invitations'] as const,
  /** The signed-in user's own invitations. */
  mine: ['settings', 'myInvitations'] as const,
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
  /** The organization's pending invitations (for its admins). */
  invitations: (organizationId: number) =>
    queryOptions({
      queryKey: usersKeys.invitations(organizationId),
      queryFn: async () => (await identityApi.organizationInvitations(organizationId)).invitations,
    }),
  /** The signed-in user's pending invitations. */
  mine: () =>
    queryOptions({
      queryKey: usersKeys.mine,
      queryFn: async () => (await identityApi.myInvitations()).invitations,
    }),
};

/** What adding answered: the user added at once, or (202) an invitation was made. */
export type AddResult = { kind: 'added'; user: OrgUser } | { kind: 'invited' };

const isInvitation = (answer: OrgUser | InvitationSent): answer is InvitationSent =>
  !('userId' in answer);

type AddUser = { kind: 'existing'; body: AddExistingUser } | { kind: 'new'; body: AddNewUser };

/**
 * Adds an existing or a new user, or invites them (the server decides: an owner, or a user of
 * this organization, is added at once), then reads the users and the invitations again.
 */
export function useAddUser(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddUser): Promise<AddResult> => {
      const answer =
        input.kind === 'existing'
          ? await identityApi.addExistingUser(organizationId, input.body)
          : await identityApi.addNewUser(organizationId, input.body);
      return isInvitation(answer) ? { kind: 'invited' } : { kind: 'added', user: answer };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.list(organizationId) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.invitations(organizationId) }),
      ]),
  });
}

/** Withdraws a pending invitation of the organization; the invitations are read again. */
export function useWithdrawInvitation(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) =>
      identityApi.withdrawInvitation(organizationId, invitationId),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: usersKeys.invitations(organizationId) }),
  });
}

/**
 * Accepts or declines one of the signed-in user's invitations. Accepting adds a role, so the
 * session's user (with its roles, which the organization menu lists) is read again.
 */
export function useAnswerInvitation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ invitationId, accept }: { invitationId: number; accept: boolean }) =>
      accept
        ? identityApi.acceptInvitation(invitationId).then(() => undefined)
        : identityApi.declineInvitation(invitationId),
    onSettled: (_data, _error, { accept }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.mine }),
        accept ? queryClient.invalidateQueries({ queryKey: sessionKeys.user(userId) }) : undefined,
      ]),
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
