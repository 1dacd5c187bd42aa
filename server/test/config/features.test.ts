import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureDefinition, Features } from '@contracts/features';
import { bearer, login, snapshot, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let owner: string;
let operator: string;
const NORD = 2;
const FJORD = 3;

beforeAll(async () => {
  server = await startTestServer();
  owner = (await login(server.app, 'admin@example.com')).access_token;
  operator = (await login(server.app, 'operator@example.com')).access_token;
});
afterAll(() => server.close());

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  server.app.inject({
    method,
    url: `/api/config${url}`,
    headers: bearer(token),
    ...(payload !== undefined && { payload: payload as object }),
  });

const flagsOf = async (org: number) =>
  (await call(owner, 'GET', `/v2/${org}/features`)).json<Features>();

const input = (fields: Partial<FeatureDefinition> = {}) => ({
  name: 'Tasks',
  description: 'Task lists for operators',
  enabled: true,
  organizations: [NORD],
  allOrganizations: false,
  ...fields,
});

describe('feature configuration', () => {
  it('lists the features with their organizations', async () => {
    const list = (await call(owner, 'GET', '/v2/features')).json<FeatureDefinition[]>();
    expect(list.find((f) => f.key === 'reporting')).toEqual({
      key: 'reporting',
      name: 'Reporting',
      description: 'Flow reports with xlsx export',
      enabled: true,
      organizations: [1, NORD],
      allOrganizations: false,
    });
  });

  it("creates, edits and deletes a feature; each organization's flags follow", async () => {
    expect((await flagsOf(NORD)).tasks).toBe(false);
    const created = await call(owner, 'POST', '/v2/features', { key: 'tasks', ...input() });
    expect(created.statusCode).toBe(201);
    expect((await flagsOf(NORD)).tasks).toBe(true);
    expect((await flagsOf(FJORD)).tasks).toBe(false);

    const all = await call(owner, 'PUT', '/v2/features/tasks', input({ allOrganizations: true }));
    expect(all.json()).toMatchObject({ allOrganizations: true });
    expect((await flagsOf(FJORD)).tasks).toBe(true);

    await call(
      owner,
      'PUT',
      '/v2/features/tasks',
      input({ enabled: false, allOrganizations: true }),
    );
    expect((await flagsOf(NORD)).tasks).toBe(false);

    expect((await call(owner, 'DELETE', '/v2/features/tasks')).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', '/v2/features/tasks')).statusCode).toBe(404);
    expect((await flagsOf(FJORD)).tasks).toBe(false);
    const events = await server.database.db
      .selectFrom('audit_events')
      .select(['event_type', 'organization_id'])
      .where('entity_type', '=', 'FEATURE')
      .where('entity_id', '=', 'tasks')
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.event_type)).toEqual(['CREATED', 'UPDATED', 'UPDATED', 'DELETED']);
    expect(new Set(events.map((e) => e.organization_id))).toEqual(new Set([1]));
  });

  it("says 'Feature name is taken' (any case) and refuses bad input, changing nothing", async () => {
    const before = await snapshot(server.database);
    const taken = await call(owner, 'POST', '/v2/features', {
      key: 'tasks',
      ...input({ name: 'ALERTS' }),
    });
    expect([taken.statusCode, taken.json<{ message: string }>().message]).toEqual([
      409,
      'Feature name is taken',
    ]);
    const renamed = await call(owner, 'PUT', '/v2/features/alerts', input({ name: 'Reporting' }));
    expect(renamed.json<{ message: string }>().message).toBe('Feature name is taken');
    const key = await call(owner, 'POST', '/v2/features', {
      key: 'alerts',
      ...input({ name: 'New' }),
    });
    expect([key.statusCode, key.json<{ message: string }>().message]).toEqual([
      409,
      'A feature with this key exists.',
    ]);
    for (const odd of [
      { key: 'has space', ...input({ name: 'x1' }) },
      { key: 'x2', ...input({ name: '' }) },
      { key: 'x3', ...input({ organizations: [NORD, NORD] }) },
      { key: 'x4', ...input({ organizations: [0] }) },
      { key: 'x5', ...input(), extra: true },
      { key: 'x6', ...input({ description: 'y'.repeat(501) }) },
    ]) {
      expect((await call(owner, 'POST', '/v2/features', odd)).statusCode).toBe(400);
    }
    const unknown = await call(owner, 'POST', '/v2/features', {
      key: 'x7',
      ...input({ name: 'x7', organizations: [999] }),
    });
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([
      400,
      'No such organization.',
    ]);
    expect(await snapshot(server.database)).toEqual(before);
  });

  it('is the owner’s alone, refused before the body is read', async () => {
    expect((await call(operator, 'GET', '/v2/features')).statusCode).toBe(403);
    expect((await call(operator, 'POST', '/v2/features', { nonsense: true })).statusCode).toBe(403);
    expect((await call(operator, 'DELETE', '/v2/features/alerts')).statusCode).toBe(403);
  });
});
