import { members } from './matrix';
import type { Case, Expected } from './matrix';

/** The organization's admins (and owners); its other members are refused. */
const admins = (ok: number): Expected => ({ ...members(403), owner: ok, ADMIN: ok });

/** The secAdmin service: each route against every kind of caller (see matrix.ts). */
export const SECADMIN_ROWS: Record<string, Case> = {
  'GET /api/secadmin/v1/:org/sessions': {
    request: { url: '/api/secadmin/v1/2/sessions?limit=5' },
    expected: admins(200),
  },
  'POST /api/secadmin/v1/:org/sessions/terminate': {
    // No such session: the answer names it as failed, and nobody is signed out.
    request: {
      method: 'POST',
      url: '/api/secadmin/v1/2/sessions/terminate',
      payload: { sessionIds: ['no-such-session'] },
    },
    expected: admins(200),
  },
  'GET /api/secadmin/v1/:org/known-clients': {
    request: { url: '/api/secadmin/v1/2/known-clients' },
    expected: admins(200),
  },
  'POST /api/secadmin/v1/:org/known-clients': {
    // Who may is checked before the body: admins are told what is missing, others 403.
    request: { method: 'POST', url: '/api/secadmin/v1/2/known-clients', payload: {} },
    expected: admins(400),
  },
  'PUT /api/secadmin/v1/:org/known-clients/:knownClientId': {
    request: {
      method: 'PUT',
      url: '/api/secadmin/v1/2/known-clients/999999',
      payload: { name: 'n', notation: 'n', description: '' },
    },
    expected: admins(404),
  },
  'POST /api/secadmin/v1/:org/known-clients/delete': {
    request: {
      method: 'POST',
      url: '/api/secadmin/v1/2/known-clients/delete',
      payload: { knownClientIds: [999999] },
    },
    expected: admins(200),
  },
};

/** A valid body of each authorization and session limit kind, by its path. */
const AUTHORIZATION_BODIES: Record<string, Record<string, unknown>> = {
  permissions: { name: 'n', description: '' },
  roles: { name: 'n', description: '', permissionIds: [] },
  'user-groups': { name: 'n', description: '', mappedGroupName: '', roleIds: [], memberIds: [] },
  'session-limits/lifetime': {
    name: 'n',
    description: '',
    rank: 1,
    timeoutSeconds: 60,
    userGroupIds: [],
    knownClientIds: [],
  },
  'session-limits/concurrent': {
    description: '',
    rank: 1,
    userLimit: 1,
    clientIpLimit: null,
    onLimit: 'REFUSE',
    userGroupIds: [],
    knownClientIds: [],
  },
};

for (const [path, body] of Object.entries(AUTHORIZATION_BODIES)) {
  const url = `/api/secadmin/v1/2/${path}`;
  const route = `/api/secadmin/v1/:org/${path}`;
  SECADMIN_ROWS[`GET ${route}`] = { request: { url }, expected: admins(200) };
  // Who may is checked before the body: admins are told what is missing, others 403.
  SECADMIN_ROWS[`POST ${route}`] = {
    request: { method: 'POST', url, payload: {} },
    expected: admins(400),
  };
  SECADMIN_ROWS[`PUT ${route}/:id`] = {
    request: { method: 'PUT', url: `${url}/999999`, payload: body },
    expected: admins(404),
  };
  SECADMIN_ROWS[`POST ${route}/delete`] = {
    request: { method: 'POST', url: `${url}/delete`, payload: { ids: [999999] } },
    expected: admins(200),
  };
}
