import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAnswerSchema } from '../../src/lib/http';
import { startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('answer schemas', () => {
  it('declares the schema of the 2xx answer on every API route', () => {
    const api = server.routeSchemas.filter(
      (route) => route.url.startsWith('/api/') || route.url.startsWith('/client-api/'),
    );
    expect(api.length).toBeGreaterThan(30);
    for (const route of api) {
      if (route.url === '/api/malformed-url') continue;
      const response = (route.schema.response ?? {}) as Record<string, unknown>;
      expect(
        Object.keys(response).some((status) => status.startsWith('2')),
        route.url,
      ).toBe(true);
    }
  });

  it('refuses to register an API route without one', () => {
    expect(() => assertAnswerSchema({ method: 'GET', url: '/api/x', schema: {} })).toThrow(
      'GET /api/x: no schema for its 2xx answer',
    );
    expect(() =>
      assertAnswerSchema({ method: 'GET', url: '/api/x', schema: { response: { 400: {} } } }),
    ).toThrow();
    expect(() =>
      assertAnswerSchema({ method: 'GET', url: '/api/x', schema: { response: { 204: {} } } }),
    ).not.toThrow();
  });
});
