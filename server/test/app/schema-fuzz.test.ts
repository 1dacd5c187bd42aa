import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * Requests generated from every route's own schemas, sent as every role and as nobody:
 * each part is either well formed or one of the odd values a careless or hostile client
 * sends (edge numbers, huge and empty strings, control characters, wrong types). The
 * server must answer each within the budget, never 5xx, always `{ message }` on an error,
 * and `/api/health` must answer after each. A fixed seed and a bounded number of cases
 * keep it repeatable; FUZZ_RUNS raises the count for a longer run.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  maxItems?: number;
};

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const SEED = 20261124;
const ANSWER_BUDGET_MS = 2000;
const ROLES = ['admin', 'deployer', 'operator', 'monitor', 'billing', 'agent'] as const;

const ODD_NUMBER_TEXT = [
  'Infinity',
  '-Infinity',
  'NaN',
  '1e308',
  '-1',
  '0x3',
  '2e0',
  ' 3',
  '3 ',
  '1.5',
];
const oddText = fc.constantFrom(
  ...ODD_NUMBER_TEXT,
  '',
  '0',
  '9007199254740993',
  '%',
  '_',
  '\\',
  '\u0000',
  'a\u0001b',
  '\u007f',
  '\u202e',
  '💥',
  '__proto__',
  'constructor',
  "'; drop table users; --",
  'x'.repeat(10_000),
);
const oddNumber = fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 31, 2 ** 53, 0.5, -0);
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.string({ maxLength: 20 }),
  fc.integer(),
);

function typesOf(schema: Schema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** A value that fits the schema, roughly: the odd values come from `odd` below. */
function plausible(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = typesOf(schema)[0];
  switch (type) {
    case 'integer':
      return fc.integer({ min: schema.minimum ?? 0, max: Math.min(schema.maximum ?? 100, 1e9) });
    case 'number':
      return fc.double({ min: schema.minimum ?? 0, max: schema.maximum ?? 100, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(plausible(schema.items ?? {}), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectOf(schema);
    case 'null':
      return fc.constant(null);
    default:
      return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 20, 20) });
  }
}

/** Either a plausible value or an odd one. */
function anyValue(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 2, arbitrary: plausible(schema) },
    { weight: 2, arbitrary: oddText },
    { weight: 1, arbitrary: oddNumber },
    { weight: 1, arbitrary: wrongType },
  );
}

function objectOf(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, anyValue(property)]),
  );
  return fc.record(record, { requiredKeys: [] });
}

/** Path and query values travel as text. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

let server: TestServer;
const tokens = new Map<string, string>();

async function tokenFor(role: string): Promise<string> {
  let token = tokens.get(role);
  if (!token) {
    token = (await login(server.app, `${role}@example.com`)).access_token;
    tokens.set(role, token);
  }
  return token;
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('requests generated from the route schemas', () => {
  it('every route, every role: no 5xx, answers in time, health answers after each', async () => {
    // Ending one's own session would only turn the following cases into 401s.
    const routes = server.routeSchemas.filter(
      (r) => !r.url.endsWith('/logout') && r.url !== '/*' && !r.url.startsWith('/api/inbound'),
    );
    expect(routes.length).toBeGreaterThan(20);
    let cases = 0;
    for (const route of routes) {
      const schema = route.schema as { params?: Schema; querystring?: Schema; body?: Schema };
      const request = fc.record({
        role: fc.constantFrom<string | null>(null, ...ROLES),
        params: objectOf(schema.params ?? {}),
        query: objectOf(schema.querystring ?? {}),
        body: schema.body
          ? fc.oneof(objectOf(schema.body), wrongType, oddText)
          : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ role, params, query, body }) => {
          cases += 1;
          const url = route.url.replace(/:([A-Za-z]+)/g, (_m, name: string) =>
            encodeURIComponent(asText(params[name] ?? 'x') || 'x'),
          );
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url,
            query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, asText(v)])),
            headers: {
              ...(role ? bearer(await tokenFor(role)) : {}),
              ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
          };
          const started = performance.now();
          const response = await server.app.inject(options);
          const took = performance.now() - started;
          const label = `${role ?? 'nobody'} ${route.method} ${url} ${JSON.stringify(query)}`;
          expect(response.statusCode, `${label} -> ${response.body.slice(0, 200)}`).toBeLessThan(
            500,
          );
          expect(took, label).toBeLessThan(ANSWER_BUDGET_MS);
          if (response.statusCode >= 400 && response.body) {
            expect(Object.keys(response.json<object>()), label).toContain('message');
          }
          const health = await server.app.inject({ url: '/api/health' });
          expect(health.statusCode, `health after ${label}`).toBe(200);
        }),
        { numRuns: RUNS * (ROLES.length + 1), seed: SEED },
      );
    }
    expect(cases).toBeGreaterThan(routes.length * RUNS);
  }, 240_000);

  it('every number in a path or query refuses odd number text (as an owner, let in everywhere)', async () => {
    const admin = await tokenFor('admin');
    let checked = 0;
    for (const route of server.routeSchemas) {
      const schema = route.schema as { params?: Schema; querystring?: Schema };
      for (const part of ['params', 'querystring'] as const) {
        const properties = schema[part]?.properties ?? {};
        for (const [name, property] of Object.entries(properties)) {
          if (!typesOf(property).some((t) => t === 'integer' || t === 'number')) continue;
          for (const text of ODD_NUMBER_TEXT) {
            // An integer field refuses 1.5; a number field may take it.
            if (text === '1.5' && !typesOf(property).includes('integer')) continue;
            const url = route.url.replace(/:([A-Za-z]+)/g, (_m, param: string) =>
              param === name && part === 'params' ? encodeURIComponent(text) : '1',
            );
            const response = await server.app.inject({
              method: route.method as InjectOptions['method'],
              url,
              query: part === 'querystring' ? { [name]: text } : {},
              headers: { ...bearer(admin), 'content-type': 'application/json' },
              ...(route.method === 'GET' ? {} : { payload: '{}' }),
            });
            const label = `${route.method} ${url} ${name}=${JSON.stringify(text)}`;
            expect(response.statusCode, `${label} -> ${response.body.slice(0, 200)}`).toBe(400);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
