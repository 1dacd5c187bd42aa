import { members } from './matrix';
import type { Case } from './matrix';

/** Feature configuration is the owner's alone. */
const ownerOnly = (ok: number) => ({ default: 403, anonymous: 401, owner: ok });
const input = {
  name: 'Some feature',
  description: '',
  enabled: true,
  organizations: [],
  allOrganizations: false,
};
const feature = (key: string) => ({ key, ...input });

/** The configuration service: each route against every kind of caller (see matrix.ts). */
export const CONFIG_ROWS: Record<string, Case> = {
  'GET /api/config/v1/:org/configuration/:userId': {
    request: { url: '/api/config/v1/2/configuration/4' },
    expected: { default: 403, anonymous: 401, MONITOR: 200 },
  },
  'PUT /api/config/v1/:org/configuration/:userId': {
    request: { method: 'PUT', url: '/api/config/v1/2/configuration/4', payload: { theme: 'dark' } },
    expected: { default: 403, anonymous: 401, MONITOR: 200 },
  },
  'GET /api/config/v1/:org/configuration': {
    request: { url: '/api/config/v1/2/configuration' },
    expected: members(200),
  },
  'PUT /api/config/v1/:org/configuration': {
    request: {
      method: 'PUT',
      url: '/api/config/v1/2/configuration',
      payload: { timeZone: 'Europe/Oslo' },
    },
    expected: { ...members(403), owner: 200, ADMIN: 200 },
  },
  'GET /api/config/v2/features': {
    request: { url: '/api/config/v2/features' },
    expected: ownerOnly(200),
  },
  'POST /api/config/v2/features': {
    // The owner is told the key exists; nothing is created.
    request: {
      method: 'POST',
      url: '/api/config/v2/features',
      payload: feature('alerts'),
    },
    expected: ownerOnly(409),
  },
  'PUT /api/config/v2/features/:key': {
    request: { method: 'PUT', url: '/api/config/v2/features/nope', payload: input },
    expected: ownerOnly(404),
  },
  'DELETE /api/config/v2/features/:key': {
    request: { method: 'DELETE', url: '/api/config/v2/features/nope' },
    expected: ownerOnly(404),
  },
  'GET /api/config/v2/:org/features': {
    request: { url: '/api/config/v2/2/features' },
    expected: members(200),
  },
};
