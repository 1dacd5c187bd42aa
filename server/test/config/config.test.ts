import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURE_FLAGS } from '@contracts/features';
import { bearer, login, snapshot, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let admin: string;
let operator: string;
let multi: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = (await login(server.app, 'admin@example.com')).access_token;
  operator = (await login(server.app, 'operator@example.com')).access_token;
  multi = (await login(server.app, 'multi@example.com')).access_token;
});
afterAll(() => server.close());

const get = (url: string, token: string) => server.app.inject({ url, headers: bearer(token) });
const put = (url: string, token: string, payload: unknown) =>
  server.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });

describe('user configuration', () => {
  it('falls back to the organization, then stores the user its own values', async () => {
    expect((await get('/api/config/v1/2/configuration/3', operator)).json()).toEqual({
      locale: 'en',
      theme: 'dark',
      timeZone: 'Europe/Oslo',
    });
    const saved = await put('/api/config/v1/2/configuration/3', operator, {
      locale: 'fr',
      theme: 'light',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ locale: 'fr', theme: 'light', timeZone: 'Europe/Oslo' });
    expect((await get('/api/config/v1/2/configuration/3', operator)).json()).toMatchObject({
      locale: 'fr',
    });
    const audit = await server.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_type', '=', 'USER_CONFIGURATION')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ created_by_id: 3, entity_id: '2/3', event_type: 'UPDATED' });
  });

  it('is kept per organization for a user with roles in two', async () => {
    await put('/api/config/v1/3/configuration/7', multi, { locale: 'dk' });
    expect((await get('/api/config/v1/3/configuration/7', multi)).json()).toMatchObject({
      locale: 'dk',
      timeZone: 'Europe/Copenhagen',
    });
    expect((await get('/api/config/v1/2/configuration/7', multi)).json()).toMatchObject({
      locale: 'en',
    });
  });

  it('refuses bad values with a clear message and changes nothing', async () => {
    const before = await snapshot(server.database);
    const cases: [unknown, string][] = [
      [{ locale: 'de' }, 'Invalid body: "locale" must be equal to one of the allowed values.'],
      [{ theme: 'blue' }, 'Invalid body: "theme" must be equal to one of the allowed values.'],
      [
        { timeZone: 'Mars/Olympus' },
        'Invalid body: "timeZone" "Mars/Olympus" is not a known time zone.',
      ],
      [{ locale: 'en', extra: 1 }, 'Invalid body: unknown field "extra".'],
      [{}, 'Invalid body: must NOT have fewer than 1 properties.'],
      [{ locale: 5 }, 'Invalid body: "locale" must be string.'],
    ];
    for (const [payload, message] of cases) {
      const response = await put('/api/config/v1/2/configuration/3', operator, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await snapshot(server.database)).toEqual(before);
  });

  it('belongs to its user alone', async () => {
    expect((await get('/api/config/v1/2/configuration/4', operator)).statusCode).toBe(403);
    expect(
      (await put('/api/config/v1/2/configuration/4', operator, { locale: 'no' })).statusCode,
    ).toBe(403);
    // Not a member of organization 3.
    expect((await get('/api/config/v1/3/configuration/3', operator)).statusCode).toBe(404);
  });
});

describe('organization configuration', () => {
  it('is read by members and changed by admins (owners count as admins)', async () => {
    const read = await get('/api/config/v1/2/configuration', operator);
    expect(read.json()).toMatchObject({
      locale: 'en',
      modules: [
        'heartbeat',
        'datalake',
        'assets',
        'ghostwriter',
        'platform',
        'security',
        'settings',
      ],
      dataLakeApiHost: null,
    });
    expect(
      (await put('/api/config/v1/2/configuration', operator, { locale: 'no' })).statusCode,
    ).toBe(403);
    const saved = await put('/api/config/v1/2/configuration', admin, {
      modules: ['settings', 'heartbeat'],
      dataLakeApiHost: 'https://lake.example.com',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      modules: ['heartbeat', 'settings'],
      dataLakeApiHost: 'https://lake.example.com',
    });
    expect((await get('/api/identity/organizations/2/modules', operator)).json()).toEqual({
      modules: ['heartbeat', 'settings'],
    });
  });

  it('refuses unknown modules and non-http hosts', async () => {
    for (const payload of [{ modules: ['mail'] }, { dataLakeGraphqlHost: 'javascript:alert(1)' }]) {
      expect((await put('/api/config/v1/2/configuration', admin, payload)).statusCode).toBe(400);
    }
  });
});

describe('features', () => {
  it('answers every flag of the spec for the organization', async () => {
    const owner = (await get('/api/config/v2/1/features', admin)).json<Record<string, boolean>>();
    expect(Object.keys(owner).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(owner).toMatchObject({ flowControl: true, beatbox: true, foundation: false });
    const fjordnett = (await get('/api/config/v2/3/features', multi)).json();
    expect(fjordnett).toMatchObject({ flowControl: true, reporting: false, beatbox: false });
    expect((await get('/api/config/v2/3/features', operator)).statusCode).toBe(404);
    expect((await get('/api/config/v2/99/features', admin)).statusCode).toBe(404);
  });
});
