import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureOffMessage, guardFeature } from '../../src/lib/features';
import { installErrorHandling, installValidators } from '../../src/lib/http';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * One feature gate: a route declares its feature in its access (`config.access.feature`), and
 * lib/features.ts guards it (after validation by default, before it with `featureFirst`, for
 * some requests only with `featureIf`). No handler checks a feature itself.
 */
const SERVICES = path.resolve(import.meta.dirname, '../../src/services');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A bare app with the gate on one route (beatbox: on for nordkraft 2, off for fjordnett 3). */
async function gatedApp(access: Record<string, unknown>) {
  const app = Fastify();
  installValidators(app);
  installErrorHandling(app);
  app.addHook('onRoute', (route) => guardFeature(server.database.db, route));
  app.post(
    '/v1/:org/things',
    {
      config: { access: { role: 'AGENT', feature: 'beatbox', ...access } },
      schema: {
        params: {
          type: 'object',
          properties: { org: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 10 } },
        },
      },
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('the feature gate', () => {
  it('is declared on routes only: no service checks a feature in its handlers', () => {
    const files = fs
      .readdirSync(SERVICES, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'));
    const checking = files.filter((file) =>
      /requireFeature|requiresFeature|isFeatureOn\(/.test(
        fs.readFileSync(path.join(SERVICES, file), 'utf8'),
      ),
    );
    expect(checking).toEqual([]);
  });

  it('answers bad input 400 before the feature by default, and 403 first with featureFirst', async () => {
    const after = await gatedApp({});
    const before = await gatedApp({ featureFirst: true });
    const bad = { method: 'POST' as const, url: '/v1/3/things', payload: { nonsense: true } };
    expect((await after.inject(bad)).statusCode).toBe(400);
    const refused = await before.inject(bad);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: featureOffMessage('beatbox') });
    // Where the feature is on, both go on to validation and the handler.
    for (const app of [after, before]) {
      const on = { method: 'POST' as const, url: '/v1/2/things' };
      expect((await app.inject({ ...on, payload: { nonsense: true } })).statusCode).toBe(400);
      expect((await app.inject({ ...on, payload: { name: 'x' } })).statusCode).toBe(200);
      // A path parameter that is no id is validation's to refuse.
      const notAnId = await app.inject({ ...bad, url: '/v1/x/things', payload: { name: 'x' } });
      expect(notAnId.statusCode).toBe(400);
    }
    await Promise.all([after.close(), before.close()]);
  });

  it('gates only the requests featureIf names', async () => {
    const app = await gatedApp({
      featureIf: (request: { body: { name: string } }) => request.body.name === 'gated',
    });
    const call = (name: string) =>
      app.inject({ method: 'POST', url: '/v1/3/things', payload: { name } });
    expect((await call('gated')).statusCode).toBe(403);
    expect((await call('free')).statusCode).toBe(200);
    await app.close();
  });

  it('refuses a route whose gate cannot work, as it is registered', () => {
    const route = (access: Record<string, unknown>) =>
      ({
        url: '/v1/:org/x',
        method: 'GET',
        handler: () => {},
        config: { access },
      }) as unknown as RouteOptions;
    const db = server.database.db;
    expect(() => guardFeature(db, route({ role: 'AGENT', featureFirst: true }))).toThrow(
      'need a feature',
    );
    expect(() =>
      guardFeature(
        db,
        route({ role: 'AGENT', feature: 'beatbox', featureFirst: true, featureIf: () => true }),
      ),
    ).toThrow('cannot come before validation');
  });

  it('answers an organization that does not exist 404, not 403, when its feature is off', async () => {
    const { access_token } = await login(server.app, 'admin@example.com');
    for (const url of [
      '/api/secadmin/v1/999999/ldap-authenticators',
      '/api/secadmin/v1/999999/login-ui',
      '/api/insights/v1/999999/reporting',
      '/api/registry/v1/999999/beatboxes',
    ]) {
      const response = await server.app.inject({ url, headers: bearer(access_token) });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Organization not found.' });
    }
    // An organization that exists and has it off: 403 naming the feature.
    const off = await server.app.inject({
      url: '/api/secadmin/v1/3/ldap-authenticators',
      headers: bearer(access_token),
    });
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: featureOffMessage('securityIDP') });
  });
});
