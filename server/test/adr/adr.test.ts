import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActionExecution,
  ActionPage,
  Asset,
  AssetAction,
  AssetAuditPage,
  AssetPage,
  AutomationStrategy,
} from '@contracts/assets';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';
import { demoAssetId, insertAction } from './support';

let server: TestServer;
let operator: string;
let monitor: string;
let deployer: string;
let fjordAdmin: string;
let owner: string;
beforeAll(async () => {
  server = await startTestServer();
  const token = async (email: string) => (await login(server.app, email)).access_token;
  operator = await token('operator@example.com');
  monitor = await token('monitor@example.com');
  deployer = await token('deployer@example.com');
  owner = await token('admin@example.com');
  // multi@ is MONITOR in fjordnett (3) and OPERATOR in nordkraft: use a fjordnett-only user.
  fjordAdmin = (await login(server.app, 'multi@example.com')).access_token;
});
afterAll(() => server.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function ok<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token = operator,
  payload?: object,
) {
  const response = await call(method, url, token, payload);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<T>();
}

describe('assets', () => {
  it('lists the demo metering points, paged and searchable, with their meter', async () => {
    const page = await ok<AssetPage>('GET', '/api/adr/v1/2/assets?limit=50', monitor);
    expect(page.meta.total).toBe(2000);
    expect(page.data).toHaveLength(50);
    expect(page.data[0]).toMatchObject({ mrId: '707057500000000001', meterMrId: 'MTR-00000001' });

    const found = await ok<AssetPage>('GET', '/api/adr/v1/2/assets?search=MTR-00001234', monitor);
    expect(found.data.map((a) => a.mrId)).toEqual(['707057500000001234']);
    const byCity = await ok<AssetPage>(
      'GET',
      '/api/adr/v1/2/assets?search=bergen&limit=1',
      monitor,
    );
    expect(byCity.meta.total).toBe(250);
    // Like-pattern characters are matched literally.
    const literal = await ok<AssetPage>('GET', '/api/adr/v1/2/assets?search=%25', monitor);
    expect(literal.meta.total).toBe(0);
  });

  it('filters by usage point, for the data lake', async () => {
    const page = await ok<AssetPage>(
      'GET',
      '/api/adr/v1/2/assets?usagePointId=707057500000000042',
      monitor,
    );
    expect(page.data).toHaveLength(1);
    expect(page.data[0]?.usagePointId).toBe('707057500000000042');
  });

  it('shows a metering point with its location, installation and linked meter', async () => {
    const id = await demoAssetId(server, 7);
    const asset = await ok<Asset>('GET', `/api/adr/v1/2/assets/${id}`, monitor);
    expect(asset.location.mainAddress.country).toBe('NO');
    expect(asset.location.timeZone).toBe('Europe/Oslo');
    expect(asset.electricityInstallation?.ratedVoltage).toBeGreaterThan(0);
    expect(asset.meters).toHaveLength(1);
    expect(asset.meters[0]).toMatchObject({ mrId: 'MTR-00000007', virtual: false });
    expect(asset.meters[0]?.registers[0]?.channels).toEqual(['A+']);
  });

  it('keeps organizations apart and bounds its input', async () => {
    const id = await demoAssetId(server, 1);
    const other = await call('GET', `/api/adr/v1/3/assets/${id}`, fjordAdmin);
    expect(other.statusCode).toBe(404);
    const list = await ok<AssetPage>('GET', '/api/adr/v1/3/assets', fjordAdmin);
    expect(list.meta.total).toBe(0);
    expect((await call('GET', '/api/adr/v1/2/assets?limit=100000', monitor)).statusCode).toBe(400);
    const odd = await call('GET', '/api/adr/v1/2/assets?unknown=1', monitor);
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toHaveProperty('message');
  });
});

