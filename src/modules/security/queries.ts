import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { secadminApi } from '../../shared/api';
import { securityKeys } from './keys';

/** queryOptions and mutations of the module: components call these, these call secAdmin. */
export const securityQueries = {
  sessions: (organizationId: number) =>
    queryOptions({
      queryKey: securityKeys.sessions(organizationId),
      queryFn: () => secadminApi.sessions(organizationId),
    }),
};

/** Ends the named sessions, then reads the list again (ended ones are gone from it). */
export function useTerminateSessions(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionIds: readonly string[]) =>
      secadminApi.terminateSessions(organizationId, sessionIds),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: securityKeys.sessions(organizationId) }),
  });
}
