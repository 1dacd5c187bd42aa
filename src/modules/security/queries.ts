import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { secadminApi } from '../../shared/api';
import {
  DELETE_KNOWN_CLIENTS_LIMIT,
  TERMINATE_SESSIONS_LIMIT,
  type DeleteKnownClientsResult,
  type KnownClientInput,
  type TerminateSessionsResult,
} from '../../shared/contracts';
import { securityKeys } from './keys';
import { inBatches } from './lib/batches';

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
};

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

/** Creates a known client, or edits the one with `knownClientId`; then reads the list again. */
export function useSaveKnownClient(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      knownClientId,
      input,
    }: {
      knownClientId: number | null;
      input: KnownClientInput;
    }) =>
      knownClientId === null
        ? secadminApi.createKnownClient(organizationId, input)
        : secadminApi.updateKnownClient(organizationId, knownClientId, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: securityKeys.knownClients(organizationId) }),
  });
}

/** Deletes the named known clients, then reads the list again. */
export function useDeleteKnownClients(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      inBatches<number, keyof DeleteKnownClientsResult>(ids, DELETE_KNOWN_CLIENTS_LIMIT, (batch) =>
        secadminApi.deleteKnownClients(organizationId, batch),
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: securityKeys.knownClients(organizationId) }),
  });
}
