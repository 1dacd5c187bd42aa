import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@contracts/roles';
import { processMessage } from '../../src/services/insights/engine';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';
import { addOrganizationAdmins } from '../secadmin/support';
import { PRINCIPALS } from './matrix';
import type { Case, PrincipalName } from './matrix';
import { IDENTITY_ROWS } from './identity.rows';
import { CONFIG_ROWS } from './config.rows';
import { INSIGHTS_ROWS } from './insights.rows';
import { REGISTRY_ROWS } from './registry.rows';
import { BEATBOX_ROWS } from './beatbox.rows';
import { ADR_ROWS } from './adr.rows';
import { IDP_ROWS, SECADMIN_ROWS } from './secadmin.rows';
import { DATALAKE_ROWS } from './datalake.rows';
import { PLATFORM_ROWS } from './platform.rows';
import { FRONTEND_ROWS } from './frontend.rows';
import { APP_ROWS } from './app.rows';
import { ALERTS_ROWS } from './alerts.rows';
import { crossOrganizationSuite } from './crossorg.suite';

/** One rows file per service; the order is kept (the pause row runs before resume). */
const MATRIX: Record<string, Case> = {
  ...IDENTITY_ROWS,
  ...CONFIG_ROWS,
  ...INSIGHTS_ROWS,
  ...REGISTRY_ROWS,
  ...BEATBOX_ROWS,
  ...ADR_ROWS,
  ...SECADMIN_ROWS,
  ...IDP_ROWS,
  ...DATALAKE_ROWS,
  ...PLATFORM_ROWS,
  ...FRONTEND_ROWS,
  ...APP_ROWS,
  ...ALERTS_ROWS,
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
  await addOrganizationAdmins(server);
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

crossOrganizationSuite(() => ({ server, tokens }));
