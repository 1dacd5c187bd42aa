import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { secadminApi } from '../../shared/api';
import { TERMINATE_SESSIONS_LIMIT, type TerminateSessionsResult } from '../../shared/contracts';
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
