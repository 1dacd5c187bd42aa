import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { registryApi } from '../../../shared/api';
import type { CredentialType, ServiceAccountInput } from '../../../shared/contracts';
import { flowAccessKeys } from '../model/flowAccess';
import { accountKeys } from './keys';

/** Service accounts of the resource registry. */
export const accountQueries = {
  serviceAccounts: (org: number) =>
    queryOptions({
      queryKey: accountKeys.serviceAccounts(org),
      queryFn: () => registryApi.serviceAccounts(org),
    }),
  serviceAccount: (org: number, accountId: number) =>
    queryOptions({
      queryKey: accountKeys.serviceAccount(org, accountId),
      queryFn: () => registryApi.serviceAccount(org, accountId),
    }),
};

/**
 * After any change: the accounts, every flow's access list and the issues list. The answers
 * that carry a credential are never put in the cache (it is persisted): only refetched.
 */
function useInvalidateAccounts(org: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: accountKeys.serviceAccounts(org) }),
      queryClient.invalidateQueries({ queryKey: flowAccessKeys.allFlowAccesses(org) }),
    ]);
}

/** Creates an account (with flows); the credential is in the mutation's answer only. */
export function useCreateAccount(org: number) {
  const invalidate = useInvalidateAccounts(org);
  return useMutation({
    mutationFn: (input: ServiceAccountInput) => registryApi.createServiceAccount(org, input),
    // The receipt shows as soon as the server answers; the lists are refreshed behind it (a
    // slow or failed refresh must not keep the one-time credential from the user).
    onSuccess: () => void invalidate(),
    // The answer holds the credential: dropped from the mutation cache once unused.
    gcTime: 0,
  });
}

/** Resets the credential (same type) or changes its type. */
export function useIssueCredential(org: number, accountId: number) {
  const invalidate = useInvalidateAccounts(org);
  return useMutation({
    mutationFn: (credentialType: CredentialType) =>
      registryApi.issueCredential(org, accountId, credentialType),
    onSuccess: () => void invalidate(),
    gcTime: 0,
  });
}

/** Grants flows, revokes an access, or deletes the account. */
export function useAccountChange(org: number, accountId: number) {
  const invalidate = useInvalidateAccounts(org);
  return useMutation({
    mutationFn: (
      change:
        | { kind: 'grant'; flowIds: string[] }
        | { kind: 'revoke'; flowAccessId: number }
        | { kind: 'delete' },
    ) => {
      if (change.kind === 'grant')
        return registryApi.grantFlowAccess(org, accountId, change.flowIds);
      if (change.kind === 'revoke') return registryApi.revokeFlowAccess(org, change.flowAccessId);
      return registryApi.deleteServiceAccount(org, accountId);
    },
    onSuccess: invalidate,
  });
}
