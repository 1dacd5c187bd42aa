import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * CA certificates (spec 2.4) on a real database: admins of an organization with the
 * foundation feature create, read, edit and delete them; the content must be one PEM X.509
 * certificate; names are unique per organization; every change is audited without the PEM.
 */
const FIXTURES = path.resolve(import.meta.dirname, '../../../tests/fixtures/certificates');
const ROOT_CA = fs.readFileSync(path.join(FIXTURES, 'root-ca.pem'), 'utf8');
const SECOND_CA = fs.readFileSync(path.join(FIXTURES, 'second-ca.pem'), 'utf8');
const BASE = '/api/registry/v1/2/certificates';

let server: TestServer;
let owner: string;
let admin: string;
let deployer: string;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  await addMember(server.database, 'certadmin@example.com', 2, 'ADMIN');
  // Foundation for Nordkraft only.
  await db
    .insertInto('feature_organizations')
    .values({ feature_key: 'foundation', organization_id: 2 })
    .execute();
  await db.updateTable('features').set({ enabled: 1 }).where('key', '=', 'foundation').execute();
  owner = (await login(server.app, 'admin@example.com')).access_token;
  admin = (await login(server.app, 'certadmin@example.com')).access_token;
  deployer = (await login(server.app, 'deployer@example.com')).access_token;
});
afterAll(() => server.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('CA certificates', () => {
  it('creates, lists, reads, edits and deletes, auditing each change without the PEM', async () => {
    const created = await call(admin, 'POST', BASE, { name: ' Root CA ', content: ROOT_CA });
    expect(created.statusCode).toBe(201);
    const certificate = created.json();
    expect(certificate).toMatchObject({
      name: 'Root CA',
      content: ROOT_CA,
      subject: expect.stringContaining('CN=Demo Test Root CA'),
      issuer: expect.stringContaining('CN=Demo Test Root CA'),
      fingerprint: expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/),
    });
    expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(Date.now());

    const list = await call(admin, 'GET', BASE);
    expect(list.json().map((c: { name: string }) => c.name)).toEqual(['Root CA']);
    const id = certificate.certificateId as number;
    expect((await call(owner, 'GET', `${BASE}/${id}`)).json().content).toBe(ROOT_CA);

    const edited = await call(admin, 'PUT', `${BASE}/${id}`, {
      name: 'Second',
      content: SECOND_CA,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Second', subject: 'CN=Second Test CA' });

    expect((await call(admin, 'DELETE', `${BASE}/${id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `${BASE}/${id}`)).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', `${BASE}/${id}`)).statusCode).toBe(404);

    const events = await server.database.db
      .selectFrom('audit_events')
      .select(['event_type', 'payload'])
      .where('entity_type', '=', 'CERTIFICATE')
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event_type)).toEqual(['CREATED', 'UPDATED', 'DELETED']);
    for (const event of events) expect(event.payload).not.toContain('BEGIN CERTIFICATE');
  });

  it('refuses content that is not one PEM X.509 certificate, and changes nothing', async () => {
    const body = ROOT_CA.split('\n');
    const broken = [body[0], body[1]?.replace(/^M/, 'X'), ...body.slice(2)].join('\n');
    for (const [content, message] of [
      ['hello', /PEM certificate/],
      ['', /PEM certificate/],
      [ROOT_CA.replace('CERTIFICATE-----', 'PRIVATE KEY-----'), /PEM certificate/],
      [`${ROOT_CA}${SECOND_CA}`, /PEM certificate/],
      [broken, /not a valid X\.509 certificate/],
      ['-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n', /X\.509/],
    ] as const) {
      const response = await call(admin, 'POST', BASE, { name: 'bad', content });
      expect(response.statusCode, content.slice(0, 40)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const blank = await call(admin, 'POST', BASE, { name: '   ', content: ROOT_CA });
    expect(blank.statusCode).toBe(400);
    expect((await call(admin, 'GET', BASE)).json()).toEqual([]);
  });

  it("refuses a name the organization already has with spec 5's words", async () => {
    expect((await call(admin, 'POST', BASE, { name: 'Taken', content: ROOT_CA })).statusCode).toBe(
      201,
    );
    const again = await call(admin, 'POST', BASE, { name: 'Taken', content: SECOND_CA });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Name is taken' });
    const other = await call(admin, 'POST', BASE, { name: 'Other', content: SECOND_CA });
    const rename = await call(admin, 'PUT', `${BASE}/${other.json().certificateId}`, {
      name: 'Taken',
      content: SECOND_CA,
    });
    expect(rename.statusCode).toBe(409);
  });

  it('is for admins, and only with the foundation feature', async () => {
    expect((await call(deployer, 'GET', BASE)).statusCode).toBe(403);
    // Fjordnett does not have foundation: even the owner is told the feature is off.
    const off = await call(owner, 'GET', '/api/registry/v1/3/certificates');
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('The foundation feature is off for this organization.');
    // Nothing of another organization is reachable by id.
    const [mine] = (await call(admin, 'GET', BASE)).json() as { certificateId: number }[];
    await server.database.db
      .insertInto('feature_organizations')
      .values({ feature_key: 'foundation', organization_id: 3 })
      .execute();
    const elsewhere = await call(
      owner,
      'GET',
      `/api/registry/v1/3/certificates/${mine?.certificateId}`,
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
