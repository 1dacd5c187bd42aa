import type {
  DeleteKnownClientsResult,
  KnownClient,
  KnownClientInput,
  SessionList,
  TerminateSessionsResult,
} from '../contracts';
import { request } from './http';

/** Client of the secAdmin service (docs/api.md, "secAdmin"). */
export const secadminApi = {
  sessions: (organizationId: number) =>
    request<SessionList>('secadmin', `/v1/${organizationId}/sessions`),
  terminateSessions: (organizationId: number, sessionIds: readonly string[]) =>
    request<TerminateSessionsResult>('secadmin', `/v1/${organizationId}/sessions/terminate`, {
      method: 'POST',
      body: { sessionIds },
    }),
  knownClients: (organizationId: number) =>
    request<KnownClient[]>('secadmin', `/v1/${organizationId}/known-clients`),
  createKnownClient: (organizationId: number, input: KnownClientInput) =>
    request<KnownClient>('secadmin', `/v1/${organizationId}/known-clients`, {
      method: 'POST',
      body: input,
    }),
  updateKnownClient: (organizationId: number, knownClientId: number, input: KnownClientInput) =>
    request<KnownClient>('secadmin', `/v1/${organizationId}/known-clients/${knownClientId}`, {
      method: 'PUT',
      body: input,
    }),
  deleteKnownClients: (organizationId: number, knownClientIds: readonly number[]) =>
    request<DeleteKnownClientsResult>('secadmin', `/v1/${organizationId}/known-clients/delete`, {
      method: 'POST',
      body: { knownClientIds },
    }),
};
