import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEMPLATE_ITEM_NAME_TAKEN,
  type DeleteTemplateItemsResult,
  type TemplateItem,
} from '@contracts/_template';
import { templateItemReply } from '../../src/services/_template/replies';
import { addMember, bearer, login, type TestServer } from '../support';
import { startTemplateServer } from './support';
import { TEMPLATE_ROWS } from './template.rows';

/**
 * The module's service on a real database (SQLite, or PostgreSQL with TEST_DATABASE_URL): an
 * organization's items, read by its members, changed by its admins, each change audited, names
 * unique within the organization, bad input refused with a message.
 */
const PREFIX = '/api/template';
const items = (org: number) => `${PREFIX}/v1/${org}/items`;

/** Every field of the contract's item, and no other: the type checks this list. */
const ITEM_FIELDS: Record<keyof TemplateItem, true> = {
  itemId: true,
  name: true,
  description: true,
  created: true,
  createdBy: true,
  updated: true,
  updatedBy: true,
};

let server: TestServer;
let owner: string;
let admin: string;
let monitor: string;

beforeAll(async () => {
  server = await startTemplateServer();
  await addMember(server.database, 'itemadmin@example.com', 2, 'ADMIN');
  owner = (await login(server.app, 'admin@example.com')).access_token;
  admin = (await login(server.app, 'itemadmin@example.com')).access_token;
  monitor = (await login(server.app, 'monitor@example.com')).access_token;
});
afterAll(() => server.close());

const call = (
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) =>
  server.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
const create = (org: number, token: string, name: string, description = '') =>
  call(token, 'POST', items(org), { name, description });
const names = async (org: number, token: string) =>
  (await call(token, 'GET', items(org))).json<TemplateItem[]>().map((item) => item.name);
const auditEvents = (itemId: number) =>
  server.database.db
    .selectFrom('audit_events')
    .select(['event_type', 'organization_id', 'payload'])
    .where('entity_type', '=', 'TEMPLATE_ITEM')
    .where('entity_id', '=', String(itemId))
    .orderBy('id')
    .execute();

