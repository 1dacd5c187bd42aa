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
