import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ROLES } from '../../src/shared/contracts/roles';
import { insertUser } from '../src/services/identity/create';
import { processMessage } from '../src/services/insights/engine';
import { bearer, form, login, startTestServer } from './support';
import type { TestServer } from './support';

/**
 * Every route against every kind of caller. The target is always organization 2
 * (nordkraft) and, for user routes, user 4 (monitor@, MONITOR in nordkraft).
 */
const PRINCIPALS = {
  anonymous: null,
  owner: 'admin@example.com',
  ADMIN: 'nordadmin@example.com',
  DEPLOYER: 'deployer@example.com',
  OPERATOR: 'operator@example.com',
  MONITOR: 'monitor@example.com',
  BILLING: 'billing@example.com',
  AGENT: 'agent@example.com',
  otherOrgAdmin: 'fjordadmin@example.com',
  noRoles: 'noroles@example.com',
} as const;
type PrincipalName = keyof typeof PRINCIPALS;
type Expected = Partial<Record<PrincipalName, number>> & { default: number };

interface Case {
  request: InjectOptions;
  expected: Expected;
  /** The call ends the caller's session: give it a session of its own. */
  freshSession?: boolean;
}

const members = (ok: number): Expected => ({
  default: ok,
  anonymous: 401,
  otherOrgAdmin: 404,
  noRoles: 404,
});

const MATRIX: Record<string, Case> = {
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
  'GET /api/config/v2/:org/features': {
    request: { url: '/api/config/v2/2/features' },
    expected: members(200),
  },
  'GET /api/insights/v1/:org/flows': {
    request: { url: '/api/insights/v1/2/flows' },
    expected: members(200),
  },
  'GET /api/insights/v1/:org/flows/:flowId': {
    request: { url: '/api/insights/v1/2/flows/meter-readings-in' },
    expected: members(200),
  },
  'POST /api/insights/v1/:org/flows/:flowId/pause': {
    request: {
      method: 'POST',
      url: '/api/insights/v1/2/flows/outage-report-public/pause',
      payload: { reason: 'matrix' },
    },
    // Each allowed caller pauses it; the resume row below runs after and undoes it.
    expected: { ...members(403), owner: 200, ADMIN: 409, DEPLOYER: 409 },
  },
  'POST /api/insights/v1/:org/flows/:flowId/resume': {
    request: { method: 'POST', url: '/api/insights/v1/2/flows/outage-report-public/resume' },
    expected: { ...members(403), owner: 200, ADMIN: 409, DEPLOYER: 409 },
  },
  'PUT /api/insights/v1/:org/flows/:flowId/spec': {
    // A schema-valid edit against a stale version: allowed callers reach the version check.
    request: {
      method: 'PUT',
      url: '/api/insights/v1/2/flows/outage-report-public/spec',
      payload: {
        specVersion: 1,
        description: 'x',
        exchangePattern: 'InOut',
        groups: [],
        owner: 'x',
        allowAnonymousAccess: true,
        redeliveryStrategy: { maxAttempts: 1, timeoutMs: 1000 },
        deadLetterStrategy: { id: 'dlq', logFullMessage: false, redeliveryMs: 0 },
        processors: [
          {
            identifier: 'receive',
            type: 'rest-inbound',
            properties: {},
            concurrencyMax: 1,
            logDescription: true,
            logFullMessage: false,
          },
        ],
      },
    },
    expected: { ...members(403), owner: 409, ADMIN: 409, DEPLOYER: 409 },
  },
  'GET /api/insights/v1/:org/metrics': {
    request: { url: '/api/insights/v1/2/metrics' },
    expected: members(200),
  },
  'GET /api/insights/v1/:org/histograms': {
    request: { url: '/api/insights/v1/2/histograms' },
    expected: members(200),
  },
  'GET /api/insights/v1/:org/summary': {
    request: { url: '/api/insights/v1/2/summary' },
    expected: members(200),
  },
  'GET /api/insights/v2/:org/traces': {
    request: { url: '/api/insights/v2/2/traces' },
    expected: members(200),
  },
  'GET /api/insights/v2/:org/traces/:traceId': {
    request: { url: '/api/insights/v2/2/traces/1' },
    expected: members(200),
  },
  'GET /api/insights/v2/:org/payloads/:payloadId': {
    request: { url: '/api/insights/v2/2/payloads/1' },
    expected: { ...members(403), owner: 200, ADMIN: 200, DEPLOYER: 200, OPERATOR: 200 },
  },
  'POST /api/insights/v2/:org/traces/resubmit': {
    request: {
      method: 'POST',
      url: '/api/insights/v2/2/traces/resubmit',
      payload: { flowId: 'meter-readings-in', traceIds: [1] },
    },
    expected: { ...members(403), owner: 200, ADMIN: 200, DEPLOYER: 200, OPERATOR: 200 },
  },
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
  'POST /api/inbound/:organization/:flowId': {
    request: {
      method: 'POST',
      url: '/api/inbound/nordkraft/meter-readings-in',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    },
    // A bearer token is not an API key: the door wants a service account.
    expected: { default: 401 },
  },
  'GET /api/platform/status': {
    request: { url: '/api/platform/status' },
    expected: { default: 200, anonymous: 401, noRoles: 403 },
  },
  'POST /client-api/logging/error': {
    request: {
      method: 'POST',
      url: '/client-api/logging/error',
      payload: { userAgent: 'test', errorMessage: 'boom', clientVersion: '1.3.1', currentUrl: '/' },
    },
    expected: { default: 204 },
  },
  'GET /api/health': { request: { url: '/api/health' }, expected: { default: 200 } },
  'GET /runtime-config.json': {
    request: { url: '/runtime-config.json' },
    expected: { default: 200 },
  },
};

