import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FlowReport } from '@contracts/heartbeat';
import { HOUR_MS, insertTraces, type TraceInsert } from '../../src/services/insights/flow-hours';
import { bearer, login, organizationIdOf, startTestServer, tableCounts } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let monitor: string;
let fjordnett: string;
let org: number;
/** A clock hour long before the demo's traffic, so the counts are only this test's. */
const BASE = Date.UTC(2021, 0, 4, 0, 0, 0);

function trace(flowId: string, at: number, status: 'SUCCESS' | 'FAILED' | 'RETRYING') {
  return {
    organization_id: org,
    flow_id: flowId,
    exchange_id: `${flowId}-${at}-${status}`,
    name: 'message',
    type: 'rest-inbound',
    time_stamp: at,
    delivery_attempt_no: 1,
    max_delivery_attempts: 3,
    status,
    error_category: status === 'FAILED' ? 'REMOTE_SERVER_ERROR' : null,
    error_message: null,
    processing_time_ms: 10,
    response_time_ms: 5,
    payload_id: null,
    steps_json: '[]',
    source: 'test',
  } satisfies TraceInsert;
}

beforeAll(async () => {
  server = await startTestServer();
  monitor = (await login(server.app, 'monitor@example.com')).access_token;
  fjordnett = (await login(server.app, 'multi@example.com')).access_token;
  org = await organizationIdOf(server.database, 'nordkraft');
  // The range [BASE + 2h, BASE + 4h) and its previous period [BASE, BASE + 2h); a partial
  // hour at the start of a range is read from the traces, whole hours from the flow hours.
  await insertTraces(server.database.db, [
    trace('meter-readings-in', BASE + 10 * 60_000, 'SUCCESS'),
    trace('meter-readings-in', BASE + 70 * 60_000, 'FAILED'),
    trace('meter-readings-in', BASE + 2 * HOUR_MS + 5, 'SUCCESS'),
    trace('meter-readings-in', BASE + 2 * HOUR_MS + 6, 'SUCCESS'),
    trace('meter-readings-in', BASE + 3 * HOUR_MS + 7, 'FAILED'),
    trace('meter-readings-in', BASE + 3 * HOUR_MS + 8, 'RETRYING'),
    trace('zz-removed-flow', BASE + 3 * HOUR_MS + 9, 'FAILED'),
    // Past the range's end: not counted.
    trace('meter-readings-in', BASE + 4 * HOUR_MS, 'FAILED'),
  ]);
});
afterAll(() => server.close());

const report = (query: string, token = monitor) =>
  server.app.inject({ url: `/api/insights/v1/${org}/reporting?${query}`, headers: bearer(token) });

describe('the all-flows report', () => {
  it('counts every flow of the range and the previous period, sorted by flowId', async () => {
    const response = await report(`fromDate=${BASE + 2 * HOUR_MS}&toDate=${BASE + 4 * HOUR_MS}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<FlowReport>();
    expect(body.compareFromDate).toBe(BASE);
    expect(body.compareToDate).toBe(BASE + 2 * HOUR_MS);
    const ids = body.flows.map((row) => row.flowId);
    expect(ids).toEqual([...ids].sort());
    const deployed = await server.database.db
      .selectFrom('flows')
      .select('id')
      .where('organization_id', '=', org)
      .execute();
    expect(ids.length).toBe(deployed.length + 1);
    const meter = body.flows.find((row) => row.flowId === 'meter-readings-in');
    expect(meter).toEqual({
      flowId: 'meter-readings-in',
      received: 3,
      successful: 2,
      failed: 1,
      failureRate: 1 / 3,
      compare: { received: 2, successful: 1, failed: 1, failureRate: 0.5 },
    });
    expect(body.flows.find((row) => row.flowId === 'zz-removed-flow')).toMatchObject({
      received: 1,
      failed: 1,
      failureRate: 1,
      compare: { received: 0, failureRate: 0 },
    });
    // A deployed flow without messages is there with zeros.
    const quiet = body.flows.find((row) => row.received === 0 && row.compare.received === 0);
    expect(quiet).toBeDefined();
    const sum = (chart: FlowReport['chart']) =>
      chart.buckets.reduce((total, bucket) => total + bucket.successful + bucket.failed, 0);
    expect(sum(body.chart)).toBe(4);
    expect(sum(body.compareChart)).toBe(2);
  });

  it('reads the same from a partial hour as from whole hours', async () => {
    const body = (
      await report(`fromDate=${BASE + 5 * 60_000}&toDate=${BASE + 2 * HOUR_MS + 10}&buckets=4`)
    ).json<FlowReport>();
    expect(body.flows.find((row) => row.flowId === 'meter-readings-in')).toMatchObject({
      received: 4,
      successful: 3,
      failed: 1,
    });
    expect(body.chart.buckets).toHaveLength(4);
  });

  it('compares with a chosen period of the same length', async () => {
    const response = await report(
      `fromDate=${BASE + 2 * HOUR_MS}&toDate=${BASE + 3 * HOUR_MS}&compareFromDate=${BASE + 3 * HOUR_MS}`,
    );
    const body = response.json<FlowReport>();
    expect(body.compareFromDate).toBe(BASE + 3 * HOUR_MS);
    expect(body.compareToDate).toBe(BASE + 4 * HOUR_MS);
    expect(body.flows.find((row) => row.flowId === 'meter-readings-in')).toMatchObject({
      received: 2,
      failed: 0,
      compare: { received: 1, successful: 0, failed: 1, failureRate: 1 },
    });
  });

  it('refuses bad ranges with a message and changes nothing', async () => {
    const before = await tableCounts(server.database);
    const cases: [string, string][] = [
      [`fromDate=${BASE}&toDate=${BASE + 367 * 86_400_000}`, 'at most 366 days'],
      [`fromDate=${BASE + 10}&toDate=${BASE}`, 'Start date cannot be after end date'],
      [`fromDate=${HOUR_MS}&toDate=${3 * HOUR_MS}`, 'before 1970'],
      ['fromDate=abc', 'fromDate'],
      ['fromDate=-1', 'fromDate'],
      ['buckets=0', 'buckets'],
      ['buckets=1000', 'buckets'],
      ['flowId=x', 'unknown field'],
    ];
    for (const [query, message] of cases) {
      const response = await report(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message, query).toContain(message);
    }
    expect(await tableCounts(server.database)).toEqual(before);
  });

  it('answers 403 where the organization does not have the reporting feature', async () => {
    const fjord = await server.database.db
      .selectFrom('organizations')
      .select('id')
      .where('short_name', '=', 'fjordnett')
      .executeTakeFirstOrThrow();
    const response = await server.app.inject({
      url: `/api/insights/v1/${fjord.id}/reporting`,
      headers: bearer(fjordnett),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toContain('reporting');
  });
});
