import { NEW_CONCURRENT_LIMIT } from '@contracts/authorization';
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

/**
 * The identity provider settings need the securityIDP feature, which nordkraft does not
 * have: its admins are told so (403) once the body is valid; a bad body is a 400 first.
 */
function idpRows(path: string, body: Record<string, unknown>): Record<string, Case> {
  const base = `/api/secadmin/v1/2/${path}`;
  return {
    [`GET /api/secadmin/v1/:org/${path}`]: { request: { url: base }, expected: admins(403) },
    [`POST /api/secadmin/v1/:org/${path}`]: {
      request: { method: 'POST', url: base, payload: {} },
      expected: admins(400),
    },
    [`PUT /api/secadmin/v1/:org/${path}/:id`]: {
      request: { method: 'PUT', url: `${base}/999999`, payload: body },
      expected: admins(403),
    },
    [`DELETE /api/secadmin/v1/:org/${path}/:id`]: {
      request: { method: 'DELETE', url: `${base}/999999` },
      expected: admins(403),
    },
  };
}

export const IDP_ROWS: Record<string, Case> = {
  ...idpRows('ldap-authenticators', {
    name: 'Directory',
    urls: ['ldap://127.0.0.1:1'],
    base: 'dc=example,dc=org',
    usernameKey: 'uid',
    bindDn: null,
    isDefault: false,
    kerberosEnabled: false,
    servicePrincipal: null,
  }),
  ...idpRows('rsa-authenticators', {
    name: 'Tokens',
    url: 'https://rsa.example.org',
    clientIdKey: 'client',
  }),
  ...idpRows('idp-mappings', {
    authenticatorId: 1,
    loginDomain: 'example.org',
    userGroupId: null,
    kerberosEnabled: false,
  }),
  // Owners only; nordkraft has the feature off, so an owner is told so.
  'POST /api/secadmin/v1/:org/idp-mappings/:id/approval': {
    request: { method: 'POST', url: '/api/secadmin/v1/2/idp-mappings/999999/approval' },
    expected: admins(403),
  },
  ...idpRows('saml-contacts', {
    contactType: 'technical',
    company: '',
    name: 'Ops',
    email: 'ops@example.org',
    phone: '',
  }),
  ...idpRows('validation-rules', { name: 'password', min: 8, max: 64, pattern: null }),
  'GET /api/secadmin/v1/:org/login-ui': {
    request: { url: '/api/secadmin/v1/2/login-ui' },
    expected: admins(403),
  },
  'PUT /api/secadmin/v1/:org/login-ui': {
    request: {
      method: 'PUT',
      url: '/api/secadmin/v1/2/login-ui',
      payload: { companyTitle: 'x', disclosureIntro: '', disclosureText: '', attention: '' },
    },
    expected: admins(403),
  },
  'PUT /api/secadmin/v1/:org/login-ui/logo': {
    request: { method: 'PUT', url: '/api/secadmin/v1/2/login-ui/logo', payload: {} },
    expected: admins(400),
  },
  'DELETE /api/secadmin/v1/:org/login-ui/logo': {
    request: { method: 'DELETE', url: '/api/secadmin/v1/2/login-ui/logo' },
    expected: admins(403),
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
  'session-limits/concurrent': { ...NEW_CONCURRENT_LIMIT },
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
