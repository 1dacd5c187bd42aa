import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Agent, Beatbox } from '@contracts/beatbox';
import { DEMO_SERVER_TRUST_PEM } from '../../src/demo/beatbox';
import { bearer, json, login, startTestServer } from '../support';
import type { TestServer } from '../support';
import { addOrganizationAdmins } from '../secadmin/support';

let server: TestServer;
let deployer: Record<string, string>;
let monitor: Record<string, string>;
let owner: Record<string, string>;
let fjord: Record<string, string>;
/** Two of nordkraft's deployed flows. */
let flowIds: [string, string];

const call = (headers: Record<string, string>, options: InjectOptions) =>
  server.app.inject({ ...options, headers: { ...headers, ...options.headers } });

const BEATBOXES = '/api/registry/v1/2/beatboxes';
const AGENTS = '/api/registry/v1/2/agents';
const beatboxBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  hostname: 'edge-1.example.com',
  ip: '10.1.2.3',
  os: 'Debian 12',
  version: '4.2.0',
  flowIds: [],
  ...extra,
});
const agentBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  baseDomain: 'agents.nordkraft.example.com',
  serverTrustPem: DEMO_SERVER_TRUST_PEM,
  flowIds: [],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  await addOrganizationAdmins(server);
  const { db } = server.database;
  deployer = bearer((await login(server.app, 'deployer@example.com')).access_token);
  monitor = bearer((await login(server.app, 'monitor@example.com')).access_token);
  owner = bearer((await login(server.app, 'admin@example.com')).access_token);
  fjord = bearer((await login(server.app, 'fjordadmin@example.com')).access_token);
  const flows = await db
    .selectFrom('flows')
    .select('id')
    .where('organization_id', '=', 2)
    .orderBy('id', 'desc')
    .limit(2)
    .execute();
  flowIds = [flows[0]!.id, flows[1]!.id];
});
afterAll(() => server.close());

