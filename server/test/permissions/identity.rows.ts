import { form } from '../support';
import { members } from './matrix';
import type { Case, Expected } from './matrix';

/** A whole organization body with the demo's nordkraft values unless given. */
const organization = (fields: { name: string; shortName: string }) => ({
  ...fields,
  type: 'customer',
  parentId: 1,
  tenantId: null,
  country: 'Norway',
  place: 'Oslo',
  postalCode: null,
  streetName: null,
  streetNumber: null,
  registrar: null,
  registrationId: null,
  email: null,
  phoneNumber: null,
  managementApiEnabled: false,
});

/** The organization's admins (and owners); its other members are refused. */
const admins = (ok: number): Expected => ({ ...members(403), owner: ok, ADMIN: ok });

/** The identity service: each route against every kind of caller (see matrix.ts). */
export const IDENTITY_ROWS: Record<string, Case> = {
  'POST /api/identity/authentication/token': {
    request: form({ grant_type: 'refresh_token', refresh_token: 'not-a-token' }),
    expected: { default: 400 },
  },
  'POST /api/identity/authentication/logout': {
    request: { method: 'POST', url: '/api/identity/authentication/logout' },
    expected: { default: 204, anonymous: 401 },
    freshSession: true,
  },
  'GET /api/identity/authentication/session': {
    // Anyone's own session only: the token names it.
    request: { url: '/api/identity/authentication/session' },
    expected: { default: 204, anonymous: 401 },
  },
  'GET /api/identity/login-ui': {
    // Public: the sign-in page shows it before anyone signs in.
    request: { url: '/api/identity/login-ui' },
    expected: { default: 200 },
  },
  'GET /api/identity/login-ui/:organizationId/logo/:version': {
    request: { url: '/api/identity/login-ui/1/logo/none' },
    expected: { default: 404 },
  },
  'GET /api/identity/users/me': {
    request: { url: '/api/identity/users/me' },
    expected: { default: 200, anonymous: 401 },
  },
  'GET /api/identity/users/:userId': {
    request: { url: '/api/identity/users/4' },
    expected: { default: 404, anonymous: 401, owner: 200, ADMIN: 200, MONITOR: 200 },
  },
  'GET /api/identity/users/:userId/roles': {
    request: { url: '/api/identity/users/4/roles' },
    expected: { default: 404, anonymous: 401, owner: 200, ADMIN: 200, MONITOR: 200 },
  },
  'GET /api/identity/organizations': {
    request: { url: '/api/identity/organizations?limit=5' },
    expected: { default: 200, anonymous: 401 },
  },
  'POST /api/identity/organizations': {
    // Refused or, for the owner, a conflict: the name is nordkraft's.
    request: {
      method: 'POST',
      url: '/api/identity/organizations',
      payload: organization({ name: 'Nordkraft Energi', shortName: 'nordkraft-2' }),
    },
    expected: { default: 403, anonymous: 401, owner: 409 },
  },
  'PUT /api/identity/organizations/:organizationId': {
    // The organization as it is: its admins may save it, its other members may not.
    request: {
      method: 'PUT',
      url: '/api/identity/organizations/2',
      payload: organization({ name: 'Nordkraft Energi', shortName: 'nordkraft' }),
    },
    expected: admins(200),
  },
  'GET /api/identity/organizations/:organizationId': {
    request: { url: '/api/identity/organizations/2' },
    expected: members(200),
  },
  'GET /api/identity/organizations/:organizationId/modules': {
    request: { url: '/api/identity/organizations/2/modules' },
    expected: members(200),
  },
  'GET /api/identity/organizations/:organizationId/audit-events': {
    request: { url: '/api/identity/organizations/2/audit-events?limit=5' },
    expected: { ...members(403), owner: 200, ADMIN: 200 },
  },
  'GET /api/identity/organizations/:organizationId/audit-events/:auditEventId': {
    // No such event: its organization's admins are told so, its other members refused.
    request: { url: '/api/identity/organizations/2/audit-events/2147483647' },
    expected: { ...members(403), owner: 404, ADMIN: 404 },
  },
  'POST /api/identity/password/reset': {
    request: { method: 'POST', url: '/api/identity/password/reset', payload: { email: 'x@y.z' } },
    expected: { default: 202 },
  },
  'GET /api/identity/password/reset/:token': {
    request: { url: '/api/identity/password/reset/not-a-token' },
    expected: { default: 404 },
  },
  'POST /api/identity/password/set': {
    request: {
      method: 'POST',
      url: '/api/identity/password/set',
      payload: {
        setPasswordToken: 'not-a-token',
        newPassword: { requestedPassword: 'a', repeatedPassword: 'a' },
      },
    },
    expected: { default: 400 },
  },
  'GET /api/identity/organizations/:organizationId/users': {
    request: { url: '/api/identity/organizations/2/users?limit=5' },
    expected: admins(200),
  },
  'GET /api/identity/organizations/:organizationId/users/:userId': {
    request: { url: '/api/identity/organizations/2/users/4' },
    expected: admins(200),
  },
  'POST /api/identity/organizations/:organizationId/users/existing': {
    // Already in the organization: admins are told so, and nothing changes.
    request: {
      method: 'POST',
      url: '/api/identity/organizations/2/users/existing',
      payload: { email: 'monitor@example.com', role: 'MONITOR' },
    },
    expected: admins(409),
  },
  'POST /api/identity/organizations/:organizationId/users': {
    request: {
      method: 'POST',
      url: '/api/identity/organizations/2/users',
      payload: { email: 'monitor@example.com', name: 'M', phone: null, role: 'AGENT' },
    },
    expected: admins(409),
  },
  'PUT /api/identity/organizations/:organizationId/users/:userId/role': {
    // The role it has: the change is a no-op.
    request: {
      method: 'PUT',
      url: '/api/identity/organizations/2/users/4/role',
      payload: { role: 'MONITOR' },
    },
    expected: admins(200),
  },
  'PUT /api/identity/organizations/:organizationId/users/:userId/disabled': {
    // Enabling a user who is enabled: a no-op, so no session ends.
    request: {
      method: 'PUT',
      url: '/api/identity/organizations/2/users/4/disabled',
      payload: { disabled: false },
    },
    expected: admins(200),
  },
  'DELETE /api/identity/organizations/:organizationId/users/:userId/role': {
    request: { method: 'DELETE', url: '/api/identity/organizations/2/users/999999/role' },
    expected: admins(404),
  },
  'GET /api/identity/organizations/:organizationId/invitations': {
    request: { url: '/api/identity/organizations/2/invitations' },
    expected: admins(200),
  },
  'DELETE /api/identity/organizations/:organizationId/invitations/:invitationId': {
    request: { method: 'DELETE', url: '/api/identity/organizations/2/invitations/999999' },
    expected: admins(404),
  },
  'GET /api/identity/users/me/invitations': {
    request: { url: '/api/identity/users/me/invitations' },
    expected: { default: 200, anonymous: 401 },
  },
  'POST /api/identity/users/me/invitations/:invitationId/accept': {
    // None of the caller's: nobody learns whether it exists.
    request: { method: 'POST', url: '/api/identity/users/me/invitations/999999/accept' },
    expected: { default: 404, anonymous: 401 },
  },
  'POST /api/identity/users/me/invitations/:invitationId/decline': {
    request: { method: 'POST', url: '/api/identity/users/me/invitations/999999/decline' },
    expected: { default: 404, anonymous: 401 },
  },
};