describe('the module service', () => {
  it('creates, lists, reads, edits and deletes items, auditing each change', async () => {
    const created = await create(2, admin, ' Pumps ', 'The north station');
    expect(created.statusCode).toBe(201);
    const item = created.json<TemplateItem>();
    expect(item).toMatchObject({ name: 'Pumps', description: 'The north station' });
    expect(Object.keys(item).sort()).toEqual(Object.keys(ITEM_FIELDS).sort());

    expect(await names(2, monitor)).toContain('Pumps');
    const read = await call(monitor, 'GET', `${items(2)}/${item.itemId}`);
    expect(read.json()).toEqual(item);

    const edited = await call(admin, 'PUT', `${items(2)}/${item.itemId}`, {
      name: 'Pumps and valves',
      description: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ itemId: item.itemId, name: 'Pumps and valves' });

    const deleted = await call(admin, 'POST', `${items(2)}/delete`, {
      itemIds: [item.itemId, 999999],
    });
    expect(deleted.json<DeleteTemplateItemsResult>()).toEqual({
      deleted: [item.itemId],
      failed: [999999],
    });
    expect((await call(admin, 'GET', `${items(2)}/${item.itemId}`)).statusCode).toBe(404);

    const events = await auditEvents(item.itemId);
    expect(events.map((event) => [event.event_type, event.organization_id])).toEqual([
      ['CREATED', 2],
      ['UPDATED', 2],
      ['DELETED', 2],
    ]);
    expect(JSON.parse(events[1]!.payload ?? 'null')).toEqual({
      name: 'Pumps and valves',
      description: '',
    });
  });

  it("refuses a name the organization already has with spec 5's words; another may have it", async () => {
    const first = (await create(2, admin, 'Meters')).json<TemplateItem>();
    const other = (await create(2, admin, 'Cables')).json<TemplateItem>();

    const again = await create(2, admin, ' Meters ');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: TEMPLATE_ITEM_NAME_TAKEN });
    const renamed = await call(admin, 'PUT', `${items(2)}/${other.itemId}`, {
      name: 'Meters',
      description: '',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(TEMPLATE_ITEM_NAME_TAKEN);
    // Its own name is no conflict; nor is the name in another organization.
    const kept = await call(admin, 'PUT', `${items(2)}/${first.itemId}`, {
      name: 'Meters',
      description: 'Kept',
    });
    expect(kept.statusCode).toBe(200);
    expect((await create(3, owner, 'Meters')).statusCode).toBe(201);

    // Two creations of one name at once: the unique index lets one through.
    const racing = await Promise.all([create(2, admin, 'Valves'), create(2, admin, 'Valves')]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    expect((await names(2, admin)).filter((name) => name === 'Valves')).toHaveLength(1);
  });

  it('refuses what it does not take with a message, and changes nothing', async () => {
    const before = await names(2, admin);
    const existing = (await create(2, admin, 'Unchanged')).json<TemplateItem>();
    const bad: [string, 'POST' | 'PUT', string, object][] = [
      ['blank name', 'POST', items(2), { name: '   ', description: '' }],
      ['no description', 'POST', items(2), { name: 'Half' }],
      ['a field it does not know', 'POST', items(2), { name: 'X', description: '', kind: 1 }],
      ['a name too long', 'POST', items(2), { name: 'x'.repeat(101), description: '' }],
      ['a control character', 'POST', items(2), { name: 'a\u0007b', description: '' }],
      ['a blank rename', 'PUT', `${items(2)}/${existing.itemId}`, { name: '', description: '' }],
      ['no ids to delete', 'POST', `${items(2)}/delete`, { itemIds: [] }],
      ['an id that is no id', 'POST', `${items(2)}/delete`, { itemIds: ['one'] }],
    ];
    for (const [what, method, url, payload] of bad) {
      const response = await call(admin, method, url, payload);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().message, what).toEqual(expect.any(String));
    }
    expect((await call(admin, 'GET', `${items(2)}/not-an-id`)).statusCode).toBe(400);
    expect(await names(2, admin)).toEqual([...before, 'Unchanged'].sort());
    expect((await call(admin, 'GET', `${items(2)}/${existing.itemId}`)).json()).toEqual(existing);
  });

  it("lets members from MONITOR up read and admins change, each organization's own", async () => {
    const nordkraft = (await create(2, admin, 'Transformers')).json<TemplateItem>();
    const fjordnett = (await create(3, owner, 'Fjord transformers')).json<TemplateItem>();

    expect((await call(null, 'GET', items(2))).statusCode).toBe(401);
    expect((await call(monitor, 'GET', items(2))).statusCode).toBe(200);
    expect((await create(2, monitor, 'Not mine')).statusCode).toBe(403);
    expect(
      (await call(monitor, 'POST', `${items(2)}/delete`, { itemIds: [nordkraft.itemId] }))
        .statusCode,
    ).toBe(403);
    // Another organization: not there for a stranger to it, and its ids are not nordkraft's.
    expect((await call(admin, 'GET', items(3))).statusCode).toBe(404);
    expect((await call(admin, 'GET', `${items(2)}/${fjordnett.itemId}`)).statusCode).toBe(404);
    const foreignEdit = await call(admin, 'PUT', `${items(2)}/${fjordnett.itemId}`, {
      name: 'Taken over',
      description: '',
    });
    expect(foreignEdit.statusCode).toBe(404);
    const foreignDelete = await call(admin, 'POST', `${items(2)}/delete`, {
      itemIds: [fjordnett.itemId],
    });
    expect(foreignDelete.json()).toEqual({ deleted: [], failed: [fjordnett.itemId] });
    expect(await names(3, owner)).toContain('Fjord transformers');
    // An owner may act in any organization, but not in one that does not exist.
    expect((await call(owner, 'GET', items(999999))).statusCode).toBe(404);
    expect((await create(999999, owner, 'Nowhere')).statusCode).toBe(404);
  });

  it('declares every field of the contract in its answer schema, and no other', () => {
    expect(Object.keys(templateItemReply.properties).sort()).toEqual(
      Object.keys(ITEM_FIELDS).sort(),
    );
  });

  it('has a row of the permission matrix for each of its routes', () => {
    const routes = server.routes.filter((route) => route.includes(` ${PREFIX}/`));
    expect(Object.keys(TEMPLATE_ROWS).sort()).toEqual(routes.sort());
  });
});
