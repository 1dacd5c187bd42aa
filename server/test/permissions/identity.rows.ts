import { form } from '../support';
import { members } from './matrix';
import type { Case } from './matrix';

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
    request: { url: '/api/identity/organizations' },
    expected: { default: 200, anonymous: 401 },
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
};
