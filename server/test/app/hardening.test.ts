import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { trafficTick } from '../../src/jobs/traffic';
import { checkRouteAccess } from '../../src/lib/auth';
import { installErrorHandling, installValidators } from '../../src/lib/http';
import { seededRandom } from '../../src/lib/random';
import {
  addMember,
  bearer,
  json,
  login,
  organizationIdOf,
  onPostgres,
  snapshot,
  startTcpProxy,
  startTestServer,
} from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let org: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  // A console build to serve, with a source map beside its script.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Connect</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.map'), '{"version":3}');
  server = await startTestServer({ DIST_DIR: dist });
  org = await organizationIdOf(server.database, 'nordkraft');
  // Some traffic to search through.
  await trafficTick(server.database, 60_000, 1, seededRandom(11));
  for (const role of ['admin', 'deployer', 'operator', 'monitor', 'agent']) {
    tokens[role] = (await login(server.app, `${role}@example.com`)).access_token;
  }
});
afterAll(() => server.close());

const get = (url: string, role = 'agent') =>
  server.app.inject({ url, headers: bearer(tokens[role]!) });

describe('numbers in paths and queries', () => {
  it('refuses non-finite, out-of-range and non-decimal numbers, naming the field', async () => {
    const cases: [string, string][] = [
      [`/api/insights/v2/${org}/traces?q=x&fromDate=0&toDate=Infinity`, 'toDate'],
      [`/api/insights/v1/${org}/histograms?buckets=Infinity`, 'buckets'],
      [`/api/insights/v1/${org}/histograms?buckets=1e308`, 'buckets'],
      [`/api/insights/v2/${org}/traces?limit=Infinity`, 'limit'],
      [`/api/insights/v2/${org}/traces?limit=NaN`, 'limit'],
      [`/api/insights/v2/${org}/traces?limit=2e0`, 'limit'],
      [`/api/insights/v2/${org}/traces?offset=-1`, 'offset'],
      [`/api/insights/v2/${org}/traces?offset=%201`, 'offset'],
      [`/api/insights/v2/${org}/traces?fromDate=-Infinity`, 'fromDate'],
      [`/api/insights/v2/${org}/traces/0x3`, 'traceId'],
      [`/api/insights/v2/${org}/traces/2e0`, 'traceId'],
      [`/api/insights/v2/${org}/traces/Infinity`, 'traceId'],
      [`/api/insights/v2/${org}/traces?hasPayload=1`, 'hasPayload'],
    ];
    for (const [url, field] of cases) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(json<{ message: string }>(response).message, url).toContain(`"${field}"`);
    }
  });

  it('still reads plain decimal numbers and booleans', async () => {
    const response = await get(
      `/api/insights/v2/${org}/traces?limit=5&offset=0&hasPayload=true&fromDate=0`,
    );
    expect(response.statusCode).toBe(200);
    expect(json<{ data: unknown[] }>(response).data.length).toBeLessThanOrEqual(5);
  });

  it('refuses to register a route whose number has no range', async () => {
    const app = Fastify();
    installValidators(app);
    installErrorHandling(app);
    app.get(
      '/x',
      { schema: { querystring: { type: 'object', properties: { n: { type: 'integer' } } } } },
      async () => ({}),
    );
    await expect(app.ready()).rejects.toThrow(/without both bounds/);
    await app.close().catch(() => undefined);
  });
});

