import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  connectionCapUnder,
  connectionKey,
  openFileLimit,
  totalConnectionCap,
} from '../../src/lib/connections';
import { startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * Slow and greedy clients against a real listening server (slow-loris): a request's headers
 * and the whole request have a time, past which the connection is closed; one address holds at
 * most MAX_CONNECTIONS_PER_ADDRESS connections and the server at most MAX_CONNECTIONS, below
 * its open-file limit. Every client here is on the loopback network: other addresses of it
 * (127.0.0.2, ...) stand for other clients. No fixed waits: each step waits on a socket's
 * `close` (or the server's count of connections) with a generous cap.
 */
const HEADERS_TIMEOUT_MS = 500;
const REQUEST_TIMEOUT_MS = 1000;
const PER_ADDRESS = 4;
const TOTAL = 7;
/** Far more than any timeout here: reached only when a connection is never closed. */
const CAP_MS = 20_000;

let slow: TestServer;
let capped: TestServer;
let slowPort: number;
let cappedPort: number;
const sockets: net.Socket[] = [];

async function listen(server: TestServer): Promise<number> {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return (server.app.server.address() as net.AddressInfo).port;
}

beforeAll(async () => {
  [slow, capped] = await Promise.all([
    startTestServer({
      HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    }),
    startTestServer({
      // Long times: the connections of the caps' test stay open until the test ends them.
      HTTP_HEADERS_TIMEOUT_MS: '60000',
      HTTP_REQUEST_TIMEOUT_MS: '60000',
      MAX_CONNECTIONS_PER_ADDRESS: String(PER_ADDRESS),
      MAX_CONNECTIONS: String(TOTAL),
    }),
  ]);
  [slowPort, cappedPort] = await Promise.all([listen(slow), listen(capped)]);
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await Promise.all([slow?.close(), capped?.close()]);
});

interface Watched {
  socket: net.Socket;
  /** Milliseconds from the connect until the socket closed, or null at the cap. */
  closed: Promise<number | null>;
  isClosed(): boolean;
  received(): string;
}

/** A connection from `localAddress`, watched from its connect to its close. */
function connect(port: number, localAddress = '127.0.0.1'): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    sockets.push(socket);
    let data = '';
    let closedAt: number | null = null;
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
    });
    socket.once('error', (error) => {
      if (!socket.connecting) return;
      reject(error);
    });
    socket.once('connect', () => {
      socket.on('error', () => {});
      const started = performance.now();
      const closed = new Promise<number | null>((done) => {
        const cap = setTimeout(() => done(null), CAP_MS);
        socket.once('close', () => {
          clearTimeout(cap);
          closedAt = performance.now() - started;
          done(closedAt);
        });
      });
      resolve({ socket, closed, isClosed: () => closedAt !== null, received: () => data });
    });
  });
}

/** Writes `chunks` one after another, each after the one before has gone, until closed. */
function trickle(watched: Watched, chunks: string[], everyMs = 50): void {
  let next = 0;
  const timer = setInterval(() => {
    if (watched.isClosed() || watched.socket.destroyed) {
      clearInterval(timer);
      return;
    }
    watched.socket.write(chunks[next % chunks.length]!);
    next += 1;
  }, everyMs);
  void watched.closed.finally(() => clearInterval(timer));
}

/** The number of connections the server holds. */
function connectionsOf(server: TestServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count)));
  });
}

