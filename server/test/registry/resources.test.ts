import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type {
  DeployResult,
  DeployTarget,
  LookupImport,
  LookupRowsPage,
  LookupTable,
  ResourceDiff,
  ResourceRevision,
  ResourceSummary,
  ResourceType,
  SecretDetails,
  SecretSummary,
} from '@contracts/resources';
import { bearer, login, startLoggedApp, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let app: FastifyInstance;
let logText: () => string;
let deployer: Record<string, string>;
let operator: Record<string, string>;
let monitor: Record<string, string>;
/** MONITOR in fjordnett (organization 3), OPERATOR in nordkraft. */
let multi: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  ({ app, logText } = await startLoggedApp(server));
  deployer = bearer((await login(app, 'deployer@example.com')).access_token);
  operator = bearer((await login(app, 'operator@example.com')).access_token);
  monitor = bearer((await login(app, 'monitor@example.com')).access_token);
  multi = bearer((await login(app, 'multi@example.com')).access_token);
});
afterAll(async () => {
  await app.close();
  await server.close();
});

const api = (options: InjectOptions) => app.inject(options);
const base = '/api/registry/v1/2';
const newResource = (id: string, content = '{"a":1}', type = 'JsonSchema') => ({
  type,
  id,
  shortDescription: `Resource ${id}`,
  description: 'Made by a test',
  changeComment: 'First',
  content,
});