let server: TestServer;
const tokens = new Map<PrincipalName, string>();

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  // Trace 1 with payload 1 in organization 2, for the trace and payload rows.
  const flow = await db
    .selectFrom('flows')
    .selectAll()
    .where('organization_id', '=', 2)
    .where('id', '=', 'meter-readings-in')
    .executeTakeFirstOrThrow();
  await processMessage(db, flow, {
    body: '{"reading":1}',
    contentType: 'application/json',
    source: 'INBOUND',
    at: Date.now() - 1000,
  });
  // Admins of the target organization and of another one, besides the demo's owner.
  const { password_hash: passwordHash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    for (const [email, org] of [
      ['nordadmin@example.com', 2],
      ['fjordadmin@example.com', 3],
    ] as const) {
      await insertUser(trx, {
        organizationId: org,
        email,
        name: email,
        passwordHash,
        roles: [[org, 'ADMIN']],
      });
    }
  });
  for (const [name, email] of Object.entries(PRINCIPALS)) {
    if (email) tokens.set(name as PrincipalName, (await login(server.app, email)).access_token);
  }
});
afterAll(() => server.close());

describe('permission matrix', () => {
  it('has a row for every route the server has', () => {
    const missing = server.routes.filter((route) => !(route in MATRIX));
    expect(missing).toEqual([]);
    expect(Object.keys(PRINCIPALS)).toEqual(expect.arrayContaining([...ROLES]));
  });

  for (const [route, { request, expected, freshSession }] of Object.entries(MATRIX)) {
    it(`${route}`, async () => {
      const outcomes: Record<string, number> = {};
      const wanted: Record<string, number> = {};
      for (const name of Object.keys(PRINCIPALS) as PrincipalName[]) {
        const email = PRINCIPALS[name];
        let token = tokens.get(name);
        if (freshSession && email) token = (await login(server.app, email)).access_token;
        const response = await server.app.inject({
          ...request,
          headers: { ...request.headers, ...(token ? bearer(token) : {}) },
        });
        outcomes[name] = response.statusCode;
        wanted[name] = expected[name] ?? expected.default;
        expect(response.statusCode >= 500, `${name}: ${response.body}`).toBe(false);
        expect(response.headers['content-type'] ?? 'application/json').toContain('json');
      }
      expect(outcomes).toEqual(wanted);
    });
  }
});