describe('free text', () => {
  it('refuses control characters instead of matching everything', async () => {
    for (const q of ['\u0000', 'a\u0001b', '\u007f', 'x\ny']) {
      const response = await get(
        `/api/insights/v2/${org}/traces?fromDate=0&q=${encodeURIComponent(q)}`,
      );
      expect(response.statusCode, JSON.stringify(q)).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/"q"/);
    }
  });

  it('keeps LIKE wildcards literal', async () => {
    const all = json<{ meta: { totalNoOfMatches: number } }>(
      await get(`/api/insights/v2/${org}/traces?fromDate=0`),
    );
    expect(all.meta.totalNoOfMatches).toBeGreaterThan(0);
    for (const q of ['%', '_', '%%', '\\']) {
      const response = await get(
        `/api/insights/v2/${org}/traces?fromDate=0&q=${encodeURIComponent(q)}`,
      );
      expect(response.statusCode).toBe(200);
      // No demo exchange id, flow id or error message holds these characters.
      expect(json<{ meta: { totalNoOfMatches: number } }>(response).meta.totalNoOfMatches).toBe(0);
    }
  });

  it('refuses a NUL character in any body and changes nothing', async () => {
    const before = await snapshot(server.database);
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/config/v1/${org}/configuration`,
      headers: { ...bearer(tokens.admin!), 'content-type': 'application/json' },
      payload: JSON.stringify({ dataLakeApiHost: 'https://a\u0000b.example.com' }),
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toContain('"dataLakeApiHost"');
    expect(await snapshot(server.database)).toEqual(before);
  });
});

describe('one error path', () => {
  it('answers a path that is not valid URL encoding in the usual shape, with the headers', async () => {
    for (const url of ['/api/insights/v2/%E0%A4%A/traces', '/%', '/api/identity/users/%zz']) {
      const response = await server.app.inject({ url, headers: bearer(tokens.agent!) });
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json())).toEqual(['message']);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a path part too long for the router in the usual shape, with the headers', async () => {
    const response = await server.app.inject({
      url: `/api/insights/v1/${org}/flows/${'a'.repeat(5000)}`,
      headers: bearer(tokens.agent!),
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'Invalid path: a part of it is too long.' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers what the HTTP parser refuses in the usual shape, with the headers', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n');
      });
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect(raw.toLowerCase()).toContain('content-security-policy:');
    expect(raw.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
      message: 'Bad request.',
    });
  });

  it('checks the role before looking at the body', async () => {
    const flow = `/api/insights/v1/${org}/flows/meter-readings-in`;
    const cases: [string, 'POST' | 'PUT', string, string][] = [
      ['monitor', 'POST', `${flow}/pause`, '{"reason": 42, "unknown": true}'],
      ['operator', 'PUT', `${flow}/spec`, '{"bad": "body"}'],
      ['monitor', 'POST', `/api/insights/v2/${org}/traces/resubmit`, '{"traceIds": "all"}'],
      ['operator', 'PUT', `/api/config/v1/${org}/configuration`, '{"theme": 7}'],
    ];
    for (const [role, method, url, payload] of cases) {
      const response = await server.app.inject({
        method,
        url,
        headers: { ...bearer(tokens[role]!), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${role} ${method} ${url}`).toBe(403);
    }
    // Another user's configuration: refused before its body is read.
    const response = await server.app.inject({
      method: 'PUT',
      url: `/api/config/v1/${org}/configuration/1`,
      headers: { ...bearer(tokens.operator!), 'content-type': 'application/json' },
      payload: '{"theme": 7}',
    });
    expect(response.statusCode).toBe(403);
  });

  it('declares access on every route of an organization', async () => {
    const app = Fastify();
    app.addHook('onRoute', checkRouteAccess);
    expect(() => app.get('/v1/:org/things', async () => ({}))).toThrow(/no access declared/);
    await app.close();
  });
});

