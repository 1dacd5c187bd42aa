import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { authenticate } from '../../src/lib/auth';
import { crudRoutes, type CrudResource } from '../../src/lib/crud';
import { badRequest, notFound } from '../../src/lib/errors';
import { num, plainText, replyObject, text } from '../../src/lib/schemas';
import { bearer, login, startTestServer, type TestServer } from '../support';

/**
 * The CRUD route kit (server/src/lib/crud) on a real database, with a resource of its own
 * kept in memory: the routes it makes, their answers, and an audit event for each change in
 * the change's transaction.
 */
interface Thing {
  id: number;
  org: number;
  name: string;
}

const things = new Map<number, Thing>();
let nextId = 1;
const admin = { access: { role: 'ADMIN' as const } };
type Things = CrudResource<
  { name: string },
  { name: string },
  Thing,
  { thingId: number; name: string }
>;

function resource(path: string, more: Partial<Things> = {}): Things {
  const own = (org: number) => [...things.values()].filter((thing) => thing.org === org);
  return {
    path,
    config: { read: admin, write: admin },
    entityType: 'THING',
    notFound: 'Thing not found.',
    organization: {
      check: async (org) => {
        if (org > 100) throw notFound('Organization not found.');
      },
    },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: plainText(40) },
    },
    reply: replyObject({ thingId: num, name: text }),
    toReply: (thing) => ({ thingId: thing.id, name: thing.name }),
    list: async (org) => own(org),
    get: true,
    idOf: (thing) => thing.id,
    one: async (org, id) => own(org).find((thing) => thing.id === id) ?? null,
    prepare: (body) => {
      const name = body.name.trim();
      if (!name) throw badRequest('Invalid body: "name" must not be blank.');
      return { name };
    },
    unique: {
      message: 'Thing name is taken.',
      status: 400,
      taken: async (org, input, except) =>
        own(org).some((thing) => thing.name === input.name && thing.id !== except),
    },
    limit: { count: async (org) => own(org).length, most: 3, message: 'At most 3 things.' },
    insert: async (_trx, org, input) => {
      const thing = { id: nextId++, org, name: input.name };
      things.set(thing.id, thing);
      return thing.id;
    },
    update: async (_trx, org, id, input) => {
      const thing = things.get(id);
      if (!thing || thing.org !== org) return false;
      thing.name = input.name;
      return thing;
    },
    deleteOne: async (_trx, org, id) => {
      const thing = things.get(id);
      if (!thing || thing.org !== org) return null;
      things.delete(id);
      return { name: thing.name };
    },
    ...more,
  };
}

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  const built = await buildApp(server.config, {
    logger: false,
    database: server.database,
    jobs: false,
  });
  await built.app.register(
    async (scope) => {
      scope.addHook('preValidation', authenticate(built.ctx.db, built.ctx.signer));
      crudRoutes(scope, built.ctx.db, resource('things'));
      crudRoutes(
        scope,
        built.ctx.db,
        resource('paged-things', {
          paging: { size: 2, max: 10, offsetMax: 1000, searchMax: 20 },
          list: async (org, query) => {
            const found = [...things.values()].filter(
              (thing) => thing.org === org && thing.name.includes(query.search ?? ''),
            );
            return {
              rows: found.slice(query.offset, query.offset + query.limit),
              total: found.length,
            };
          },
          get: false,
          limit: undefined,
          deleteOne: undefined,
          deleteByIds: {
            field: 'thingIds',
            max: 5,
            reply: replyObject({
              deleted: { type: 'array', items: num },
              failed: { type: 'array', items: num },
            }),
            remove: async (_trx, org, ids) =>
              ids.flatMap((id) => {
                const thing = things.get(id);
                if (!thing || thing.org !== org) return [];
                things.delete(id);
                return [{ id, name: thing.name }];
              }),
          },
        }),
      );
    },
    { prefix: '/api/kit' },
  );
  await built.app.ready();
  token = (await login(built.app, 'admin@example.com')).access_token;
  const close = server.close;
  server = { ...server, ...built, close: async () => (await built.app.close(), close()) };
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/kit/v1/${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

async function auditOf(entityId: number) {
  return server.database.db
    .selectFrom('audit_events')
    .select(['event_type', 'payload'])
    .where('entity_type', '=', 'THING')
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute();
}

describe('the CRUD route kit', () => {
  it('lists, creates, reads, updates and deletes one row, auditing each change', async () => {
    const created = await call('POST', '2/things', { name: '  Alpha ' });
    expect(created.statusCode).toBe(201);
    const { thingId } = created.json<{ thingId: number }>();
    expect(created.json()).toEqual({ thingId, name: 'Alpha' });
    expect((await call('GET', '2/things')).json()).toEqual([{ thingId, name: 'Alpha' }]);
    expect((await call('GET', `2/things/${thingId}`)).json()).toEqual({ thingId, name: 'Alpha' });
    expect((await call('GET', `3/things/${thingId}`)).json()).toEqual({
      message: 'Thing not found.',
    });

    const updated = await call('PUT', `2/things/${thingId}`, { name: 'Beta' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ thingId, name: 'Beta' });
    expect((await call('DELETE', `2/things/${thingId}`)).statusCode).toBe(204);
    const again = await call('DELETE', `2/things/${thingId}`);
    expect([again.statusCode, again.json()]).toEqual([404, { message: 'Thing not found.' }]);

    const events = await auditOf(thingId);
    expect(events.map((event) => [event.event_type, JSON.parse(event.payload)])).toEqual([
      ['CREATED', { name: 'Alpha' }],
      ['UPDATED', { name: 'Beta' }],
      ['DELETED', { name: 'Beta' }],
    ]);
  });

  it('refuses a taken name with the declared message and status, a blank one, and past the limit', async () => {
    const first = (await call('POST', '4/things', { name: 'One' })).json<{ thingId: number }>();
    const taken = await call('POST', '4/things', { name: 'One' });
    expect([taken.statusCode, taken.json()]).toEqual([400, { message: 'Thing name is taken.' }]);
    const blank = await call('PUT', `4/things/${first.thingId}`, { name: '  ' });
    expect([blank.statusCode, blank.json()]).toEqual([
      400,
      { message: 'Invalid body: "name" must not be blank.' },
    ]);
    // Its own name is not taken by itself.
    expect((await call('PUT', `4/things/${first.thingId}`, { name: 'One' })).statusCode).toBe(200);
    const missing = await call('PUT', '4/things/999', { name: 'Other' });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: 'Thing not found.' }]);
    await call('POST', '4/things', { name: 'Two' });
    await call('POST', '4/things', { name: 'Three' });
    const over = await call('POST', '4/things', { name: 'Four' });
    expect([over.statusCode, over.json()]).toEqual([409, { message: 'At most 3 things.' }]);
    expect((await call('GET', '4/things')).json()).toHaveLength(3);
    expect((await auditOf(first.thingId)).map((event) => event.event_type)).toEqual([
      'CREATED',
      'UPDATED',
    ]);
  });

  it('checks the organization, and validates the body by its schema', async () => {
    const none = await call('GET', '101/things');
    expect([none.statusCode, none.json()]).toEqual([404, { message: 'Organization not found.' }]);
    const extra = await call('POST', '5/things', { name: 'X', more: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await call('GET', '5/things')).json()).toEqual([]);
  });

  it('pages and searches a list, and deletes by ids', async () => {
    for (const name of ['red', 'green', 'blue', 'reddish']) {
      expect((await call('POST', '6/paged-things', { name })).statusCode).toBe(201);
    }
    const first = await call('GET', '6/paged-things');
    expect(first.json()).toMatchObject({
      rows: [{ name: 'red' }, { name: 'green' }],
      meta: {
        requestedResultMaxSize: 2,
        requestedOffset: 0,
        nextOffset: 2,
        totalNoOfAvailableRows: 4,
      },
    });
    const searched = await call('GET', '6/paged-things?search=%20red%20&offset=1&limit=5');
    expect(searched.json()).toMatchObject({
      rows: [{ name: 'reddish' }],
      meta: { requestedOffset: 1, nextOffset: null, totalNoOfAvailableRows: 2 },
    });
    expect((await call('GET', '6/paged-things?limit=11')).statusCode).toBe(400);
    expect((await call('GET', '6/paged-things/1')).statusCode).toBe(404);

    const { rows } = first.json<{ rows: { thingId: number }[] }>();
    const ids = rows.map((row) => row.thingId);
    const deleted = await call('POST', '6/paged-things/delete', { thingIds: [...ids, 999] });
    expect(deleted.json()).toEqual({ deleted: ids, failed: [999] });
    const dup = await call('POST', '6/paged-things/delete', { thingIds: [999, 999] });
    expect(dup.statusCode).toBe(400);
    expect((await auditOf(ids[0] ?? 0)).map((event) => event.event_type)).toEqual([
      'CREATED',
      'DELETED',
    ]);
  });
});
