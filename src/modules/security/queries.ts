import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { secadminApi } from '../../shared/api';
import { TERMINATE_SESSIONS_LIMIT, type TerminateSessionsResult } from '../../shared/contracts';
import type { LoginCustomizationInput, LogoUpload } from '../../shared/contracts/idp';
import { securityKeys } from './keys';
import { inBatches } from '../../shared/ui/resource';

/** queryOptions and mutations of the module: components call these, these call secAdmin. */
export const securityQueries = {
  sessions: (organizationId: number) =>
    queryOptions({
      queryKey: securityKeys.sessions(organizationId),
      queryFn: () => secadminApi.sessions(organizationId),
    }),
  knownClients: (organizationId: number) =>
    queryOptions({
      queryKey: securityKeys.knownClients(organizationId),
      queryFn: () => secadminApi.knownClients(organizationId),
    }),
  /** One list of the identity provider settings, by its path (`ldap-authenticators`, …). */
  idpList: (organizationId: number, list: string) =>
    queryOptions({
      queryKey: securityKeys.idp(organizationId, list),
      queryFn: () => secadminApi.idpList<Record<string, unknown>>(organizationId, list),
    }),
  loginUi: (organizationId: number) =>
    queryOptions({
      queryKey: securityKeys.loginUi(organizationId),
      queryFn: () => secadminApi.loginUi(organizationId),
    }),
};

/** Creates a row of an identity provider list, or edits the one with `id`; then reads it again. */
export function useSaveIdpItem(organizationId: number, list: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: Record<string, unknown> }) =>
      id === null
        ? secadminApi.idpCreate(organizationId, list, input)
        : secadminApi.idpUpdate(organizationId, list, id, input),
    // A new default authenticator changes the others: the list is read again.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: securityKeys.idp(organizationId, list) }),
  });
}

/** An owner approves an organization's claim of a mapping's login domain. */
export function useApproveMapping(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => secadminApi.approveMapping(organizationId, id),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: securityKeys.idp(organizationId, 'idp-mappings') }),
  });
}

export function useDeleteIdpItem(organizationId: number, list: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => secadminApi.idpDelete(organizationId, list, id),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: securityKeys.idp(organizationId, list) }),
  });
}

/** Saves the sign-in page's texts, or its logo (a file, or null to remove it). */
export function useSaveLoginUi(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { texts: LoginCustomizationInput } | { logo: LogoUpload | null }) =>
      'texts' in change
        ? secadminApi.saveLoginUi(organizationId, change.texts)
        : change.logo
          ? secadminApi.uploadLogo(organizationId, change.logo)
          : secadminApi.deleteLogo(organizationId),
    onSuccess: (answer) => queryClient.setQueryData(securityKeys.loginUi(organizationId), answer),
  });
}

/** Ends the named sessions, then reads the list again (ended ones are gone from it). */
export function useTerminateSessions(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionIds: readonly string[]) =>
      inBatches<string, keyof TerminateSessionsResult>(
        sessionIds,
        TERMINATE_SESSIONS_LIMIT,
        (batch) => secadminApi.terminateSessions(organizationId, batch),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: securityKeys.sessions(organizationId) }),
  });
}
