import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TraceDetails } from '@contracts/heartbeat';
import { demoApiKey } from '../../src/demo/heartbeat';
import { seedDemo } from '../../src/demo/seed';
import { prune } from '../../src/jobs/maintenance';
import { trafficTick } from '../../src/jobs/traffic';
import { seededRandom } from '../../src/lib/random';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';

/** The default test server: generous limits and quota. */
let server: TestServer;
/** Small rate limits: three requests per client, four messages per flow, a minute. */
let strict: TestServer;
/** A small quota: 8 KiB of stored payloads per organization. */
let small: TestServer;
beforeAll(async () => {
  [server, strict, small] = await Promise.all([
    startTestServer(),
    startTestServer({
      INBOUND_RATE_LIMIT_PER_MINUTE: '3',
      INBOUND_FLOW_RATE_LIMIT_PER_MINUTE: '4',
    }),
    startTestServer({ INBOUND_QUOTA_BYTES: '8192' }),
  ]);
});
afterAll(() => Promise.all([server, strict, small].map((s) => s.close())));

let lastIp = 0;
/** A client address of its own, so the per-client limit of one test does not touch another. */
const freshIp = () => {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
};

function post(
  target: TestServer,
  path: string,
  options: {
    headers?: Record<string, string>;
    payload?: string | Buffer;
    ip?: string;
    contentType?: string | null;
  } = {},
) {
  const { contentType = 'application/json', payload = '{"usagePointId":"7070"}' } = options;
  return target.app.inject({
    method: 'POST',
    url: `/api/inbound/${path}`,
    headers: {
      ...(contentType === null ? {} : { 'content-type': contentType }),
      ...options.headers,
    },
    payload,
    remoteAddress: options.ip ?? freshIp(),
  });
}

const nordkraftKey = { 'x-api-key': demoApiKey('nordkraft') };

/** Status, body and headers, without the one header that changes by the second. */
function answer(response: LightMyRequestResponse) {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

async function payloadUsage(target: TestServer, organizationId: number) {
  const { db } = target.database;
  const usage = await db
    .selectFrom('payload_usage')
    .select('bytes')
    .where('organization_id', '=', organizationId)
    .executeTakeFirst();
  const stored = await db
    .selectFrom('payloads')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('bytes'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return { total: Number(usage?.bytes ?? 0), stored: Number(stored.bytes) };
}

async function countRows(target: TestServer) {
  const { db } = target.database;
  const count = (table: 'payloads' | 'traces') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  return { payloads: await count('payloads'), traces: await count('traces') };
}

describe('inbound rate limits', () => {
  it('limits each client, before the key is checked, and answers 429 with Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await post(strict, 'nordkraft/meter-readings-in', { ip })).statusCode).toBe(401);
    }
    const limited = await post(strict, 'nordkraft/meter-readings-in', { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ message: 'Too many requests. Try again later.' });
    // Even a valid key to an open flow waits; another client does not.
    const stillLimited = await post(strict, 'nordkraft/outage-report-public', {
      ip,
      headers: nordkraftKey,
    });
    expect(stillLimited.statusCode).toBe(429);
    expect((await post(strict, 'nordkraft/outage-report-public')).statusCode).toBe(202);
  });

  it('limits each flow across clients, counting only callers allowed to post to it', async () => {
    // Refused callers do not use up the flow's messages: they cannot shut it for others.
    for (let i = 0; i < 6; i += 1) {
      expect((await post(strict, 'nordkraft/meter-readings-in')).statusCode).toBe(401);
    }
    for (let i = 0; i < 4; i += 1) {
      const accepted = await post(strict, 'nordkraft/meter-readings-in', { headers: nordkraftKey });
      expect(accepted.statusCode, accepted.body).toBe(202);
    }
    const before = await countRows(strict);
    const limited = await post(strict, 'nordkraft/meter-readings-in', { headers: nordkraftKey });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({
      message: 'Too many messages for this flow. Try again later.',
    });
    expect(await countRows(strict)).toEqual(before);
    // Unauthenticated callers still get the answer of any protected flow, not the flow's limit.
    expect((await post(strict, 'nordkraft/meter-readings-in')).statusCode).toBe(401);
    // The same flow of another organization, and another flow, have their own limits.
    const other = await post(strict, 'fjordnett/meter-readings-in', {
      headers: { 'x-api-key': demoApiKey('fjordnett') },
    });
    expect(other.statusCode).toBe(202);
    expect((await post(strict, 'nordkraft/outage-report-public')).statusCode).toBe(202);
  });
});