describe('resources', () => {
  it('lists the registry types and the seeded resources with their latest revision', async () => {
    const types = await api({ url: `${base}/resource-types`, headers: monitor });
    expect(types.statusCode).toBe(200);
    expect(types.json<ResourceType[]>().find((t) => t.type === 'FlowSpec')?.deploysFlow).toBe(true);
    const list = (await api({ url: `${base}/resources`, headers: monitor })).json<
      ResourceSummary[]
    >();
    const spec = list.find((r) => r.type === 'FlowSpec' && r.id === 'meter-readings-in');
    expect(spec?.revision).toBe(3);
    expect(spec).not.toHaveProperty('content');
  });

  it('keeps an id unique within its type, not across types', async () => {
    const first = await api({
      method: 'POST',
      url: `${base}/resources`,
      headers: deployer,
      payload: newResource('unique-1'),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json<ResourceRevision>()).toMatchObject({
      revision: 1,
      latestRevision: 1,
      createdByName: 'Dag Deployer',
    });
    const again = await api({
      method: 'POST',
      url: `${base}/resources`,
      headers: deployer,
      payload: newResource('unique-1'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'There is an existing resource of this type with the same id',
    });
    const otherType = await api({
      method: 'POST',
      url: `${base}/resources`,
      headers: deployer,
      payload: newResource('unique-1', 'x', 'Script'),
    });
    expect(otherType.statusCode).toBe(201);
    const unknownType = await api({
      method: 'POST',
      url: `${base}/resources`,
      headers: deployer,
      payload: newResource('u2', 'x', 'Nope'),
    });
    expect(unknownType.statusCode).toBe(400);
    const asOperator = await api({
      method: 'POST',
      url: `${base}/resources`,
      headers: operator,
      payload: newResource('u3'),
    });
    expect(asOperator.statusCode).toBe(403);
  });

  it('numbers revisions 1..latest, refuses a stale base, and gives each with the one before', async () => {
    await api({
      method: 'POST',
      url: `${base}/resources`,
      headers: deployer,
      payload: newResource('revised', '{"v":1}'),
    });
    const edit = (baseRevision: number, content: string) =>
      api({
        method: 'POST',
        url: `${base}/resources/JsonSchema/revised/revisions`,
        headers: deployer,
        payload: {
          baseRevision,
          shortDescription: 'Revised',
          description: '',
          changeComment: `to ${content}`,
          content,
        },
      });
    expect((await edit(1, '{"v":2}')).json<ResourceRevision>()).toMatchObject({
      revision: 2,
      latestRevision: 2,
    });
    const stale = await edit(1, '{"v":"lost"}');
    expect(stale.statusCode).toBe(409);
    expect((await edit(2, '{"v":3}')).statusCode).toBe(201);
    const second = (
      await api({ url: `${base}/resources/JsonSchema/revised/revisions/2`, headers: monitor })
    ).json<ResourceRevision>();
    expect(second).toMatchObject({
      revision: 2,
      latestRevision: 3,
      content: '{"v":2}',
      changeComment: 'to {"v":2}',
    });
    const diff = (
      await api({ url: `${base}/resources/JsonSchema/revised/revisions/3/diff`, headers: monitor })
    ).json<ResourceDiff>();
    expect(diff.current).toEqual({ revision: 3, content: '{"v":3}' });
    expect(diff.previous).toEqual({ revision: 2, content: '{"v":2}' });
    const first = (
      await api({ url: `${base}/resources/JsonSchema/revised/revisions/1/diff`, headers: monitor })
    ).json<ResourceDiff>();
    expect(first.previous).toBeNull();
    expect(
      (await api({ url: `${base}/resources/JsonSchema/revised/revisions/4`, headers: monitor }))
        .statusCode,
    ).toBe(404);
  });

  /** Turns the flowSpecEdit feature on or off for every organization that has it. */
  const flowSpecEdit = (enabled: boolean) =>
    server.database.db
      .updateTable('features')
      .set({ enabled: enabled ? 1 : 0 })
      .where('key', '=', 'flowSpecEdit')
      .execute();

  it('deploys a FlowSpec revision: overwrites an existing flow, creates a missing one', async () => {
    // Spec 4 makes deploying a resource a resources action of its own (Deployers), not the flow
    // spec editor's: the organization's flowSpecEdit feature does not gate it.
    await flowSpecEdit(false);
    try {
      await deploysWithoutTheEditor();
    } finally {
      await flowSpecEdit(true);
    }
  });

  async function deploysWithoutTheEditor() {
    const target = (id: string, revision: number) =>
      api({
        url: `${base}/resources/FlowSpec/${id}/revisions/${revision}/deployment`,
        headers: deployer,
      });
    const deploy = (id: string, revision: number) =>
      api({
        method: 'POST',
        url: `${base}/resources/FlowSpec/${id}/revisions/${revision}/deploy`,
        headers: deployer,
      });
    expect((await target('meter-readings-in', 3)).json<DeployTarget>()).toEqual({
      flowId: 'meter-readings-in',
      exists: true,
    });
    expect((await target('meter-events-in', 2)).json<DeployTarget>()).toEqual({
      flowId: 'meter-events-in',
      exists: false,
    });
    const before = await server.database.db
      .selectFrom('flows')
      .select('spec_version')
      .where('organization_id', '=', 2)
      .where('id', '=', 'meter-readings-in')
      .executeTakeFirstOrThrow();
    const overwritten = (await deploy('meter-readings-in', 3)).json<DeployResult>();
    expect(overwritten).toEqual({
      flowId: 'meter-readings-in',
      created: false,
      specVersion: before.spec_version + 1,
    });
    const created = (await deploy('meter-events-in', 2)).json<DeployResult>();
    expect(created).toEqual({ flowId: 'meter-events-in', created: true, specVersion: 1 });
    const flow = await server.database.db
      .selectFrom('flows')
      .selectAll()
      .where('organization_id', '=', 2)
      .where('id', '=', 'meter-events-in')
      .executeTakeFirstOrThrow();
    expect(flow.redelivery_max_attempts).toBe(4);
    expect((await target('meter-events-in', 2)).json<DeployTarget>().exists).toBe(true);
    // Not deployable: another type, or content that is not a flow spec; an operator may not.
    expect(
      (
        await api({
          url: `${base}/resources/JsonSchema/cim-meter-reading-v2/revisions/1/deployment`,
          headers: deployer,
        })
      ).statusCode,
    ).toBe(400);
    await api({
      method: 'POST',
      url: `${base}/resources`,
      headers: deployer,
      payload: newResource('broken-spec', '{"id":"x"}', 'FlowSpec'),
    });
    const broken = await deploy('broken-spec', 1);
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toMatch(/not a flow spec/);
    expect(
      (
        await api({
          method: 'POST',
          url: `${base}/resources/FlowSpec/meter-events-in/revisions/1/deploy`,
          headers: operator,
        })
      ).statusCode,
    ).toBe(403);
  }

  it('refuses a flow spec whose JSON decodes to a NUL, with a 400, deploying nothing', async () => {
    const valid = (
      await api({
        url: `${base}/resources/FlowSpec/meter-events-in/revisions/2`,
        headers: deployer,
      })
    ).json<ResourceRevision>().content;
    const spec = JSON.parse(valid) as {
      id: string;
      description: string;
      groups: string[];
      processors: { properties: Record<string, string> }[];
    };
    // The JSON escape \u0000 is six plain characters in the content: no NUL in the request.
    const variants: [string, (s: typeof spec) => void, string][] = [
      ['description', (s) => (s.description = 'Meter\u0000events'), '/description'],
      ['group', (s) => (s.groups = ['ops\u0000']), '/groups/0'],
      [
        'processor property',
        (s) => (s.processors[0]!.properties = { url: 'https://x.test/\u0000' }),
        '/processors/0/properties/url',
      ],
      [
        'processor property name',
        (s) => (s.processors[0]!.properties = { 'u\u0000rl': 'https://x.test/' }),
        '/processors/0/properties/u\\u0000rl',
      ],
    ];
    const flows = () =>
      server.database.db
        .selectFrom('flows')
        .select(['id', 'spec_version', 'description'])
        .where('organization_id', '=', 2)
        .orderBy('id')
        .execute();
    const before = await flows();
    for (const [name, change, where] of variants) {
      const copy = structuredClone(spec);
      copy.id = `nul-${name.replace(/ /g, '-')}`;
      change(copy);
      const content = JSON.stringify(copy);
      expect(content).not.toContain('\u0000');
      expect(content).toContain('\\u0000');
      const id = `nul-spec-${name.replace(/ /g, '-')}`;
      const saved = await api({
        method: 'POST',
        url: `${base}/resources`,
        headers: deployer,
        payload: newResource(id, content, 'FlowSpec'),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      for (const [method, path] of [
        ['GET', 'deployment'],
        ['POST', 'deploy'],
      ] as const) {
        const response = await api({
          method,
          url: `${base}/resources/FlowSpec/${id}/revisions/1/${path}`,
          headers: deployer,
        });
        expect(response.statusCode, `${name} ${path}`).toBe(400);
        expect(response.json<{ message: string }>().message, name).toBe(
          `The content is not a flow spec: ${where} contains a NUL character.`,
        );
      }
    }
    expect(await flows()).toEqual(before);
  });

  it('keeps organizations apart', async () => {
    const fjord = (await api({ url: '/api/registry/v1/3/resources', headers: multi })).json<
      ResourceSummary[]
    >();
    expect(fjord.some((r) => r.id === 'unique-1')).toBe(false);
    expect(
      (
        await api({
          url: '/api/registry/v1/3/resources/JsonSchema/revised/revisions/1',
          headers: multi,
        })
      ).statusCode,
    ).toBe(404);
    expect((await api({ url: '/api/registry/v1/3/resources', headers: deployer })).statusCode).toBe(
      404,
    );
    expect(
      (await api({ url: '/api/registry/v1/3/lookup-tables/tariff-codes/rows', headers: deployer }))
        .statusCode,
    ).toBe(404);
  });
});

describe('secrets', () => {
  const VALUE = 'pa55-Very-Secret-Value-9137';
  const OTHER = 'second-Secret-Value-4411';

  it('never answers, logs or audits a value; the history names the changed keys', async () => {
    const created = await api({
      method: 'POST',
      url: `${base}/secrets`,
      headers: deployer,
      payload: {
        key: 'billing-db',
        description: 'Billing database',
        values: { password: VALUE, user: 'billing' },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<SecretDetails>().valueKeys).toEqual(['password', 'user']);
    const changed = await api({
      method: 'PUT',
      url: `${base}/secrets/billing-db`,
      headers: deployer,
      payload: {
        description: 'Billing database',
        values: { password: OTHER, user: 'billing' },
        remove: [],
      },
    });
    const details = changed.json<SecretDetails>();
    expect(details.history[0]).toMatchObject({
      eventType: 'CHANGED',
      changedKeys: ['password'],
      removedKeys: [],
    });
    expect(details.history[1]).toMatchObject({
      eventType: 'CREATED',
      changedKeys: ['password', 'user'],
    });
    const removed = await api({
      method: 'PUT',
      url: `${base}/secrets/billing-db`,
      headers: deployer,
      payload: { description: 'Billing database', values: {}, remove: ['user'] },
    });
    expect(removed.json<SecretDetails>()).toMatchObject({ valueKeys: ['password'] });
    expect(removed.json<SecretDetails>().history[0]?.removedKeys).toEqual(['user']);
    // Each change is its audit event.
    const auditId = removed.json<SecretDetails>().history[0]?.auditEventId ?? 0;
    const event = await server.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('id', '=', auditId)
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      entity_type: 'SECRET',
      event_type: 'CHANGED',
      organization_id: 2,
    });
    const answers = [
      created.body,
      changed.body,
      removed.body,
      (await api({ url: `${base}/secrets`, headers: operator })).body,
      (await api({ url: `${base}/secrets/billing-db`, headers: operator })).body,
    ].join('\n');
    const audits = (await server.database.db.selectFrom('audit_events').select('payload').execute())
      .map((e) => e.payload)
      .join('\n');
    for (const value of [VALUE, OTHER]) {
      expect(answers).not.toContain(value);
      expect(logText()).not.toContain(value);
      expect(audits).not.toContain(value);
    }
    // The value is stored, for the flows.
    const stored = await server.database.db
      .selectFrom('secret_values')
      .select('value')
      .where('name', '=', 'password')
      .execute();
    expect(stored.map((s) => s.value)).toContain(OTHER);
  });

  it('shows secrets to operators and up, lets deployers change them', async () => {
    expect((await api({ url: `${base}/secrets`, headers: monitor })).statusCode).toBe(403);
    const list = (await api({ url: `${base}/secrets`, headers: operator })).json<SecretSummary[]>();
    expect(list.find((s) => s.key === 'erp-connection')?.valueKeys).toEqual([
      'password',
      'username',
    ]);
    const put = await api({
      method: 'PUT',
      url: `${base}/secrets/erp-connection`,
      headers: operator,
      payload: { description: '', values: {}, remove: [] },
    });
    expect(put.statusCode).toBe(403);
    const taken = await api({
      method: 'POST',
      url: `${base}/secrets`,
      headers: deployer,
      payload: { key: 'erp-connection', description: '', values: {} },
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('lookup tables', () => {
  const rows = (query = '', name = 'tariff-codes') =>
    api({ url: `${base}/lookup-tables/${name}/rows${query}`, headers: monitor });

  it('pages rows with the paging meta', async () => {
    const first = (await rows('?limit=20')).json<LookupRowsPage>();
    expect(first.rows).toHaveLength(20);
    expect(first.meta).toEqual({
      requestedResultMaxSize: 20,
      requestedOffset: 0,
      nextOffset: 20,
      totalNoOfAvailableRows: 50,
    });
    const last = (await rows('?offset=40&limit=20')).json<LookupRowsPage>();
    expect(last.rows).toHaveLength(10);
    expect(last.meta.nextOffset).toBeNull();
    expect(last.rows[0]?.cells).toEqual({ c1: 'T041', c2: 'Residential 9', c3: '0.500' });
    expect((await rows('?limit=0')).statusCode).toBe(400);
    expect((await rows('?limit=1001')).statusCode).toBe(400);
  });

  it('creates, edits and deletes rows, columns and cells', async () => {
    const table = await api({
      method: 'POST',
      url: `${base}/lookup-tables`,
      headers: deployer,
      payload: { name: 'zones', description: '', columns: ['zone', 'area'] },
    });
    expect(table.json<LookupTable>().columns).toEqual([
      { columnId: 'c1', name: 'zone' },
      { columnId: 'c2', name: 'area' },
    ]);
    const url = `${base}/lookup-tables/zones`;
    const row = await api({
      method: 'POST',
      url: `${url}/rows`,
      headers: operator,
      payload: { cells: { c1: 'Z1', c2: 'North' } },
    });
    expect(row.statusCode).toBe(201);
    const rowId = row.json<{ rowId: number }>().rowId;
    const cell = await api({
      method: 'PUT',
      url: `${url}/rows/${rowId}/cells/c2`,
      headers: operator,
      payload: { value: 'South' },
    });
    expect(cell.json()).toEqual({ rowId, cells: { c1: 'Z1', c2: 'South' } });
    const cleared = await api({
      method: 'DELETE',
      url: `${url}/rows/${rowId}/cells/c1`,
      headers: operator,
    });
    expect(cleared.json()).toEqual({ rowId, cells: { c2: 'South' } });
    expect(
      (
        await api({
          method: 'PUT',
          url: `${url}/rows/${rowId}`,
          headers: operator,
          payload: { cells: { c9: 'x' } },
        })
      ).statusCode,
    ).toBe(400);
    // Columns: deployers only; a removed column's cells are no longer answered.
    expect(
      (
        await api({
          method: 'POST',
          url: `${url}/columns`,
          headers: operator,
          payload: { name: 'code' },
        })
      ).statusCode,
    ).toBe(403);
    const added = await api({
      method: 'POST',
      url: `${url}/columns`,
      headers: deployer,
      payload: { name: 'code' },
    });
    expect(added.json<LookupTable>().columns.map((c) => c.columnId)).toEqual(['c1', 'c2', 'c3']);
    expect(
      (
        await api({
          method: 'POST',
          url: `${url}/columns`,
          headers: deployer,
          payload: { name: 'code' },
        })
      ).statusCode,
    ).toBe(400);
    const renamed = await api({
      method: 'PUT',
      url: `${url}/columns/c2`,
      headers: deployer,
      payload: { name: 'region' },
    });
    expect(renamed.json<LookupTable>().columns[1]).toEqual({ columnId: 'c2', name: 'region' });
    await api({ method: 'DELETE', url: `${url}/columns/c2`, headers: deployer });
    expect((await rows('', 'zones')).json<LookupRowsPage>().rows).toEqual([{ rowId, cells: {} }]);
    expect(
      (await api({ method: 'DELETE', url: `${url}/rows/${rowId}`, headers: operator })).statusCode,
    ).toBe(204);
    expect(
      (await api({ method: 'DELETE', url: `${url}/rows/${rowId}`, headers: operator })).statusCode,
    ).toBe(404);
    expect(
      (await api({ method: 'POST', url: `${url}/rows`, headers: monitor, payload: { cells: {} } }))
        .statusCode,
    ).toBe(403);
  });

  it('imports CSV rows, or refuses the whole import naming the rows that do not fit', async () => {
    const url = `${base}/lookup-tables/tariff-codes/import`;
    const bad: LookupImport = {
      columns: ['code', 'price'],
      rows: [['A1', '1'], ['A2'], ['A3', '3', 'x']],
    };
    const refused = await api({ method: 'POST', url, headers: operator, payload: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Row 2 has 1 cells, the header 2. Row 3 has 3 cells, the header 2.',
    });
    const unknown = await api({
      method: 'POST',
      url,
      headers: operator,
      payload: { columns: ['nope'], rows: [['1']] },
    });
    expect(unknown.json()).toEqual({ message: 'The header names no column nope.' });
    expect((await rows()).json<LookupRowsPage>().meta.totalNoOfAvailableRows).toBe(50);
    const ok = await api({
      method: 'POST',
      url,
      headers: operator,
      payload: {
        columns: ['price', 'code'],
        rows: [
          ['9.5', 'X1'],
          ['', 'X2'],
        ],
      },
    });
    expect(ok.json()).toEqual({ imported: 2, totalNoOfAvailableRows: 52 });
    const tail = (await rows('?offset=50')).json<LookupRowsPage>();
    expect(tail.rows.map((r) => r.cells)).toEqual([{ c1: 'X1', c3: '9.5' }, { c1: 'X2' }]);
  });
});
