import { buildSchema, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READINGS_DEFAULTS } from '@contracts/datalake';
import { DATALAKE_GRAPHQL_SCHEMA } from '@contracts/datalakeGraphql';
import { demoUsagePointId } from '../../src/demo/datalake';
import { bearer, json, login, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let monitor: Record<string, string>;
let billing: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  monitor = bearer((await login(server.app, 'monitor@example.com')).access_token);
  billing = bearer((await login(server.app, 'billing@example.com')).access_token);
});
afterAll(() => server.close());

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
  message?: string;
}

async function query(text: string, headers: Record<string, string> = monitor) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/datalake/graphql',
    headers,
    payload: { query: text },
  });
  return { status: response.statusCode, body: json<Answer>(response) };
}

describe('the GraphQL data service', () => {
  it("defaults a readings field's selectors as the REST route and the console do", () => {
    const channel = buildSchema(DATALAKE_GRAPHQL_SCHEMA).getType('Channel') as GraphQLObjectType;
    const args = channel.getFields().readings!.args;
    const defaults = Object.fromEntries(
      args
        .filter((arg) => arg.name in READINGS_DEFAULTS)
        .map((arg) => [arg.name, arg.defaultValue]),
    );
    expect(defaults).toEqual(READINGS_DEFAULTS);
  });

  it('answers usage points with their meter, channels and readings', async () => {
    const to = Math.floor(Date.now() / 86_400_000) * 86_400_000;
    const { status, body } = await query(`{
      usagePoints(search: "MTR-00000007", first: 4) {
        total
        items {
          usagePointId
          meter { mrId manufacturer }
          channels {
            kind
            readings(fromDate: ${to - 3 * 86_400_000}, toDate: ${to}, macroPeriod: Daily, aggregation: Sum) { t value count }
          }
        }
      }
    }`);
    expect(status, JSON.stringify(body)).toBe(200);
    const page = body.data?.usagePoints as {
      total: number;
      items: {
        usagePointId: string;
        meter: { mrId: string };
        channels: { readings: unknown[] }[];
      }[];
    };
    expect(page.total).toBe(1);
    expect(page.items[0]?.usagePointId).toBe(demoUsagePointId(7));
    expect(page.items[0]?.meter.mrId).toBe('MTR-00000007');
    // Three UTC days touch four local days of Europe/Oslo.
    expect(page.items[0]?.channels.map((c) => c.readings.length)).toEqual([4, 4]);
  });

  it('reads only organizations the caller may read', async () => {
    const other = await query(`{ usagePoints(organizationId: 3) { total } }`);
    expect(other.body.message).toBe('Organization not found.');
    expect(other.body.data?.usagePoints ?? null).toBeNull();
    const refused = await query(`{ usagePoints { total } }`, billing);
    expect(refused.body.message).toBe('You do not have permission to do this.');
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/datalake/graphql',
      payload: { query: '{ usagePoints { total } }' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('bounds depth, size and result', async () => {
    const big = await query(`{ usagePoints(first: 1000) { total } }`);
    expect(big.body.message).toContain('first must be between 1 and 100');
    const many = Array.from(
      { length: 9 },
      (_v, i) => `r${i}: readings(fromDate: 0, toDate: 1) { t }`,
    );
    const costly = await query(`{ usagePoints { items { channels { ${many.join(' ')} } } } }`);
    expect(costly.status).toBe(400);
    expect(costly.body.message).toContain('readings at most 8 times');
    const mutation = await query(`mutation { usagePoints { total } }`);
    expect(mutation.status).toBe(400);
    const range = await query(
      `{ usagePoint(usagePointId: "${demoUsagePointId(1)}") { channels { readings(fromDate: 0, toDate: 40000000000) { t } } } }`,
    );
    expect(range.body.message).toContain('cannot be longer than 400 days');
  });
});
