import type {
  AuthorizationPath,
  DeleteByIdResult,
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
  /** Authorization and session limits: one kind at a time, by its path. */
  entities: <Entity>(organizationId: number, path: AuthorizationPath) =>
    request<Entity[]>('secadmin', `/v1/${organizationId}/${path}`),
  createEntity: <Entity>(organizationId: number, path: AuthorizationPath, input: object) =>
    request<Entity>('secadmin', `/v1/${organizationId}/${path}`, { method: 'POST', body: input }),
  updateEntity: <Entity>(
    organizationId: number,
    path: AuthorizationPath,
    id: number,
    input: object,
  ) =>
    request<Entity>('secadmin', `/v1/${organizationId}/${path}/${id}`, {
      method: 'PUT',
      body: input,
    }),
  deleteEntities: (organizationId: number, path: AuthorizationPath, ids: readonly number[]) =>
    request<DeleteByIdResult>('secadmin', `/v1/${organizationId}/${path}/delete`, {
      method: 'POST',
      body: { ids },
    }),
};
