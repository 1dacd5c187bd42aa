import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import { forRule, members } from './matrix';
import type { Case } from './matrix';
import { RESOURCE_ROWS } from './resources.rows';

const manage = HEARTBEAT_ACTIONS.manageServiceAccounts;

/**
 * The resource registry: each route against every kind of caller (see matrix.ts). Changes go
 * to an account and an access that do not exist (404 for allowed callers), or create an
 * account whose name the next allowed callers find taken; the changes themselves are tested
 * in server/test/registry.
 */
export const REGISTRY_ROWS: Record<string, Case> = {
  'GET /api/registry/v1/:org/service-accounts': {
    request: { url: '/api/registry/v1/2/service-accounts' },
    expected: members(200),
  },
  'GET /api/registry/v1/:org/flow-accesses': {
    request: { url: '/api/registry/v1/2/flow-accesses' },
    expected: members(200),
  },
  'GET /api/registry/v1/:org/flow-accesses/discrepancies': {
    request: { url: '/api/registry/v1/2/flow-accesses/discrepancies' },
    expected: members(200),
  },
  'GET /api/registry/v1/:org/service-accounts/:accountId': {
    request: { url: '/api/registry/v1/2/service-accounts/999999' },
    expected: members(404),
  },
  'POST /api/registry/v1/:org/service-accounts': {
    request: {
      method: 'POST',
      url: '/api/registry/v1/2/service-accounts',
      payload: { name: 'matrix-account', credentialType: 'API_KEY' },
    },
    expected: { ...forRule(manage, 409), owner: 201 },
  },
  'POST /api/registry/v1/:org/service-accounts/:accountId/credential': {
    request: {
      method: 'POST',
      url: '/api/registry/v1/2/service-accounts/999999/credential',
      payload: { credentialType: 'API_KEY' },
    },
    expected: forRule(manage, 404),
  },
  'DELETE /api/registry/v1/:org/service-accounts/:accountId': {
    request: { method: 'DELETE', url: '/api/registry/v1/2/service-accounts/999999' },
    expected: forRule(manage, 404),
  },
  'GET /api/registry/v1/:org/service-accounts/:accountId/wsdl': {
    request: { url: '/api/registry/v1/2/service-accounts/999999/wsdl?flowId=meter-readings-in' },
    expected: members(404),
  },
  'POST /api/registry/v1/:org/service-accounts/:accountId/flow-accesses': {
    request: {
      method: 'POST',
      url: '/api/registry/v1/2/service-accounts/999999/flow-accesses',
      payload: { flowIds: ['meter-readings-in'] },
    },
    expected: forRule(manage, 404),
  },
  'DELETE /api/registry/v1/:org/flow-accesses/:flowAccessId': {
    request: { method: 'DELETE', url: '/api/registry/v1/2/flow-accesses/999999' },
    expected: forRule(manage, 404),
  },
  // CA certificates: admins, with the foundation feature, which the demo's organizations do
  // not have, so every caller the role lets through is refused for the feature (403);
  // server/test/registry/certificates.test.ts turns it on.
  'GET /api/registry/v1/:org/certificates': {
    request: { url: '/api/registry/v1/2/certificates' },
    expected: members(403),
  },
  'GET /api/registry/v1/:org/certificates/:certificateId': {
    request: { url: '/api/registry/v1/2/certificates/1' },
    expected: members(403),
  },
  'POST /api/registry/v1/:org/certificates': {
    request: {
      method: 'POST',
      url: '/api/registry/v1/2/certificates',
      payload: { name: 'x', content: 'x' },
    },
    expected: members(403),
  },
  'PUT /api/registry/v1/:org/certificates/:certificateId': {
    request: {
      method: 'PUT',
      url: '/api/registry/v1/2/certificates/1',
      payload: { name: 'x', content: 'x' },
    },
    expected: members(403),
  },
  'DELETE /api/registry/v1/:org/certificates/:certificateId': {
    request: { method: 'DELETE', url: '/api/registry/v1/2/certificates/1' },
    expected: members(403),
  },
  ...RESOURCE_ROWS,
};
