import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowList, mayConnect, parseLooseIPv4 } from '../../src/lib/addresses';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * The connectivity check (spec 2.4) on a real server: private and reserved addresses in every
 * spelling are refused unless allow-listed, an allow-listed listening port is reachable, a
 * closed one is not, a name that does not resolve says so, each check is audited and each user
 * has a rate limit.
 */
const LIMIT = 8;
let open: TestServer;
let allowing: TestServer;
let listener: net.Server;
let listening: number;
let closedPort: number;

function listen(): Promise<net.Server> {
  const server = net.createServer((socket) => socket.end());
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const portOf = (server: net.Server) => (server.address() as net.AddressInfo).port;

beforeAll(async () => {
  [open, allowing] = await Promise.all([
    startTestServer({ CONNECTIVITY_RATE_LIMIT_PER_MINUTE: '1000' }),
    startTestServer({
      CONNECTIVITY_ALLOWED_NETWORKS: '127.0.0.1/32',
      CONNECTIVITY_RATE_LIMIT_PER_MINUTE: String(LIMIT),
    }),
  ]);
  listener = await listen();
  listening = portOf(listener);
  const closed = await listen();
  closedPort = portOf(closed);
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(async () => {
  listener.close();
  await Promise.all([open.close(), allowing.close()]);
});

const tokens = new Map<string, string>();
/** One sign-in per server and user: a password hash per check would dominate the test. */
async function tokenOf(server: TestServer, email: string): Promise<string> {
  const key = `${server === open ? 'open' : 'allowing'}:${email}`;
  const token = tokens.get(key) ?? (await login(server.app, email)).access_token;
  tokens.set(key, token);
  return token;
}

async function check(server: TestServer, email: string, hostname: string, port: number) {
  const token = await tokenOf(server, email);
  return server.app.inject({
    method: 'POST',
    url: '/api/insights/v1/2/connectivity',
    headers: bearer(token),
    payload: { hostname, port },
  });
}

/** Loopback, private, link-local, CGNAT, multicast and unspecified, in many spellings. */
const TRICKY = [
  '127.0.0.1',
  '127.1',
  '2130706433',
  '0177.0.0.1',
  '0x7f.1',
  '0x7f000001',
  '017700000001',
  '0x7f.0.0.1',
  '0',
  '0.0.0.0',
  '10.0.0.1',
  '012.1',
  '172.16.5.4',
  '172.31.255.255',
  '192.168.1.1',
  '3232235777',
  '169.254.169.254',
  '0xa9fea9fe',
  '100.64.0.1',
  '224.0.0.1',
  '255.255.255.255',
  '::1',
  '[::1]',
  '::',
  '0:0:0:0:0:0:0:1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '[::ffff:169.254.169.254]',
  '0:0:0:0:0:ffff:a00:1',
  '::127.0.0.1',
  '64:ff9b::7f00:1',
  // IPv4-translated (::ffff:0:0:0/96, RFC 2765): judged by the IPv4 address it carries.
  '::ffff:0:7f00:1',
  '::ffff:0:127.0.0.1',
  '[::ffff:0:a9fe:a9fe]',
  // Local-use NAT64 (64:ff9b:1::/48, RFC 8215): translated inside the operator's own network.
  '64:ff9b:1::7f00:1',
  '64:ff9b:1::808:808',
  '64:ff9b:1:ffff::1',
  '2002:7f00:1::',
  'fe80::1',
  'fc00::1',
  'fd12:3456::1',
  'ff02::1',
];

describe('the connectivity check', () => {
  it('reads IPv4 in the forms the resolver takes', () => {
    expect(parseLooseIPv4('2130706433')).toBe('127.0.0.1');
    expect(parseLooseIPv4('0177.0.0.1')).toBe('127.0.0.1');
    expect(parseLooseIPv4('0x7f.1')).toBe('127.0.0.1');
    expect(parseLooseIPv4('10.1')).toBe('10.0.0.1');
    expect(parseLooseIPv4('192.168.257')).toBe('192.168.1.1');
    expect(parseLooseIPv4('256.1.1.1')).toBeNull();
    expect(parseLooseIPv4('08.1.1.1')).toBeNull();
    expect(parseLooseIPv4('example.com')).toBeNull();
  });

  it('judges translated IPv6 addresses by their IPv4 address and keeps local-use NAT64 in', () => {
    const none = allowList([]);
    // A public IPv4 address stays public when translated or well-known NAT64.
    expect(mayConnect('::ffff:0:808:808', none)).toBe(true);
    expect(mayConnect('::ffff:0:8.8.8.8', none)).toBe(true);
    expect(mayConnect('64:ff9b::808:808', none)).toBe(true);
    expect(mayConnect('2606:4700::1111', none)).toBe(true);
    // A reserved one does not, in any of its spellings.
    for (const address of ['::ffff:0:7f00:1', '::ffff:0:a00:1', '0:0:0:0:ffff:0:c0a8:101']) {
      expect(mayConnect(address, none), address).toBe(false);
    }
    // The local-use NAT64 prefix is refused whatever it embeds, the next prefix is not.
    for (const address of ['64:ff9b:1::808:808', '64:ff9b:1::', '64:ff9b:1:ffff:ffff::1']) {
      expect(mayConnect(address, none), address).toBe(false);
    }
    expect(mayConnect('64:ff9b:2::1', none)).toBe(true);
    // The IPv6 benchmarking and documentation ranges, like their IPv4 kin.
    expect(mayConnect('2001:2::1', none)).toBe(false);
    expect(mayConnect('3fff::1', none)).toBe(false);
    // The allow-list names the IPv4 address: its translated form is allowed with it.
    const loopback = allowList(['127.0.0.1/32']);
    expect(mayConnect('::ffff:0:7f00:1', loopback)).toBe(true);
    expect(mayConnect('::ffff:0:7f00:2', loopback)).toBe(false);
    // ...and an IPv6 allow-list entry may name the local-use NAT64 network itself.
    expect(mayConnect('64:ff9b:1::a00:1', allowList(['64:ff9b:1::/48']))).toBe(true);
  });

  it('refuses every private or reserved address, however it is written, and audits it', async () => {
    for (const hostname of TRICKY) {
      const response = await check(open, 'deployer@example.com', hostname, 80);
      expect(response.statusCode, hostname).toBe(400);
      expect(response.json(), hostname).toEqual({ message: 'This IP is reserved.' });
    }
    const refusals = await open.database.db
      .selectFrom('audit_events')
      .select(['entity_id', 'event_type'])
      .where('entity_type', '=', 'CONNECTIVITY_CHECK')
      .execute();
    expect(refusals.filter((row) => row.event_type === 'CHECK_REFUSED')).toHaveLength(
      TRICKY.length,
    );
    expect(refusals.map((row) => row.entity_id)).toContain('0x7f.1:80');
  });

  it("says Can't resolve for a name without addresses", async () => {
    const response = await check(open, 'deployer@example.com', 'no-such-host.invalid', 443);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      hostname: 'no-such-host.invalid',
      port: 443,
      status: 'unresolvable',
      address: null,
      message: "Can't resolve no-such-host.invalid",
    });
  });

  it('refuses odd input with 400 and changes nothing', async () => {
    for (const payload of [
      { hostname: 'a b', port: 80 },
      { hostname: 'x', port: 0 },
      { hostname: 'x', port: 70000 },
      { hostname: 'x'.repeat(254), port: 80 },
      { hostname: 'x', port: 80, extra: 1 },
    ]) {
      const token = await tokenOf(open, 'deployer@example.com');
      const response = await open.app.inject({
        method: 'POST',
        url: '/api/insights/v1/2/connectivity',
        headers: bearer(token),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('reaches a listening port on an allow-listed address, and not a closed one', async () => {
    const reachable = await check(allowing, 'deployer@example.com', '127.0.0.1', listening);
    expect(reachable.statusCode).toBe(200);
    expect(reachable.json()).toMatchObject({
      status: 'reachable',
      address: '127.0.0.1',
      message: `127.0.0.1:${listening} is reachable`,
    });
    // The decimal spelling of the same address is the same address.
    const decimal = await check(allowing, 'deployer@example.com', '2130706433', listening);
    expect(decimal.json()).toMatchObject({ status: 'reachable', address: '127.0.0.1' });
    const closed = await check(allowing, 'deployer@example.com', '127.0.0.1', closedPort);
    expect(closed.json()).toMatchObject({
      status: 'unreachable',
      message: `127.0.0.1:${closedPort} is not reachable`,
    });
    // The allow-list names 127.0.0.1 only: the rest of loopback stays refused.
    expect((await check(allowing, 'deployer@example.com', '127.0.0.2', listening)).statusCode).toBe(
      400,
    );
    const audited = await allowing.database.db
      .selectFrom('audit_events')
      .select(['payload', 'created_by_id'])
      .where('entity_type', '=', 'CONNECTIVITY_CHECK')
      .where('event_type', '=', 'CHECKED')
      .execute();
    expect(audited).toHaveLength(3);
    expect(JSON.parse(audited[0]!.payload ?? '{}')).toMatchObject({
      hostname: '127.0.0.1',
      address: '127.0.0.1',
      status: 'reachable',
    });
  });

  it('limits each user to CONNECTIVITY_RATE_LIMIT_PER_MINUTE checks a minute', async () => {
    const token = await tokenOf(allowing, 'deployer@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      const response = await allowing.app.inject({
        method: 'POST',
        url: '/api/insights/v1/2/connectivity',
        headers: bearer(token),
        payload: { hostname: '127.0.0.1', port: closedPort },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toBe('Too many requests. Try again later.');
        expect(response.headers['retry-after']).toBeDefined();
        break;
      }
    }
    // The earlier test spent 4 of the deployer's checks in this minute.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT - 4);
    expect(statuses.at(-1)).toBe(429);
    // Another user is counted apart.
    const admin = await check(allowing, 'admin@example.com', '127.0.0.1', closedPort);
    expect(admin.statusCode).toBe(200);
  });

  it('is for deployers of an organization with the connectivityCheck feature', async () => {
    expect((await check(open, 'operator@example.com', '127.0.0.1', 80)).statusCode).toBe(403);
    const { access_token: token } = await login(open.app, 'multi@example.com');
    const other = await open.app.inject({
      method: 'POST',
      url: '/api/insights/v1/3/connectivity',
      headers: bearer(token),
      payload: { hostname: 'example.com', port: 80 },
    });
    expect(other.statusCode).toBe(403);
  });
});
