import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowMetrics, Histogram, TraceDetails, TracePage } from '@contracts/heartbeat';
import { demoApiKey } from '../../src/demo/heartbeat';
import { sha256 } from '../../src/lib/crypto';
import { seededRandom } from '../../src/lib/random';
import { prune } from '../../src/jobs/maintenance';
import { trafficTick } from '../../src/jobs/traffic';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let operator: string;
let deployer: string;
let monitor: string;
beforeAll(async () => {
  server = await startTestServer();
  operator = (await login(server.app, 'operator@example.com')).access_token;
  deployer = (await login(server.app, 'deployer@example.com')).access_token;
  monitor = (await login(server.app, 'monitor@example.com')).access_token;
});
afterAll(() => server.close());

const get = <T>(url: string, token = operator) =>
  server.app.inject({ url, headers: bearer(token) }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });

const inbound = (
  flowId: string,
  headers: Record<string, string> = {},
  payload = '{"usagePointId":"7070"}',
) =>
  server.app.inject({
    method: 'POST',
    url: `/api/inbound/nordkraft/${flowId}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('live traffic', () => {
  it('makes traces that the metrics, histograms and summary count correctly', async () => {
    const before = Date.now() - 1;
    let made = 0;
    for (let i = 0; i < 3; i += 1)
      made += await trafficTick(server.database, 60_000, 1, seededRandom(42 + i));
    expect(made).toBeGreaterThan(50);
    const range = `fromDate=${before - 600_000}&toDate=${Date.now() + 1}`;

    const traces = await server.database.db
      .selectFrom('traces')
      .select(['flow_id', 'status', 'exchange_id', 'delivery_attempt_no', 'max_delivery_attempts'])
      .where('organization_id', '=', 2)
      .execute();
    // Every exchange ends once, in SUCCESS or FAILED; attempts before are RETRYING.
    const exchanges = new Map<string, string[]>();
    for (const t of traces)
      exchanges.set(t.exchange_id, [...(exchanges.get(t.exchange_id) ?? []), t.status]);
    for (const statuses of exchanges.values()) {
      expect(statuses.slice(0, -1).every((s) => s === 'RETRYING')).toBe(true);
      expect(['SUCCESS', 'FAILED']).toContain(statuses.at(-1));
    }
    expect(traces.every((t) => t.delivery_attempt_no <= t.max_delivery_attempts)).toBe(true);

    const { data } = await get<{ data: FlowMetrics[] }>(`/api/insights/v1/2/metrics?${range}`);
    for (const metric of data) {
      const mine = traces.filter((t) => t.flow_id === metric.flowId);
      expect(metric.successful).toBe(mine.filter((t) => t.status === 'SUCCESS').length);
      expect(metric.failed).toBe(mine.filter((t) => t.status === 'FAILED').length);
      expect(metric.total).toBe(new Set(mine.map((t) => t.exchange_id)).size);
      expect(metric.processingTime.min).toBeLessThanOrEqual(metric.processingTime.avg);
      expect(metric.processingTime.avg).toBeLessThanOrEqual(metric.processingTime.max);
    }
    // The failing demo flow fails, and stopped flows make nothing.
    const erp = data.find((m) => m.flowId === 'erp-billing-export');
    expect(erp?.failed).toBeGreaterThan(0);
    expect(data.find((m) => m.flowId === 'scada-file-import')).toBeUndefined();

    const histogram = await get<Histogram>(`/api/insights/v1/2/histograms?${range}&buckets=12`);
    expect(histogram.buckets).toHaveLength(12);
    const sum = (key: 'successful' | 'failed') => histogram.buckets.reduce((n, b) => n + b[key], 0);
    expect(sum('successful')).toBe(data.reduce((n, m) => n + m.successful, 0));
    expect(sum('failed')).toBe(data.reduce((n, m) => n + m.failed, 0));

    const summary = await get<{ messages: number; down: number; failing: number }>(
      `/api/insights/v1/2/summary?${range}`,
    );
    expect(summary.messages).toBe(data.reduce((n, m) => n + m.total, 0));
    expect(summary.down).toBeGreaterThan(0);
    expect(summary.failing).toBeGreaterThan(0);
  });

  it('stops for a paused flow and starts again on resume, recording who and why', async () => {
    const count = () =>
      server.database.db
        .selectFrom('traces')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('flow_id', '=', 'meter-readings-in')
        .where('organization_id', '=', 2)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const paused = await server.app.inject({
      method: 'POST',
      url: '/api/insights/v1/2/flows/meter-readings-in/pause',
      headers: bearer(deployer),
      payload: { reason: 'ERP upgrade tonight' },
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().disablement).toMatchObject({
      disabledByName: 'Dag Deployer',
      reason: 'ERP upgrade tonight',
    });
    const before = await count();
    await trafficTick(server.database, 120_000, 1, seededRandom(7));
    expect(await count()).toBe(before);
    expect(
      (await inbound('meter-readings-in', { 'x-api-key': demoApiKey('nordkraft') })).statusCode,
    ).toBe(423);

    const resumed = await server.app.inject({
      method: 'POST',
      url: '/api/insights/v1/2/flows/meter-readings-in/resume',
      headers: bearer(deployer),
    });
    expect(resumed.json().disablement).toBeNull();
    await trafficTick(server.database, 120_000, 1, seededRandom(7));
    expect(await count()).toBeGreaterThan(before);
    const audit = await server.database.db
      .selectFrom('audit_events')
      .select(['event_type', 'created_by_id'])
      .where('entity_type', '=', 'FLOW')
      .execute();
    expect(audit).toEqual([
      { event_type: 'PAUSED', created_by_id: 2 },
      { event_type: 'RESUMED', created_by_id: 2 },
    ]);
  });

  it('refuses a pause without a reason, and a monitor', async () => {
    const url = '/api/insights/v1/2/flows/meter-readings-in/pause';
    const empty = await server.app.inject({
      method: 'POST',
      url,
      headers: bearer(deployer),
      payload: { reason: ' ' },
    });
    expect(empty.json()).toEqual({ message: 'Invalid body: "reason" is required.' });
    const byMonitor = await server.app.inject({
      method: 'POST',
      url,
      headers: bearer(monitor),
      payload: { reason: 'x' },
    });
    expect(byMonitor.statusCode).toBe(403);
  });
});

describe('REST inbound', () => {
  it('takes a message with a service account key and makes it a trace with its payload', async () => {
    const response = await inbound('meter-readings-in', { 'x-api-key': demoApiKey('nordkraft') });
    expect(response.statusCode).toBe(202);
    const { traceIds } = response.json<{ traceIds: number[] }>();
    const trace = await get<TraceDetails>(`/api/insights/v2/2/traces/${traceIds[0]}`);
    expect(trace).toMatchObject({
      flowId: 'meter-readings-in',
      source: 'INBOUND',
      deliveryAttemptNo: 1,
    });
    expect(trace.steps.map((s) => s.processor)).toEqual(['receive', 'validate', 'map', 'deliver']);
    const payload = await server.app.inject({
      url: `/api/insights/v2/2/payloads/${trace.payloadId}?download=true`,
      headers: bearer(operator),
    });
    expect(payload.body).toBe('{"usagePointId":"7070"}');
    expect(payload.headers['content-disposition']).toContain('attachment');
  });

  it('refuses a missing or wrong key, a key without access, and a stopped flow', async () => {
    expect((await inbound('meter-readings-in')).statusCode).toBe(401);
    expect((await inbound('meter-readings-in', { 'x-api-key': 'wrong' })).statusCode).toBe(401);
    // The fjordnett key is valid, but not here.
    expect(
      (await inbound('meter-readings-in', { 'x-api-key': demoApiKey('fjordnett') })).statusCode,
    ).toBe(401);
    await server.database.db
      .updateTable('service_accounts')
      // Only an API_KEY account's secret is an API key.
      .set({ api_key_hash: sha256('erp-key'), credential_type: 'API_KEY' })
      .where('name', '=', 'legacy-billing')
      .where('organization_id', '=', 2)
      .execute();
    const noAccess = await inbound('meter-readings-in', { authorization: 'ApiKey erp-key' });
    expect(noAccess.statusCode).toBe(403);
    expect(noAccess.json()).toEqual({ message: 'This service account has no access to the flow.' });
    expect(
      (await inbound('no-such-flow', { 'x-api-key': demoApiKey('nordkraft') })).statusCode,
    ).toBe(404);
  });

  it('lets anyone post to a flow that allows anonymous access', async () => {
    const response = await inbound('outage-report-public', {}, 'power is out on Bryggen');
    expect(response.statusCode).toBe(202);
  });
});

describe('traces', () => {
  it('pages newest first with the spec meta, default 100, and filters', async () => {
    const page = await get<TracePage>('/api/insights/v2/2/traces');
    expect(page.meta).toMatchObject({ requestedResultMaxSize: 100, resultOffset: 0 });
    expect(page.meta.actualResultSize).toBe(page.data.length);
    const times = page.data.map((t) => t.timeStamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const second = await get<TracePage>('/api/insights/v2/2/traces?limit=10&offset=10');
    const first20 = await get<TracePage>('/api/insights/v2/2/traces?limit=20');
    expect(second.data.map((t) => t.id)).toEqual(first20.data.slice(10).map((t) => t.id));

    const failed = await get<TracePage>(
      '/api/insights/v2/2/traces?status=FAILED&flowId=erp-billing-export',
    );
    expect(failed.data.length).toBeGreaterThan(0);
    expect(
      failed.data.every((t) => t.status === 'FAILED' && t.flowId === 'erp-billing-export'),
    ).toBe(true);
    const category = failed.data[0]!.errorCategory!;
    const byCategory = await get<TracePage>(`/api/insights/v2/2/traces?errorCategory=${category}`);
    expect(byCategory.data.every((t) => t.errorCategory === category)).toBe(true);

    const withPayload = await get<TracePage>('/api/insights/v2/2/traces?hasPayload=true');
    expect(withPayload.data.every((t) => t.payloadId !== null)).toBe(true);
    const text = await get<TracePage>('/api/insights/v2/2/traces?q=BILLING-EXPORT');
    expect(text.meta.totalNoOfMatches).toBeGreaterThan(0);
    expect(text.data.every((t) => t.flowId.includes('billing-export'))).toBe(true);
    // Other organizations' traces never show.
    expect(page.data.every((t) => t.flowId !== undefined)).toBe(true);
    const other = await get<TracePage>(
      '/api/insights/v2/1/traces',
      (await login(server.app, 'admin@example.com')).access_token,
    );
    expect(other.data.some((t) => page.data.some((p) => p.id === t.id))).toBe(false);
  });

  it('finds free text in flow ids and error messages, ignoring case, and exact exchange ids', async () => {
    const to = Date.now() + 1;
    const from = to - 7 * 86_400_000;
    const all = await server.database.db
      .selectFrom('traces')
      .select(['id', 'flow_id', 'exchange_id', 'error_message'])
      .where('organization_id', '=', 2)
      .where('time_stamp', '>=', from)
      .where('time_stamp', '<', to)
      .orderBy('time_stamp', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const failed = all.find((t) => t.error_message !== null);
    expect(failed).toBeDefined();
    const word = failed!
      .error_message!.split(' ')
      .find((w) => w.length > 3)!
      .toUpperCase();
    for (const q of [word, 'BILLING-EXPORT', failed!.exchange_id, '%', 'no such text']) {
      const needle = q.toLowerCase();
      const expected = all.filter(
        (t) =>
          t.flow_id.toLowerCase().includes(needle) ||
          (t.error_message ?? '').toLowerCase().includes(needle) ||
          t.exchange_id === q,
      );
      const found = await get<TracePage>(
        `/api/insights/v2/2/traces?fromDate=${from}&toDate=${to}&limit=1000&q=${encodeURIComponent(q)}`,
      );
      expect(
        found.data.map((t) => t.id),
        q,
      ).toEqual(expected.slice(0, 1000).map((t) => t.id));
      expect(found.meta.totalNoOfMatches, q).toBe(Math.min(expected.length, 10_000));
      // A page past the end counts the matches all the same.
      const past = await get<TracePage>(
        `/api/insights/v2/2/traces?fromDate=${from}&toDate=${to}&offset=100000&q=${encodeURIComponent(q)}`,
      );
      expect(past.data).toEqual([]);
      expect(past.meta.totalNoOfMatches, q).toBe(Math.min(expected.length, 10_000));
    }
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await server.app.inject({
      url: '/api/insights/v2/2/traces?fromDate=2000&toDate=1000',
      headers: bearer(operator),
    });
    expect(response.json()).toEqual({ message: 'Start date cannot be after end date' });
  });

  it("says spec 5's 'Date is invalid' for a range date that is not one", async () => {
    for (const [query, field] of [
      ['fromDate=yesterday&toDate=1000', 'fromDate'],
      ['fromDate=1000&toDate=1.5', 'toDate'],
      ['fromDate=-1', 'fromDate'],
      ['toDate=99999999999999999', 'toDate'],
    ]) {
      const response = await server.app.inject({
        url: `/api/insights/v2/2/traces?${query}`,
        headers: bearer(operator),
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ message: `Date is invalid ("${field}")` });
    }
  });

  it('resubmits chosen payloads through the flow, making new traces', async () => {
    const page = await get<TracePage>(
      '/api/insights/v2/2/traces?flowId=meter-readings-in&hasPayload=true&limit=2',
    );
    const ids = page.data.map((t) => t.id);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/insights/v2/2/traces/resubmit',
      headers: bearer(operator),
      payload: { flowId: 'meter-readings-in', traceIds: ids },
    });
    expect(response.statusCode).toBe(200);
    const result = response.json<{ resubmitted: number; traceIds: number[] }>();
    expect(result.resubmitted).toBeGreaterThanOrEqual(1);
    const fresh = await get<TraceDetails>(`/api/insights/v2/2/traces/${result.traceIds[0]}`);
    expect(fresh.source).toBe('RESUBMIT');
    expect(page.data.map((t) => t.payloadId)).toContain(fresh.payloadId);

    const wrongFlow = await server.app.inject({
      method: 'POST',
      url: '/api/insights/v2/2/traces/resubmit',
      headers: bearer(operator),
      payload: { flowId: 'outage-report-public', traceIds: ids },
    });
    expect(wrongFlow.json()).toEqual({
      message: 'Only traces of this flow that have a payload can be resubmitted.',
    });
  });

  it('are pruned after the retention time', async () => {
    const { db } = server.database;
    await db
      .updateTable('traces')
      .set({ time_stamp: Date.now() - 40 * 86_400_000 })
      .where('flow_id', '=', 'outage-report-public')
      .execute();
    await prune(server.database, { traceRetentionDays: 30 });
    const left = await db
      .selectFrom('traces')
      .select('id')
      .where('flow_id', '=', 'outage-report-public')
      .execute();
    expect(left).toEqual([]);
  });
});

describe('flows and access', () => {
  it('lists deployed flows with their spec and the issues list', async () => {
    const flows = await get<
      { flowSpec: { id: string; processors: unknown[] }; inboundUrl: string | null }[]
    >('/api/insights/v1/2/flows');
    expect(flows.length).toBeGreaterThan(200);
    const meter = flows.find((f) => f.flowSpec.id === 'meter-readings-in');
    expect(meter?.inboundUrl).toBe('http://console.test/api/inbound/nordkraft/meter-readings-in');
    expect(
      (
        await server.app.inject({ url: '/api/insights/v1/2/flows/nope', headers: bearer(operator) })
      ).json(),
    ).toEqual({
      message: 'Flow nope not found.',
    });
    const issues = await get<{
      accessesWithoutDeployments: { flowId: string }[];
      deploymentsWithoutAccesses: string[];
    }>('/api/registry/v1/2/flow-accesses/discrepancies');
    expect(issues.accessesWithoutDeployments.map((a) => a.flowId)).toEqual(['old-billing-sync']);
    expect(issues.deploymentsWithoutAccesses.length).toBeGreaterThan(0);
    const accounts = await get<{ name: string }[]>('/api/registry/v1/2/service-accounts');
    expect(accounts.map((a) => a.name)).toEqual([
      'erp-connector',
      'legacy-billing',
      'meter-gateway',
    ]);
  });
});

describe('flow spec editing', () => {
  it('saves a valid spec with a new version, refuses stale and invalid ones', async () => {
    const url = '/api/insights/v1/2/flows/outage-report-public';
    const current = await get<{ flowSpec: Record<string, unknown> & { specVersion: number } }>(url);
    const {
      id: _id,
      flowState: _s,
      deploymentTime: _d,
      updateTime: _u,
      ...editable
    } = current.flowSpec;
    const put = (token: string, payload: unknown) =>
      server.app.inject({
        method: 'PUT',
        url: `${url}/spec`,
        headers: bearer(token),
        payload: payload as object,
      });
    const saved = await put(deployer, {
      ...editable,
      description: 'Outage reports, now in English too',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().flowSpec).toMatchObject({
      description: 'Outage reports, now in English too',
      specVersion: 4,
    });
    // The same base version again is stale.
    const stale = await put(deployer, { ...editable, description: 'late' });
    expect(stale.statusCode).toBe(409);
    const invalid = await put(deployer, {
      ...editable,
      specVersion: 4,
      redeliveryStrategy: { maxAttempts: 3, timeoutMs: 120000 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toContain('redeliveryStrategy.timeoutMs');
    expect((await put(operator, { ...editable, specVersion: 4 })).statusCode).toBe(403);
  });
});
