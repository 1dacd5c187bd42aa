import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEventDetails, AuditEventPage } from '@contracts/audit';
import { addOrganizationAdmins } from '../secadmin/support';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let nordAdmin: string;
let fjordAdmin: string;
let owner: string;
let monitor: string;

const base = (org: number) => `/api/identity/organizations/${org}/audit-events`;
const T0 = Date.parse('2026-03-01T10:00:00.000Z');
const at = (minute: number) => new Date(T0 + minute * 60_000).toISOString();

/** 30 WIDGET events in nordkraft (2): six times with five events each, and three in fjordnett. */
async function seedWidgets() {
  const rows = [];
  for (let i = 0; i < 30; i++) {
    const widget = `w${i % 5}`;
    rows.push({
      created: at(Math.floor(i / 5)),
      created_by_id: i % 2 === 0 ? 1 : null,
      organization_id: 2,
      entity_type: 'WIDGET',
      entity_id: widget,
      event_type: i === 29 ? 'DELETED' : i % 3 === 0 ? 'CREATED' : 'UPDATED',
      payload: JSON.stringify({ widget, step: i }),
      client_ip: null,
    });
  }
  for (let i = 0; i < 3; i++) {
    rows.push({ ...rows[i]!, organization_id: 3, payload: JSON.stringify({ other: i }) });
  }
  await server.database.db.insertInto('audit_events').values(rows).execute();
}

beforeAll(async () => {
  server = await startTestServer();
  await addOrganizationAdmins(server);
  await seedWidgets();
  nordAdmin = (await login(server.app, 'nordadmin@example.com')).access_token;
  fjordAdmin = (await login(server.app, 'fjordadmin@example.com')).access_token;
  owner = (await login(server.app, 'admin@example.com')).access_token;
  monitor = (await login(server.app, 'monitor@example.com')).access_token;
});
afterAll(() => server.close());

async function page(org: number, token: string, query: Record<string, string | number>) {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const reply = await server.app.inject({ url: `${base(org)}?${search}`, headers: bearer(token) });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<AuditEventPage>();
}

async function allPages(query: Record<string, string | number>, limit: number) {
  const seen: AuditEventPage['data'] = [];
  let cursor: string | null = null;
  do {
    const next: AuditEventPage = await page(2, nordAdmin, {
      ...query,
      limit,
      ...(cursor ? { cursor } : {}),
    });
    seen.push(...next.data);
    cursor = next.nextCursor;
  } while (cursor);
  return seen;
}

describe('the organization audit log', () => {
  it('pages newest first through equal times without gaps or repeats', async () => {
    const events = await allPages({ entityType: 'WIDGET' }, 4);
    expect(events).toHaveLength(30);
    const ids = events.map((e) => e.auditEventId);
    expect(new Set(ids).size).toBe(30);
    const order = [...events].sort((a, b) =>
      a.created === b.created ? b.auditEventId - a.auditEventId : a.created < b.created ? 1 : -1,
    );
    expect(ids).toEqual(order.map((e) => e.auditEventId));
    expect(events[0]).toMatchObject({ entityType: 'WIDGET', entityId: 'w4', eventType: 'DELETED' });
    const byOwner = events.find((e) => e.createdById === 1);
    expect(byOwner?.createdByName).toBeTruthy();
    // A page of exactly the rest ends the list.
    expect((await page(2, nordAdmin, { entityType: 'WIDGET', limit: 30 })).nextCursor).toBeNull();
  });

  it('filters by event type, entity id, acting user and time range', async () => {
    const created = await allPages({ entityType: 'WIDGET', eventType: 'CREATED' }, 100);
    expect(created).toHaveLength(10);
    const w2 = await allPages({ entityType: 'WIDGET', entityId: 'w2' }, 100);
    expect(w2.map((e) => e.entityId)).toEqual(Array(6).fill('w2'));
    const byOwner = await allPages({ entityType: 'WIDGET', createdById: 1 }, 3);
    expect(byOwner).toHaveLength(15);
    const range = await allPages(
      { entityType: 'WIDGET', fromDate: T0 + 60_000, toDate: T0 + 3 * 60_000 },
      100,
    );
    expect(range.map((e) => e.created).sort()).toEqual([
      ...Array(5).fill(at(1)),
      ...Array(5).fill(at(2)),
    ]);
  });

  it('shows an event payload and whether its entity has been deleted', async () => {
    const [deleted] = await allPages({ entityId: 'w4', eventType: 'CREATED' }, 100);
    const [kept] = await allPages({ entityId: 'w1', eventType: 'UPDATED' }, 100);
    const read = async (id: number) =>
      (
        await server.app.inject({ url: `${base(2)}/${id}`, headers: bearer(nordAdmin) })
      ).json<AuditEventDetails>();
    const gone = await read(deleted!.auditEventId);
    expect(gone.entityDeleted).toBe(true);
    expect(gone.payload).toMatchObject({ widget: 'w4' });
    const alive = await read(kept!.auditEventId);
    expect(alive.entityDeleted).toBe(false);
    expect(alive.payload).toMatchObject({ widget: 'w1' });
  });

  it('says an entity with a table is deleted when its row is gone, logged or not', async () => {
    const { db } = server.database;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nordadmin@example.com')
      .executeTakeFirstOrThrow();
    const event = (entityId: string) => ({
      created: at(10),
      created_by_id: null,
      organization_id: 2,
      entity_type: 'USER',
      entity_id: entityId,
      event_type: 'UPDATED',
      payload: JSON.stringify({ entityId }),
      client_ip: null,
    });
    await db
      .insertInto('audit_events')
      .values([event(String(user.id)), event('987654')])
      .execute();
    const events = await allPages({ entityType: 'USER', eventType: 'UPDATED' }, 100);
    const read = async (entityId: string) => {
      const id = events.find((e) => e.entityId === entityId)!.auditEventId;
      const reply = await server.app.inject({
        url: `${base(2)}/${id}`,
        headers: bearer(nordAdmin),
      });
      return reply.json<AuditEventDetails>().entityDeleted;
    };
    expect(await read(String(user.id))).toBe(false);
    // No DELETED event in the log, yet no such user: the entity is gone.
    expect(await read('987654')).toBe(true);
  });

  it('keeps each organization to its own admins', async () => {
    const mine = await page(3, fjordAdmin, { entityType: 'WIDGET' });
    expect(mine.data).toHaveLength(3);
    const theirs = await page(2, nordAdmin, { entityType: 'WIDGET', limit: 1 });
    const id = theirs.data[0]!.auditEventId;
    const cross = await server.app.inject({ url: `${base(3)}/${id}`, headers: bearer(fjordAdmin) });
    expect(cross.statusCode).toBe(404);
    const other = await server.app.inject({ url: base(2), headers: bearer(fjordAdmin) });
    expect(other.statusCode).toBe(404);
    const refused = await server.app.inject({ url: base(2), headers: bearer(monitor) });
    expect(refused.statusCode).toBe(403);
    expect((await page(2, owner, { entityType: 'WIDGET' })).data).toHaveLength(30);
  });

  it('refuses odd cursors, limits and ranges', async () => {
    for (const query of ['cursor=abc', 'limit=501', 'limit=0', 'fromDate=10&toDate=5', 'x=1']) {
      const reply = await server.app.inject({
        url: `${base(2)}?${query}`,
        headers: bearer(nordAdmin),
      });
      expect(reply.statusCode, query).toBe(400);
    }
  });
});