/** Waits until the server holds `count` connections (checked as they come and go). */
async function untilConnections(server: TestServer, count: number): Promise<void> {
  const started = performance.now();
  for (;;) {
    if ((await connectionsOf(server)) === count) return;
    if (performance.now() - started > CAP_MS) {
      throw new Error(`the server never held ${count} connections`);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A normal request from `localAddress` on a connection of its own: its status. */
function health(port: number, localAddress = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/health', localAddress, agent: false },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.setTimeout(CAP_MS, () => request.destroy(new Error('no answer')));
    request.on('error', reject);
  });
}

describe('slow clients', () => {
  it('closes a connection that trickles its headers once the headers timeout is past', async () => {
    const client = await connect(slowPort);
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: console.test\r\n');
    trickle(client, ['X-Slow: a\r\n']);
    const after = await client.closed;
    expect(after, 'the connection was never closed').not.toBeNull();
    expect(after!).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(client.received()).toContain('"message":"The request took too long to arrive."');
  });

  it('closes a connection that sends nothing once the headers timeout is past', async () => {
    const client = await connect(slowPort);
    const after = await client.closed;
    expect(after, 'the connection was never closed').not.toBeNull();
    expect(after!).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
  });

  it('closes a connection that trickles its body once the request timeout is past', async () => {
    const client = await connect(slowPort);
    client.socket.write(
      'POST /api/identity/password/reset HTTP/1.1\r\nHost: console.test\r\n' +
        'Content-Type: application/json\r\nContent-Length: 4096\r\n\r\n{"email":"',
    );
    trickle(client, ['a']);
    const after = await client.closed;
    expect(after, 'the connection was never closed').not.toBeNull();
    expect(after!).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a client that sends its request in time', async () => {
    expect(await health(slowPort)).toBe(200);
  });
});

describe('connection caps', () => {
  it('closes connections past the cap of an address and in total at once, and serves again when they go', async () => {
    // One address fills its cap with slow connections.
    const held = await Promise.all(
      Array.from({ length: PER_ADDRESS }, () => connect(cappedPort, '127.0.0.1')),
    );
    for (const client of held) client.socket.write('GET /api/health HTTP/1.1\r\n');
    await untilConnections(capped, PER_ADDRESS);

    // More from that address are closed without an answer, long before any timeout.
    const extra = await Promise.all(
      Array.from({ length: 3 }, () => connect(cappedPort, '127.0.0.1')),
    );
    for (const client of extra) {
      const after = await client.closed;
      expect(after, 'a connection past the cap stayed open').not.toBeNull();
      expect(after!).toBeLessThan(30_000);
      expect(client.received()).toBe('');
    }
    expect(held.filter((client) => client.isClosed())).toHaveLength(0);

    // Another address is served meanwhile.
    expect(await health(cappedPort, '127.0.0.2')).toBe(200);

    // Other addresses fill the total; past it, any address is refused.
    await untilConnections(capped, PER_ADDRESS);
    const others = await Promise.all(
      Array.from({ length: TOTAL - PER_ADDRESS }, (_, i) =>
        connect(cappedPort, `127.0.0.${3 + i}`),
      ),
    );
    await untilConnections(capped, TOTAL);
    const beyond = await connect(cappedPort, '127.0.0.20');
    expect(await beyond.closed, 'a connection past the total stayed open').not.toBeNull();
    expect(beyond.received()).toBe('');
    expect([...held, ...others].filter((client) => client.isClosed())).toHaveLength(0);

    // Once they go, the first address is served again.
    for (const client of [...held, ...others]) client.socket.destroy();
    await untilConnections(capped, 0);
    expect(await health(cappedPort, '127.0.0.1')).toBe(200);
  });

  it('keeps the total below the open-file limit, whatever the setting says', () => {
    const limit = Number(
      /^Max open files\s+(\d+)/m.exec(fs.readFileSync('/proc/self/limits', 'utf8'))?.[1],
    );
    expect(openFileLimit()).toBe(limit);
    // Unset: derived from the limit.
    expect(slow.app.server.maxConnections).toBe(connectionCapUnder(limit));
    expect(slow.app.server.maxConnections).toBeLessThan(limit);
    expect(capped.app.server.maxConnections).toBe(TOTAL);
    // Set above the limit: lowered under it.
    expect(totalConnectionCap(limit * 2, limit)).toEqual({
      cap: connectionCapUnder(limit),
      lowered: true,
    });
    expect(totalConnectionCap(100, 1024)).toEqual({ cap: 100, lowered: false });
    expect(connectionCapUnder(1024)).toBeLessThan(1024 - 128);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped one by its IPv4 address', () => {
    expect(connectionKey('203.0.113.7')).toBe('203.0.113.7');
    expect(connectionKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(connectionKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(connectionKey('2001:db8:1:2::9')).toBe(connectionKey('2001:db8:1:2:ffff::1'));
    expect(connectionKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('reads its settings with defaults, and refuses a request timeout shorter than the headers', () => {
    const defaults = loadConfig({});
    expect(defaults).toMatchObject({
      httpHeadersTimeoutMs: 10_000,
      httpRequestTimeoutMs: 30_000,
      httpKeepAliveTimeoutMs: 5_000,
      httpIdleTimeoutMs: 60_000,
      maxConnectionsPerAddress: 256,
      maxConnections: null,
    });
    // Behind a proxy every connection comes from it: no cap per address unless one is set.
    expect(loadConfig({ TRUST_PROXY: '1' }).maxConnectionsPerAddress).toBe(0);
    expect(() =>
      loadConfig({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '1000' }),
    ).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
  });
});
