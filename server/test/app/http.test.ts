import crypto from 'node:crypto';
import fs from 'node:fs';
import { SERVICE_ANSWER_HEADER } from '@contracts/platform';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { precompressDir } from '../../../build/precompress';
import { bearer, login, organizationIdOf, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const INLINE_SCRIPT = 'window.started = true;';
const BIG_SCRIPT = 'console.log("a line of the console");\n'.repeat(400);
beforeAll(async () => {
  const env = { CORS_ORIGINS: 'https://ops.example.com', PUBLIC_RATE_LIMIT_PER_MINUTE: '3' };
  // A console build to serve: index.html and one hashed asset.
  server = await startTestServer(env, { seed: true });
  await server.close();
  const dist = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>Connect</title><script>${INLINE_SCRIPT}</script>` +
      '<script type="application/json" id="words">{"a":1}</script>' +
      '<script type="module" src="/assets/app-abc123.js"></script>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
  await precompressDir(dist);
  server = await startTestServer({ ...env, DIST_DIR: dist });
});
afterAll(() => server.close());

describe('serving the console', () => {
  it('answers navigations with index.html and revalidates it', async () => {
    for (const url of ['/', '/platform', '/setpassword/abc?x=1']) {
      const response = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Connect</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and never answers a missing asset with the page', async () => {
    const asset = await server.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/assets/app-gone.js', '/missing.png', '/api/identity/nothing']) {
      const response = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('serves the runtime config with the service bases of the contract', async () => {
    const response = await server.app.inject({ url: '/runtime-config.json' });
    expect(response.json()).toMatchObject({
      version: '1.3.1',
      // Each at /api/<its name>.
      services: Object.fromEntries(
        ['identity', 'config', 'insights', 'registry', 'adr', 'datalake'].map((name) => [
          name,
          `/api/${name}`,
        ]),
      ),
    });
    // Not advertised while no service answers there.
    const { services } = response.json<{ services: Record<string, string> }>();
    expect(services).not.toHaveProperty('secAdmin');
  });
});

describe('compression', () => {
  const decode: Record<string, (body: Buffer) => Buffer> = {
    br: zlib.brotliDecompressSync,
    gzip: zlib.gunzipSync,
  };

  it('sends the precompressed copy of an asset the client can decode', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const response = await server.app.inject({
        url: '/assets/big-abc123.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary).toContain('Accept-Encoding');
      expect(response.headers['cache-control']).toContain('immutable');
      const body = encoding ? decode[encoding]!(response.rawPayload) : response.rawPayload;
      expect(body.toString('utf8')).toBe(BIG_SCRIPT);
      if (encoding) expect(response.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 10);
    }
  });

  it('compresses JSON answers of 1 KB and more, and leaves small ones alone', async () => {
    const token = (await login(server.app, 'operator@example.com')).access_token;
    const id = await organizationIdOf(server.database, 'nordkraft');
    const url = `/api/insights/v1/${id}/flows`;
    const plain = await server.app.inject({ url, headers: bearer(token) });
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const packed = await server.app.inject({
      url,
      headers: { ...bearer(token), 'accept-encoding': 'br' },
    });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(packed.rawPayload).toString('utf8'))).toEqual(
      plain.json(),
    );
    const small = await server.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
  });
});

describe('headers', () => {
  it('sends a strict CSP and the other security headers on every answer', async () => {
    for (const url of ['/', '/api/health', '/api/identity/users/me']) {
      const response = await server.app.inject({ url, headers: { accept: 'text/html' } });
      const csp = String(response.headers['content-security-policy']);
      // The page's own inline script by its hash, and nothing else inline (JSON runs nothing).
      const hash = crypto.createHash('sha256').update(INLINE_SCRIPT).digest('base64');
      expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${escapeRegExp(hash)}'(;|$)`));
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('marks API answers no-store', async () => {
    const response = await server.app.inject({ url: '/api/health' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("marks every API answer as the platform's own, errors too, readable across origins", async () => {
    // The console tells a service's own 503 (a statement past its time budget) from a
    // gateway's by this header.
    for (const url of ['/api/health', '/api/registry/v1/1/service-accounts', '/api/nowhere']) {
      const response = await server.app.inject({
        url,
        headers: { origin: 'https://ops.example.com' },
      });
      expect(response.headers[SERVICE_ANSWER_HEADER.toLowerCase()]).toBe('1');
      expect(String(response.headers['access-control-expose-headers'])).toContain(
        SERVICE_ANSWER_HEADER,
      );
    }
  });

  it('allows only the configured origins across origins', async () => {
    const allowed = await server.app.inject({
      url: '/api/health',
      headers: { origin: 'https://ops.example.com' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://ops.example.com');
    const other = await server.app.inject({
      url: '/api/health',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('client error log', () => {
  const report = (errorMessage: string) =>
    server.app.inject({
      method: 'POST',
      url: '/client-api/logging/error',
      payload: { userAgent: 'vitest', errorMessage, clientVersion: '1.3.1', currentUrl: '/x' },
    });

  it('stores reports, refuses oversized ones and limits the rate per client', async () => {
    expect((await report('first')).statusCode).toBe(204);
    const stored = await server.database.db.selectFrom('client_errors').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({ error_message: 'first', current_url: '/x' }),
    ]);
    expect((await report('x'.repeat(20_000))).statusCode).toBe(413);
    expect((await report('second')).statusCode).toBe(204);
    const limited = await report('third');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Too many requests. Try again later.' });
  });
});

describe('platform status', () => {
  it("reports each of the server's own services with version and start time", async () => {
    const { access_token } = await login(server.app, 'monitor@example.com');
    const response = await server.app.inject({
      url: '/api/platform/status',
      headers: bearer(access_token),
    });
    const body = response.json<{ services: { name: string; status: string }[] }>();
    expect(body.services.map((s) => s.name)).toEqual([
      'identity',
      'configuration',
      'insights',
      'registry',
      'adr',
      'secAdmin',
      'data lake',
      'frontend server',
      'database',
      'mail',
      'jobs',
    ]);
    const byName = Object.fromEntries(body.services.map((s) => [s.name, s.status]));
    expect(byName).toMatchObject({ database: 'UP', mail: 'UP', identity: 'UP' });
    // Jobs are off in this test server, and the status says so rather than pretending.
    expect(byName.jobs).toBe('DOWN');
  });
});