describe('inbound answers to callers without a valid key', () => {
  const doors = [
    'nordkraft/no-such-flow', // missing
    'nordkraft/erp-billing-export', // a flow without a REST inbound connector
    'nordkraft/meter-readings-in', // a protected flow
    'no-such-org/meter-readings-in', // a missing organization
  ];

  it('are the same for a missing flow, a flow without REST inbound and a protected flow', async () => {
    const callers: Record<string, string>[] = [
      {},
      { 'x-api-key': 'not-a-key' },
      { authorization: 'ApiKey not-a-key' },
      // Valid, but in another organization.
      { 'x-api-key': demoApiKey('fjordnett') },
      // Basic authentication: a wrong pair, a malformed one, a lower-case scheme.
      { authorization: `Basic ${Buffer.from('erp-connector:wrong').toString('base64')}` },
      { authorization: 'Basic not base64!' },
      { authorization: `basic ${Buffer.from('no-colon').toString('base64')}` },
    ];
    for (const headers of callers) {
      const answers = [];
      for (const door of doors) answers.push(answer(await post(server, door, { headers })));
      expect(answers[0]?.status).toBe(401);
      for (const other of answers.slice(1)) expect(other).toEqual(answers[0]);
    }
    // 401 with the challenges of what may be sent: both kinds without a credential, the kind
    // sent with a wrong one (RFC 9110 11.6.1; basic authentication's realm, RFC 7617).
    const noKey = await post(server, 'nordkraft/no-such-flow');
    expect(noKey.statusCode).toBe(401);
    expect(noKey.json()).toEqual({
      message:
        'An API key is required: send it in the X-API-Key header, or a service account username and password with basic authentication.',
    });
    expect(noKey.headers['www-authenticate']).toBe('ApiKey, Basic realm="flows", charset="UTF-8"');
    const wrongKey = await post(server, 'nordkraft/no-such-flow', {
      headers: { 'x-api-key': 'x' },
    });
    expect(wrongKey.json()).toEqual({ message: 'The API key is not valid.' });
    expect(wrongKey.headers['www-authenticate']).toBe('ApiKey');
    for (const authorization of ['Basic not base64!', 'Basic ZXJwLWNvbm5lY3Rvcjp3cm9uZw==']) {
      const wrongPair = await post(server, 'nordkraft/meter-readings-in', {
        headers: { authorization },
      });
      expect(wrongPair.statusCode).toBe(401);
      expect(wrongPair.json()).toEqual({ message: 'The username or password is not valid.' });
      expect(wrongPair.headers['www-authenticate']).toBe('Basic realm="flows", charset="UTF-8"');
    }
  });

  it('show a pause reason only to a caller with a valid key with access to the flow', async () => {
    const { access_token: deployer } = await login(server.app, 'deployer@example.com');
    const setPaused = async (flowId: string, paused: boolean) => {
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/insights/v1/2/flows/${flowId}/${paused ? 'pause' : 'resume'}`,
        headers: bearer(deployer),
        ...(paused ? { payload: { reason: 'vendor contract dispute' } } : {}),
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await setPaused('meter-readings-in', true);
    await setPaused('outage-report-public', true);
    try {
      const callers: Record<string, string>[] = [{}, { 'x-api-key': 'not-a-key' }];
      for (const headers of callers) {
        expect(answer(await post(server, 'nordkraft/meter-readings-in', { headers }))).toEqual(
          answer(await post(server, 'nordkraft/no-such-flow', { headers })),
        );
      }
      const keyed = await post(server, 'nordkraft/meter-readings-in', { headers: nordkraftKey });
      expect(keyed.statusCode).toBe(423);
      expect(keyed.json()).toEqual({ message: 'The flow is paused: vendor contract dispute.' });
      const anonymous = await post(server, 'nordkraft/outage-report-public');
      expect(anonymous.statusCode).toBe(423);
      expect(anonymous.json()).toEqual({ message: 'The flow is paused.' });
    } finally {
      await setPaused('meter-readings-in', false);
      await setPaused('outage-report-public', false);
    }
  });

  it('still tell a caller with a valid key a missing flow from one it has no access to', async () => {
    expect(
      (await post(server, 'nordkraft/no-such-flow', { headers: nordkraftKey })).statusCode,
    ).toBe(404);
    expect(
      (await post(server, 'nordkraft/erp-billing-export', { headers: nordkraftKey })).statusCode,
    ).toBe(404);
  });
});

describe('binary inbound bodies', () => {
  let operator: string;
  beforeAll(async () => {
    operator = (await login(server.app, 'operator@example.com')).access_token;
  });

  /** Posts a body and reads back its trace and its payload. */
  async function roundTrip(body: Buffer | string, contentType: string | null, download = false) {
    const posted = await post(server, 'nordkraft/meter-readings-in', {
      headers: nordkraftKey,
      payload: body,
      contentType,
    });
    expect(posted.statusCode, posted.body).toBe(202);
    const [traceId] = posted.json<{ traceIds: number[] }>().traceIds;
    const trace = await server.app.inject({
      url: `/api/insights/v2/2/traces/${traceId}`,
      headers: bearer(operator),
    });
    const details = trace.json<TraceDetails>();
    const payload = await server.app.inject({
      url: `/api/insights/v2/2/payloads/${details.payloadId}${download ? '?download=true' : ''}`,
      headers: bearer(operator),
    });
    expect(payload.statusCode).toBe(200);
    return { details, payload };
  }

  // Invalid UTF-8 (a lone continuation byte, a truncated sequence, an encoded surrogate)
  // and NUL bytes, then random bytes.
  const awkward = Buffer.from([0x00, 0xff, 0xfe, 0x80, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x00, 0xc3]);

  it('stores any content type byte-exact and serves non-text as an attachment', async () => {
    for (const contentType of ['application/octet-stream', 'image/png', 'application/pdf']) {
      const body = Buffer.concat([awkward, randomBytes(4096), awkward]);
      const { details, payload } = await roundTrip(body, contentType);
      expect(details.payloadSize).toBe(body.length);
      expect(details.payloadContentType).toBe(contentType);
      expect(payload.rawPayload.equals(body)).toBe(true);
      expect(payload.headers['content-type']).toBe('application/octet-stream');
      expect(payload.headers['content-disposition']).toMatch(
        /^attachment; filename="payload-\d+\.bin"$/,
      );
      expect(payload.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps bytes that are not valid UTF-8 exact under a text content type', async () => {
    const invalid = Buffer.concat([Buffer.from('{"reading":"'), awkward, Buffer.from('"}')]);
    // Valid UTF-8, but with a NUL, which a PostgreSQL text value cannot hold.
    const withNul = Buffer.from('{"reading":"\u0000"}', 'utf8');
    expect(withNul.includes(0)).toBe(true);
    for (const [body, contentType, served] of [
      [invalid, 'application/json', 'application/json; charset=utf-8'],
      [invalid, 'text/plain', 'text/plain; charset=utf-8'],
      [withNul, 'application/json', 'application/json; charset=utf-8'],
    ] as const) {
      const { details, payload } = await roundTrip(body, contentType);
      expect(details.payloadSize).toBe(body.length);
      expect(payload.rawPayload.equals(body)).toBe(true);
      expect(payload.headers['content-type']).toBe(served);
    }
  });

  it('stores a body without a content type as application/octet-stream', async () => {
    const body = randomBytes(512);
    const { details, payload } = await roundTrip(body, null);
    expect(details.payloadContentType).toBe('application/octet-stream');
    expect(payload.rawPayload.equals(body)).toBe(true);
  });

  it('keeps text as text, byte-exact: a byte order mark and characters of several bytes', async () => {
    const text = '\uFEFF{"place":"Tromsø","note":"⚡ 🔌"}';
    const { details, payload } = await roundTrip(
      Buffer.from(text, 'utf8'),
      'application/json',
      true,
    );
    expect(payload.rawPayload.equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(payload.headers['content-disposition']).toBe(
      `attachment; filename="payload-${details.payloadId}.json"`,
    );
    const row = await server.database.db
      .selectFrom('payloads')
      .select('body')
      .where('id', '=', details.payloadId ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.body).toBe(text);
  });
});

describe('inbound storage quota', () => {
  const body = (bytes: number) => 'x'.repeat(bytes);
  const publicFlow = 'nordkraft/outage-report-public';

  it('refuses, storing nothing, a message that would take the organization past its quota', async () => {
    expect((await post(small, publicFlow, { payload: body(5000) })).statusCode).toBe(202);
    expect(await payloadUsage(small, 2)).toEqual({ total: 5000, stored: 5000 });
    const before = await countRows(small);
    const refused = await post(small, publicFlow, { payload: body(5000) });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(small.config.maintenanceIntervalSeconds));
    expect(refused.json()).toEqual({
      message:
        "The organization's message store is full (quota 8 KiB). Older messages are removed after 30 days.",
    });
    expect(await countRows(small)).toEqual(before);
    expect(await payloadUsage(small, 2)).toEqual({ total: 5000, stored: 5000 });
    // Up to the quota exactly.
    expect((await post(small, publicFlow, { payload: body(3192) })).statusCode).toBe(202);
    expect((await post(small, publicFlow, { payload: body(1) })).statusCode).toBe(429);
    expect(await payloadUsage(small, 2)).toEqual({ total: 8192, stored: 8192 });
    // A message without a body stores no payload, and another organization has its own quota.
    expect((await post(small, publicFlow, { payload: '' })).statusCode).toBe(202);
    expect(
      (await post(small, 'fjordnett/outage-report-public', { payload: body(5000) })).statusCode,
    ).toBe(202);
    expect(await payloadUsage(small, 3)).toEqual({ total: 5000, stored: 5000 });
  });

  it('counts a resubmitted payload once', async () => {
    const { access_token: operator } = await login(small.app, 'operator@example.com');
    const traces = await small.database.db
      .selectFrom('traces')
      .select('id')
      .where('organization_id', '=', 2)
      .where('flow_id', '=', 'outage-report-public')
      .where('payload_id', 'is not', null)
      .execute();
    const before = await countRows(small);
    const resubmitted = await small.app.inject({
      method: 'POST',
      url: '/api/insights/v2/2/traces/resubmit',
      headers: bearer(operator),
      payload: { flowId: 'outage-report-public', traceIds: traces.map((t) => t.id) },
    });
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect((await countRows(small)).traces).toBeGreaterThan(before.traces);
    expect((await countRows(small)).payloads).toBe(before.payloads);
    expect(await payloadUsage(small, 2)).toEqual({ total: 8192, stored: 8192 });
  });

  it('frees the room of pruned payloads', async () => {
    const { db } = small.database;
    const oldest = await db
      .selectFrom('payloads')
      .select(['id', 'size'])
      .where('organization_id', '=', 2)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(oldest.size).toBe(5000);
    const longAgo = Date.now() - 40 * 86_400_000;
    await db
      .updateTable('payloads')
      .set({ created: longAgo })
      .where('id', '=', oldest.id)
      .execute();
    await db
      .updateTable('traces')
      .set({ time_stamp: longAgo })
      .where('payload_id', '=', oldest.id)
      .execute();
    await prune(small.database, { traceRetentionDays: 30 });
    expect(await payloadUsage(small, 2)).toEqual({ total: 3192, stored: 3192 });
    expect(await payloadUsage(small, 3)).toEqual({ total: 5000, stored: 5000 });
    expect((await post(small, publicFlow, { payload: body(5000) })).statusCode).toBe(202);
    expect(await payloadUsage(small, 2)).toEqual({ total: 8192, stored: 8192 });
  });

  it('lets concurrent messages fill the quota but not pass it', async () => {
    // fjordnett holds 5000 of its 8192 bytes: three of ten 1000-byte messages fit.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(small, 'fjordnett/outage-report-public', { payload: body(1000) }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429, 429, 429]);
    expect(await payloadUsage(small, 3)).toEqual({ total: 8000, stored: 8000 });
  });

  it('holds for the live traffic job too: it stops storing payloads at the quota', async () => {
    // Both organizations are full (the tests above); their flows keep receiving demo traffic.
    const written = await trafficTick(small.database, 600_000, 1, seededRandom(5), 8192);
    expect(written).toBeGreaterThan(0);
    for (const organizationId of [2, 3]) {
      const after = await payloadUsage(small, organizationId);
      expect(after.stored).toBeLessThanOrEqual(8192);
      expect(after.total).toBe(after.stored);
    }
  });

  it('counts the payloads of the demo history', async () => {
    const fresh = await startTestServer({}, { seed: false });
    try {
      await seedDemo(fresh.database, { historyHours: 1 });
      for (const organizationId of [2, 3]) {
        const usage = await payloadUsage(fresh, organizationId);
        expect(usage.stored).toBeGreaterThan(0);
        expect(usage.total).toBe(usage.stored);
      }
    } finally {
      await fresh.close();
    }
  });
});
