import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { bearer, login, snapshot, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await login(server.app, 'admin@example.com')).access_token;
});
afterAll(() => server.close());

/** Values that are wrong in shape: any JSON at all, odd strings, deep and huge things. */
const junk = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(null, [], {}, '', '0', '-1', '1e309', '__proto__', '💥', 'x'.repeat(5000)),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.anything({ maxDepth: 2 })),
);

/**
 * A path segment that is never a well-formed id: "1" in `DELETE /v1/:org/login-ui/logo` is a
 * right request (it removed the owner's logo and audited it, one run in many), not junk.
 */
const pathSegment = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/^[1-9][0-9]{0,9}$/.test(s)),
  fc.constantFrom('0', '-5', '1.5', '99999999999', 'NaN', '%00', '..', 'null'),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  undefined,
);

function fill(route: string, segments: string[]): string {
  let i = 0;
  return route.replace(/:[A-Za-z]+/g, () => encodeURIComponent(segments[i++] ?? 'x'));
}

function encode(body: unknown, type: string | undefined): string {
  if (type === 'application/x-www-form-urlencoded' && body && typeof body === 'object') {
    try {
      return new URLSearchParams(body as Record<string, string>).toString();
    } catch {
      // Objects whose members cannot become strings: send them as JSON text instead.
    }
  }
  if (typeof body === 'string') return body;
  try {
    return JSON.stringify(body) ?? '';
  } catch {
    return '{';
  }
}

describe('malformed input to every route', () => {
  it('never answers 5xx or a stack trace and changes nothing', async () => {
    // Logout is excluded with a bearer: a well-formed empty body would rightly end the session.
    const routes = server.routes.filter((r) => r !== 'GET /*');
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      const authenticated = !path.endsWith('/logout');
      // Nothing may change: compared once around all cases of a route (a snapshot per case
      // cost minutes on PostgreSQL as routes were added), naming the route that changed it.
      const before = await snapshot(server.database);
      await fc.assert(
        fc.asyncProperty(
          fc.array(pathSegment, { minLength: 3, maxLength: 3 }),
          junk,
          contentType,
          fc.dictionary(
            fc.constantFrom('q', 'limit', 'organization', 'a'),
            fc.string({ maxLength: 10 }),
          ),
          async (segments, body, type, query) => {
            const hasBody = method !== 'GET';
            const response = await server.app.inject({
              method,
              url: fill(path, segments),
              query,
              headers: {
                ...(authenticated ? bearer(token) : {}),
                ...(hasBody && type ? { 'content-type': type } : {}),
              },
              ...(hasBody ? { payload: encode(body, type) } : {}),
            });
            expect(response.statusCode, `${route} -> ${response.body}`).toBeLessThan(500);
            expect(response.body).not.toMatch(/\bat .+:\d+:\d+/);
            if (response.statusCode >= 400 && response.body) {
              expect(Object.keys(response.json())).toContain('message');
            }
          },
        ),
        { numRuns: 25 },
      );
      expect(await snapshot(server.database), `${route} changed data`).toEqual(before);
    }
  }, 180_000);
});
