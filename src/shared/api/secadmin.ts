import type {
  IdpMapping,
  LoginCustomization,
  LoginCustomizationInput,
  LogoUpload,
} from '../contracts/idp';
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
  /** One list of identity provider settings (`ldap-authenticators`, `idp-mappings`, …). */
  idpList: <T>(organizationId: number, list: string) =>
    request<T[]>('secadmin', `/v1/${organizationId}/${list}`),
  idpCreate: <T>(organizationId: number, list: string, input: object) =>
    request<T>('secadmin', `/v1/${organizationId}/${list}`, { method: 'POST', body: input }),
  idpUpdate: <T>(organizationId: number, list: string, id: number, input: object) =>
    request<T>('secadmin', `/v1/${organizationId}/${list}/${id}`, { method: 'PUT', body: input }),
  approveMapping: (organizationId: number, id: number) =>
    request<IdpMapping>('secadmin', `/v1/${organizationId}/idp-mappings/${id}/approval`, {
      method: 'POST',
    }),
  idpDelete: (organizationId: number, list: string, id: number) =>
    request<undefined>('secadmin', `/v1/${organizationId}/${list}/${id}`, { method: 'DELETE' }),
  loginUi: (organizationId: number) =>
    request<LoginCustomization>('secadmin', `/v1/${organizationId}/login-ui`),
  saveLoginUi: (organizationId: number, input: LoginCustomizationInput) =>
    request<LoginCustomization>('secadmin', `/v1/${organizationId}/login-ui`, {
      method: 'PUT',
      body: input,
    }),
  uploadLogo: (organizationId: number, upload: LogoUpload) =>
    request<LoginCustomization>('secadmin', `/v1/${organizationId}/login-ui/logo`, {
      method: 'PUT',
      body: upload,
    }),
  deleteLogo: (organizationId: number) =>
    request<LoginCustomization>('secadmin', `/v1/${organizationId}/login-ui/logo`, {
      method: 'DELETE',
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