describe('what the server shows of itself', () => {
  it('shows no server paths on the status page to roles below admin', async () => {
    for (const role of ['deployer', 'operator', 'monitor', 'agent']) {
      const response = await get('/api/platform/status', role);
      expect(response.statusCode).toBe(200);
      expect(response.body, role).not.toContain(server.config.dataDir);
      expect(response.body, role).not.toContain('SMTP');
    }
    const admin = await get('/api/platform/status', 'admin');
    expect(admin.body).toContain('SMTP');
  });

  it("shows the mail folder, SMTP host and raw errors to owners only, not to a customer's admin", async () => {
    await addMember(server.database, 'status-admin@nordkraft.test', org, 'ADMIN');
    const customer = (await login(server.app, 'status-admin@nordkraft.test')).access_token;
    type Status = { services: { name: string; status: string; detail: string | null }[] };
    const mailOf = (body: Status) => body.services.find((service) => service.name === 'mail');
    const smtpHost = new URL(server.smtp.url).host;

    // Mail over SMTP: its host and port.
    const asOwner = await get('/api/platform/status', 'admin');
    expect(mailOf(json<Status>(asOwner))).toMatchObject({
      status: 'UP',
      detail: `SMTP ${smtpHost}`,
    });
    const asCustomer = await server.app.inject({
      url: '/api/platform/status',
      headers: bearer(customer),
    });
    expect(asCustomer.statusCode).toBe(200);
    expect(mailOf(json<Status>(asCustomer))).toMatchObject({ status: 'UP', detail: null });
    expect(asCustomer.body).not.toContain(smtpHost);
    expect(asCustomer.body).not.toContain('SMTP');

    // Mail to an outbox folder that cannot be written: its path in the raw error.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'status-'));
    fs.writeFileSync(path.join(dataDir, 'outbox'), 'a file where the folder should be');
    const outbox = await buildApp(
      { ...server.config, smtpUrl: null, dataDir },
      { logger: false, database: server.database, jobs: false },
    );
    try {
      const owner = await outbox.app.inject({
        url: '/api/platform/status',
        headers: bearer(tokens.admin!),
      });
      const ownerMail = mailOf(json<Status>(owner));
      expect(ownerMail?.status).toBe('DOWN');
      expect(ownerMail?.detail).toContain(path.join(dataDir, 'outbox'));
      expect(ownerMail?.detail).toContain('EEXIST');
      const other = await outbox.app.inject({
        url: '/api/platform/status',
        headers: bearer(customer),
      });
      expect(other.statusCode).toBe(200);
      expect(mailOf(json<Status>(other))).toMatchObject({ status: 'DOWN', detail: null });
      expect(other.body).not.toContain(dataDir);
      expect(other.body).not.toContain('EEXIST');
    } finally {
      await outbox.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('does not serve source maps unless a setting says so', async () => {
    const script = await server.app.inject({ url: '/assets/app-abc123.js' });
    expect(script.statusCode).toBe(200);
    const map = await server.app.inject({ url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.json()).toEqual({ message: 'Not found.' });
  });
});

// The network between the server and PostgreSQL: SQLite has none to lose.
if (onPostgres) {
  describe('the database connection going away', () => {
    let outage: TestServer;
    let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
    let token: string;

    beforeAll(async () => {
      const target = new URL(process.env.TEST_DATABASE_URL!);
      proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
      outage = await startTestServer({}, { databaseUrl: (url) => viaPort(url, proxy.port) });
      token = (await login(outage.app, 'operator@example.com')).access_token;
    });
    afterAll(async () => {
      await proxy.close();
      await outage.close();
    });

    const traces = () =>
      outage.app.inject({
        url: `/api/insights/v2/${org}/traces?limit=5`,
        headers: bearer(token),
      });

    it('answers 503 with a message while it is gone, and serves again once it is back', async () => {
      expect((await traces()).statusCode).toBe(200);
      await proxy.cut();
      // The pool's idle connections end under it; requests are answered, not the process.
      for (const response of [await outage.app.inject({ url: '/api/health' }), await traces()]) {
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          message: 'The database cannot be reached. Try again in a moment.',
        });
      }
      await proxy.restore();
      expect((await outage.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await traces()).statusCode).toBe(200);
    });
  });
}

function viaPort(url: string, port: number): string {
  const through = new URL(url);
  through.port = String(port);
  return through.toString();
}
