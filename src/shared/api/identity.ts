import type {
  Organization,
  Role,
  RoleEntry,
  SetPasswordRequest,
  TokenResponse,
  User,
  ModuleId,
} from '../contracts';
import type { OrganizationInput, OrganizationPage } from '../contracts/organizations';
import type {
  AddExistingUser,
  AddNewUser,
  InvitationSent,
  MyInvitationList,
  OrgInvitationList,
  OrgUser,
  OrgUserPage,
  SetUserDisabled,
} from '../contracts/org-users';
import type { LoginCustomization } from '../contracts/idp';
import { queryString } from './queryString';
import { request } from './http';
import { requestPasswordGrant } from './tokenEndpoint';

/** Client of the identity service (docs/api.md, "Identity"). */
export const identityApi = {
  signIn: (email: string, password: string): Promise<TokenResponse> =>
    requestPasswordGrant(email, password),
  logout: (refreshToken: string | null) =>
    request<undefined>('identity', '/authentication/logout', {
      method: 'POST',
      body: refreshToken ? { refresh_token: refreshToken } : {},
    }),
  /** Resolves while the session is open; a refusal signs out with the server's reason (http.ts). */
  checkSession: (signal?: AbortSignal) =>
    request<undefined>('identity', '/authentication/session', { signal }),
  user: (userId: number) => request<User>('identity', `/users/${userId}`),
  roles: (userId: number) => request<RoleEntry[]>('identity', `/users/${userId}/roles`),
  organization: (organizationId: number) =>
    request<Organization>('identity', `/organizations/${organizationId}`),
  organizations: (query: { search: string; offset: number; limit: number }) => {
    const params = { offset: query.offset, limit: query.limit, search: query.search.trim() };
    return request<OrganizationPage>('identity', `/organizations${queryString(params)}`);
  },
  createOrganization: (body: OrganizationInput) =>
    request<Organization>('identity', '/organizations', { method: 'POST', body }),
  updateOrganization: (organizationId: number, body: OrganizationInput) =>
    request<Organization>('identity', `/organizations/${organizationId}`, { method: 'PUT', body }),
  organizationModules: (organizationId: number) =>
    request<{ modules: ModuleId[] }>('identity', `/organizations/${organizationId}/modules`),
  /** What the sign-in page shows (public: asked before anyone signs in). */
  loginCustomization: () => request<LoginCustomization>('identity', '/login-ui', { auth: false }),
  requestPasswordReset: (email: string) =>
    request<{ message: string }>('identity', '/password/reset', {
      method: 'POST',
      body: { email },
      auth: false,
    }),
  verifyResetToken: (token: string) =>
    request<{ valid: boolean }>('identity', `/password/reset/${encodeURIComponent(token)}`, {
      auth: false,
    }),
  setPassword: (body: SetPasswordRequest) =>
    request<{ message: string }>('identity', '/password/set', {
      method: 'POST',
      body,
      auth: false,
    }),
  organizationUsers: (organizationId: number, after = 0) =>
    request<OrgUserPage>(
      'identity',
      `/organizations/${organizationId}/users${queryString({ after })}`,
    ),
  organizationUser: (organizationId: number, userId: number) =>
    request<OrgUser>('identity', `/organizations/${organizationId}/users/${userId}`),
  /** 201 the user added (an owner, or a user of this organization), else 202 invited. */
  addExistingUser: (organizationId: number, body: AddExistingUser) =>
    request<OrgUser | InvitationSent>(
      'identity',
      `/organizations/${organizationId}/users/existing`,
      { method: 'POST', body },
    ),
  /** 201 the user made (an owner), else 202 invited. */
  addNewUser: (organizationId: number, body: AddNewUser) =>
    request<OrgUser | InvitationSent>('identity', `/organizations/${organizationId}/users`, {
      method: 'POST',
      body,
    }),
  organizationInvitations: (organizationId: number) =>
    request<OrgInvitationList>('identity', `/organizations/${organizationId}/invitations`),
  withdrawInvitation: (organizationId: number, invitationId: number) =>
    request<undefined>('identity', `/organizations/${organizationId}/invitations/${invitationId}`, {
      method: 'DELETE',
    }),
  myInvitations: () => request<MyInvitationList>('identity', '/users/me/invitations'),
  acceptInvitation: (invitationId: number) =>
    request<RoleEntry>('identity', `/users/me/invitations/${invitationId}/accept`, {
      method: 'POST',
    }),
  declineInvitation: (invitationId: number) =>
    request<undefined>('identity', `/users/me/invitations/${invitationId}/decline`, {
      method: 'POST',
    }),
  changeRole: (organizationId: number, userId: number, role: Role) =>
    request<OrgUser>('identity', `/organizations/${organizationId}/users/${userId}/role`, {
      method: 'PUT',
      body: { role },
    }),
  removeRole: (organizationId: number, userId: number) =>
    request<undefined>('identity', `/organizations/${organizationId}/users/${userId}/role`, {
      method: 'DELETE',
    }),
  setUserDisabled: (organizationId: number, userId: number, body: SetUserDisabled) =>
    request<OrgUser>('identity', `/organizations/${organizationId}/users/${userId}/disabled`, {
      method: 'PUT',
      body,
    }),
};