describe('beatboxes', () => {
  it('lists the demo beatboxes with their server and flows', async () => {
    const response = await call(deployer, { url: BEATBOXES });
    expect(response.statusCode).toBe(200);
    const list = json<Beatbox[]>(response);
    expect(list.map((b) => b.name)).toEqual(['substation-north', 'substation-south']);
    const north = list[0]!;
    expect(north.status).toBe('ONLINE');
    expect(north.server).toMatchObject({ ip: '10.20.1.11', os: 'Debian GNU/Linux 12' });
    expect(north.server.lastSeen).not.toBeNull();
    expect(north.flowIds.length).toBe(3);
    const one = await call(deployer, { url: `${BEATBOXES}/${north.beatboxId}` });
    expect(json<Beatbox>(one)).toEqual(north);
  });

  it('creates, edits and deletes a beatbox, with audit events', async () => {
    const created = await call(deployer, {
      method: 'POST',
      url: BEATBOXES,
      payload: beatboxBody('  edge-west  ', { flowIds: [flowIds[0]], os: ' ' }),
    });
    expect(created.statusCode).toBe(201);
    const box = json<Beatbox>(created);
    expect(box).toMatchObject({ name: 'edge-west', status: 'UNKNOWN', flowIds: [flowIds[0]] });
    expect(box.server.os).toBeNull();

    const edited = await call(deployer, {
      method: 'PUT',
      url: `${BEATBOXES}/${box.beatboxId}`,
      payload: beatboxBody('edge-west-2', { flowIds: [...flowIds], ip: '2001:db8::1' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(json<Beatbox>(edited)).toMatchObject({
      name: 'edge-west-2',
      server: { ip: '2001:db8::1' },
      flowIds: [...flowIds].sort(),
    });

    const deleted = await call(deployer, {
      method: 'DELETE',
      url: `${BEATBOXES}/${box.beatboxId}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await call(deployer, { url: `${BEATBOXES}/${box.beatboxId}` })).statusCode).toBe(404);
    const events = await server.database.db
      .selectFrom('audit_events')
      .select('event_type')
      .where('entity_type', '=', 'BEATBOX')
      .where('entity_id', '=', String(box.beatboxId))
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event_type)).toEqual(['CREATED', 'UPDATED', 'DELETED']);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = json<Beatbox[]>(await call(deployer, { url: BEATBOXES }));
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [beatboxBody('substation-north'), 409, /Name is taken/],
      [beatboxBody('   '), 400, /name/],
      [beatboxBody('x', { ip: '10.1.2.300' }), 400, /Invalid format/],
      [beatboxBody('x', { hostname: 'bad host!' }), 400, /hostname/],
      [beatboxBody('x', { flowIds: ['no-such-flow'] }), 400, /No deployed flow no-such-flow/],
      [beatboxBody('x', { flowIds: 'all' }), 400, /flowIds/],
      [beatboxBody('x', { extra: 1 }), 400, /./],
      [beatboxBody('x'.repeat(101)), 400, /name/],
      [beatboxBody('x', { os: 'a\u0000b' }), 400, /os/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await call(deployer, { method: 'POST', url: BEATBOXES, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(json<{ message: string }>(response).message).toMatch(message);
    }
    expect(json<Beatbox[]>(await call(deployer, { url: BEATBOXES }))).toEqual(before);
  });

  it('keeps organizations apart', async () => {
    const own = json<Beatbox[]>(await call(owner, { url: '/api/registry/v1/1/beatboxes' }));
    const nordkraft = json<Beatbox[]>(await call(deployer, { url: BEATBOXES }));
    const foreignId = nordkraft[0]!.beatboxId;
    expect(own.map((b) => b.beatboxId)).not.toContain(foreignId);
    // Another organization's beatbox through an organization the caller may use: not found.
    const asOwner = await call(owner, { url: `/api/registry/v1/1/beatboxes/${foreignId}` });
    expect(asOwner.statusCode).toBe(404);
    const edit = await call(owner, {
      method: 'PUT',
      url: `/api/registry/v1/1/beatboxes/${foreignId}`,
      payload: beatboxBody('stolen'),
    });
    expect(edit.statusCode).toBe(404);
    const remove = await call(owner, {
      method: 'DELETE',
      url: `/api/registry/v1/1/beatboxes/${foreignId}`,
    });
    expect(remove.statusCode).toBe(404);
    // A caller of another organization does not learn nordkraft's exist.
    expect((await call(fjord, { url: BEATBOXES })).statusCode).toBe(404);
    expect(json<Beatbox[]>(await call(deployer, { url: BEATBOXES }))).toEqual(nordkraft);
  });

  it('answers 403 when the organization has the feature off, before reading the body', async () => {
    // fjordnett has neither beatbox nor connectAgent; its admin is allowed by role.
    const list = await call(fjord, { url: '/api/registry/v1/3/beatboxes' });
    expect(list.statusCode).toBe(403);
    expect(json<{ message: string }>(list).message).toMatch(/beatbox feature is off/);
    const create = await call(fjord, {
      method: 'POST',
      url: '/api/registry/v1/3/agents',
      payload: { nonsense: true },
    });
    expect(create.statusCode).toBe(403);
  });

  it('is for Deployers: a Monitor is refused', async () => {
    expect((await call(monitor, { url: BEATBOXES })).statusCode).toBe(403);
  });
});

describe('agents', () => {
  it('lists the demo agent with its settings; every member reads', async () => {
    const response = await call(monitor, { url: AGENTS });
    expect(response.statusCode).toBe(200);
    const [agent] = json<Agent[]>(response);
    expect(agent).toMatchObject({
      name: 'plant-agent',
      baseDomain: 'nordkraft.agents.example.com',
      serverTrustPem: DEMO_SERVER_TRUST_PEM,
    });
  });

  it('creates, edits the settings of and deletes an agent', async () => {
    const created = await call(deployer, {
      method: 'POST',
      url: AGENTS,
      payload: agentBody('mill-agent', { serverTrustPem: null, flowIds: [flowIds[1]] }),
    });
    expect(created.statusCode).toBe(201);
    const agent = json<Agent>(created);
    expect(agent).toMatchObject({ serverTrustPem: null, flowIds: [flowIds[1]] });
    // A chain of two certificates, with surrounding blank lines.
    const chain = `\n${DEMO_SERVER_TRUST_PEM}\n\n${DEMO_SERVER_TRUST_PEM}\n`;
    const edited = await call(deployer, {
      method: 'PUT',
      url: `${AGENTS}/${agent.agentId}`,
      payload: agentBody('mill-agent', { baseDomain: 'mill.example.com', serverTrustPem: chain }),
    });
    expect(edited.statusCode).toBe(200);
    expect(json<Agent>(edited)).toMatchObject({
      baseDomain: 'mill.example.com',
      serverTrustPem: `${DEMO_SERVER_TRUST_PEM}\n${DEMO_SERVER_TRUST_PEM}`,
      flowIds: [],
    });
    const monitorDelete = await call(monitor, {
      method: 'DELETE',
      url: `${AGENTS}/${agent.agentId}`,
    });
    expect(monitorDelete.statusCode).toBe(403);
    const deleted = await call(deployer, { method: 'DELETE', url: `${AGENTS}/${agent.agentId}` });
    expect(deleted.statusCode).toBe(204);
  });

  it('rejects a server trust certificate that is not PEM', async () => {
    const [demo] = json<Agent[]>(await call(deployer, { url: AGENTS }));
    const body = DEMO_SERVER_TRUST_PEM.split('\n').slice(1, -1).join('\n');
    const broken = body.replace(/[A-Z]/g, 'A');
    const bad = [
      'not a certificate',
      body,
      `-----BEGIN CERTIFICATE-----\n${broken}\n-----END CERTIFICATE-----`,
      `-----BEGIN PRIVATE KEY-----\n${body}\n-----END PRIVATE KEY-----`,
      `${DEMO_SERVER_TRUST_PEM}\ntrailing text`,
      `-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----`,
    ];
    for (const serverTrustPem of bad) {
      const response = await call(deployer, {
        method: 'PUT',
        url: `${AGENTS}/${demo!.agentId}`,
        payload: agentBody(demo!.name, { serverTrustPem }),
      });
      expect(response.statusCode, serverTrustPem).toBe(400);
      expect(json<{ message: string }>(response).message).toMatch(/^Invalid format\./);
    }
    const tooLong = await call(deployer, {
      method: 'POST',
      url: AGENTS,
      payload: agentBody('long', { serverTrustPem: 'A'.repeat(20_001) }),
    });
    expect(tooLong.statusCode).toBe(400);
    const badDomain = await call(deployer, {
      method: 'POST',
      url: AGENTS,
      payload: agentBody('dom', { baseDomain: 'https://x.example.com' }),
    });
    expect(badDomain.statusCode).toBe(400);
    expect(json<Agent[]>(await call(deployer, { url: AGENTS }))).toEqual([demo]);
  });
});
