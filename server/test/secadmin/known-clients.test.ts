import { describe, expect, it } from 'vitest';
import type { DeleteKnownClientsResult, KnownClient } from '@contracts/secadmin';
import { bearer } from '../support';
import { adminsSuite } from './support';

const suite = adminsSuite();

const base = (org: number) => `/api/secadmin/v1/${org}/known-clients`;

const create = (org: number, token: string, payload: Record<string, unknown>) =>
  suite.server.app.inject({ method: 'POST', url: base(org), headers: bearer(token), payload });

const list = async (org: number, token: string) =>
  (await suite.server.app.inject({ url: base(org), headers: bearer(token) })).json<KnownClient[]>();

const remove = (org: number, token: string, knownClientIds: number[]) =>
  suite.server.app.inject({
    method: 'POST',
    url: `${base(org)}/delete`,
    headers: bearer(token),
    payload: { knownClientIds },
  });

const auditOf = (eventType: string, entityId: number) =>
  suite.server.database.db
    .selectFrom('audit_events')
    .selectAll()
    .where('entity_type', '=', 'KNOWN_CLIENT')
    .where('entity_id', '=', String(entityId))
    .where('event_type', '=', eventType)
    .execute();

describe('secAdmin known clients', () => {
  it('creates, lists, edits and refuses a name the organization already has', async () => {
    const created = await create(2, suite.nordAdmin, {
      name: 'Meter app',
      notation: 'meter-app',
      description: 'Field readings',
    });
    expect(created.statusCode).toBe(201);
    const client = created.json<KnownClient>();
    expect(client).toMatchObject({ name: 'Meter app', notation: 'meter-app' });
    expect(await auditOf('CREATED', client.knownClientId)).toHaveLength(1);
    expect((await list(2, suite.nordAdmin)).map((c) => c.name)).toContain('Meter app');

    const duplicate = await create(2, suite.nordAdmin, {
      name: ' Meter app ',
      notation: 'other',
      description: '',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ message: 'Known client name already exist.' });

    const edited = await suite.server.app.inject({
      method: 'PUT',
      url: `${base(2)}/${client.knownClientId}`,
      headers: bearer(suite.nordAdmin),
      payload: { name: 'Meter app 2', notation: 'meter-app', description: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<KnownClient>().name).toBe('Meter app 2');
    expect(await auditOf('UPDATED', client.knownClientId)).toHaveLength(1);

    // Another organization may use the same name.
    expect(
      (await create(3, suite.fjordAdmin, { name: 'Meter app 2', notation: 'x', description: '' }))
        .statusCode,
    ).toBe(201);
  });

  it("keeps another organization's admin from its known clients", async () => {
    const client = (
      await create(2, suite.nordAdmin, { name: 'Private', notation: 'p', description: '' })
    ).json<KnownClient>();
    expect(
      (await suite.server.app.inject({ url: base(2), headers: bearer(suite.fjordAdmin) }))
        .statusCode,
    ).toBe(404);
    const edit = await suite.server.app.inject({
      method: 'PUT',
      url: `${base(3)}/${client.knownClientId}`,
      headers: bearer(suite.fjordAdmin),
      payload: { name: 'Taken over', notation: 'p', description: '' },
    });
    expect(edit.statusCode).toBe(404);
    const own = await remove(3, suite.fjordAdmin, [client.knownClientId]);
    expect(own.json<DeleteKnownClientsResult>()).toEqual({
      deleted: [],
      failed: [client.knownClientId],
    });
    expect((await remove(2, suite.fjordAdmin, [client.knownClientId])).statusCode).toBe(404);
    expect((await list(2, suite.nordAdmin)).map((c) => c.name)).toContain('Private');
  });

  it('deletes in bulk and names the ones it could not delete', async () => {
    const ids = [];
    for (const name of ['Bulk 1', 'Bulk 2']) {
      ids.push(
        (
          await create(2, suite.nordAdmin, { name, notation: name, description: '' })
        ).json<KnownClient>().knownClientId,
      );
    }
    const response = await remove(2, suite.nordAdmin, [...ids, 999999]);
    expect(response.json<DeleteKnownClientsResult>()).toEqual({
      deleted: ids,
      failed: [999999],
    });
    expect(await auditOf('DELETED', ids[0] ?? 0)).toHaveLength(1);
    const names = (await list(2, suite.nordAdmin)).map((c) => c.name);
    expect(names).not.toContain('Bulk 1');
  });

  it('takes only bounded, well-formed input', async () => {
    for (const payload of [
      {},
      { name: '', notation: 'n', description: '' },
      { name: '   ', notation: 'n', description: '' },
      { name: 'x'.repeat(101), notation: 'n', description: '' },
      { name: 'a\u0000b', notation: 'n', description: '' },
      { name: 'n', notation: 'n', description: 'd'.repeat(1001) },
      { name: 'n', notation: 'n', description: '', extra: 1 },
    ]) {
      expect((await create(2, suite.nordAdmin, payload)).statusCode).toBe(400);
    }
    expect((await remove(2, suite.nordAdmin, [])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    expect((await remove(2, suite.nordAdmin, tooMany)).statusCode).toBe(400);
  });
});