describe('actions', () => {
  it('lists the week of demo actions by state, newest first', async () => {
    const all = await ok<ActionPage>('GET', '/api/adr/v1/2/actions?limit=500', monitor);
    expect(all.meta.total).toBeGreaterThanOrEqual(300);
    const times = all.data.map((a) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const open = await ok<ActionPage>('GET', '/api/adr/v1/2/actions?state=OPEN&limit=500', monitor);
    expect(open.data.every((a) => a.state === 'OPEN')).toBe(true);
    const from = Date.now() + 3_600_000;
    const none = await ok<ActionPage>(
      'GET',
      `/api/adr/v1/2/actions?fromDate=${from}&toDate=${from + 1}`,
      monitor,
    );
    expect(none.meta.total).toBe(0);
    const backwards = await call(
      'GET',
      `/api/adr/v1/2/actions?fromDate=${from}&toDate=${from - 1}`,
      monitor,
    );
    expect(backwards.json()).toEqual({ message: 'Start date cannot be after end date' });
  });

  it('executes an action at the head-end and records the execution and an audit event', async () => {
    const assetId = await demoAssetId(server, 11);
    const id = await insertAction(server, { asset_id: assetId, type: 'ON_DEMAND_READ' });
    const action = await ok<AssetAction>('POST', `/api/adr/v1/2/actions/${id}/execute`);
    expect(action.state).toBe('COMPLETED');
    expect(action.response).toMatchObject({ meter: '707057500000000011' });
    const executions = await ok<ActionExecution[]>(
      'GET',
      `/api/adr/v1/2/actions/${id}/executions`,
      monitor,
    );
    expect(executions).toHaveLength(1);
    expect(executions[0]).toMatchObject({ errorResponseCount: 0, errorResponse: null });
    expect(Date.parse(executions[0]!.reportedBackAt!)).toBeGreaterThan(
      Date.parse(executions[0]!.executedAt),
    );

    const again = await call('POST', `/api/adr/v1/2/actions/${id}/execute`, operator);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'The action is already completed: it cannot be executed again.',
    });
    const close = await call('POST', `/api/adr/v1/2/actions/${id}/close`, operator);
    expect(close.json()).toEqual({
      message: 'The action is completed: there is nothing to close.',
    });

    const audit = await ok<AssetAuditPage>('GET', '/api/adr/v1/2/audit-log', owner);
    expect(audit.data[0]).toMatchObject({
      entityId: String(id),
      entityType: 'ASSET_ACTION',
      operation: 'EXECUTED',
    });
  });

  it('fails, retries by hand, closes, and refuses what makes no sense', async () => {
    const assetId = await demoAssetId(server, 12);
    const id = await insertAction(server, { asset_id: assetId, type: 'FIRMWARE_UPDATE' });
    const failed = await ok<AssetAction>('POST', `/api/adr/v1/2/actions/${id}/execute`);
    expect(failed.state).toBe('FAILED');
    expect(failed.errorResponse).toMatchObject({ code: 'REJECTED' });
    await ok('POST', `/api/adr/v1/2/actions/${id}/execute`);
    const executions = await ok<ActionExecution[]>('GET', `/api/adr/v1/2/actions/${id}/executions`);
    expect(executions.map((e) => e.errorResponseCount)).toEqual([2, 1]);

    expect((await call('POST', `/api/adr/v1/2/actions/${id}/close`, monitor)).statusCode).toBe(403);
    const closed = await ok<AssetAction>('POST', `/api/adr/v1/2/actions/${id}/close`);
    expect(closed.state).toBe('CLOSED');
    const twice = await call('POST', `/api/adr/v1/2/actions/${id}/close`, operator);
    expect(twice.json()).toEqual({ message: 'The action is already closed.' });
    const run = await call('POST', `/api/adr/v1/2/actions/${id}/execute`, operator);
    expect(run.json()).toEqual({ message: 'The action is closed: it cannot be executed.' });
    // Another organization's caller cannot touch it.
    expect((await call('POST', `/api/adr/v1/3/actions/${id}/close`, fjordAdmin)).statusCode).toBe(
      403,
    );
  });
});

describe('automation strategies', () => {
  const body = {
    name: 'Test strategy',
    approxWaitTime: 10,
    approxWaitTimeUnit: 'MINUTES',
    deadline: '2099-01-01T00:00:00.000Z',
    maxAttempts: 3,
    startAt: '2024-01-01T00:00:00.000Z',
  };

  it('creates, edits and deletes, Deployers only, with audit events', async () => {
    expect(
      (await call('POST', '/api/adr/v1/2/automation-strategies', operator, body)).statusCode,
    ).toBe(403);
    const created = await ok<AutomationStrategy>(
      'POST',
      '/api/adr/v1/2/automation-strategies',
      deployer,
      body,
    );
    expect(created).toMatchObject({ name: 'Test strategy', maxAttempts: 3 });
    const taken = await call('POST', '/api/adr/v1/2/automation-strategies', deployer, body);
    expect(taken.json()).toEqual({ message: 'Name is taken' });
    const backwards = await call('POST', '/api/adr/v1/2/automation-strategies', deployer, {
      ...body,
      name: 'Backwards',
      deadline: '2023-01-01T00:00:00.000Z',
    });
    expect(backwards.json()).toEqual({ message: 'The deadline must be after the start.' });
    const edited = await ok<AutomationStrategy>(
      'PUT',
      `/api/adr/v1/2/automation-strategies/${created.id}`,
      deployer,
      { ...body, maxAttempts: 4 },
    );
    expect(edited.maxAttempts).toBe(4);
    const list = await ok<AutomationStrategy[]>(
      'GET',
      '/api/adr/v1/2/automation-strategies',
      monitor,
    );
    expect(list.map((s) => s.name)).toContain('Test strategy');
    const deleted = await call(
      'DELETE',
      `/api/adr/v1/2/automation-strategies/${created.id}`,
      deployer,
    );
    expect(deleted.statusCode).toBe(204);
    // The strategy's own events, newest first: the demo's actions have events of their own,
    // and one of those once sorted ahead of the test's on PostgreSQL.
    const audit = await ok<AssetAuditPage>('GET', '/api/adr/v1/2/audit-log?limit=100', owner);
    const own = audit.data.filter(
      (e) => e.entityType === 'AUTOMATION_STRATEGY' && e.entityId === String(created.id),
    );
    expect(own.map((e) => e.operation)).toEqual(['DELETED', 'UPDATED', 'CREATED']);
    expect((await call('GET', '/api/adr/v1/2/audit-log', deployer)).statusCode).toBe(403);
  });

  it('refuses to delete a strategy that still runs open actions', async () => {
    const strategies = await ok<AutomationStrategy[]>('GET', '/api/adr/v1/2/automation-strategies');
    const relay = strategies.find((s) => s.name === 'Relay retries')!;
    const refused = await call(
      'DELETE',
      `/api/adr/v1/2/automation-strategies/${relay.id}`,
      deployer,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/open actions/);
  });
});
