import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowHours } from '../../src/db/migrations/0006_flow_hours';
import { trafficTick } from '../../src/jobs/traffic';
import { seededRandom } from '../../src/lib/random';
import { openDatabase } from '../../src/db/database';
import { HOUR_MS, insertTraces } from '../../src/services/insights/flow-hours';
import { flowMetrics, flowsSummary, histogram } from '../../src/services/insights/traffic-store';
import { seedDemo } from '../../src/demo/seed';
import { organizationIdOf, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let org: number;
let now: number;

beforeAll(async () => {
  server = await startTestServer();
  org = await organizationIdOf(server.database, 'nordkraft');
  // Traffic over the last five hours, then more over the last two: hours written twice.
  await trafficTick(server.database, 5 * HOUR_MS, 0.02, seededRandom(7));
  await trafficTick(server.database, 2 * HOUR_MS, 0.02, seededRandom(8));
  now = Date.now();
});
afterAll(() => server.close());

/** The metrics of a range as the traces alone give them (what the hours must not change). */
async function fromTraces(from: number, to: number, flowId?: string) {
  let query = server.database.db
    .selectFrom('traces')
    .select((eb) => [
      'flow_id',
      eb.fn.countAll<number>().as('attempts'),
      eb.fn.sum<number>(sql`case when status = 'SUCCESS' then 1 else 0 end`).as('successful'),
      eb.fn.sum<number>(sql`case when status = 'FAILED' then 1 else 0 end`).as('failed'),
      eb.fn
        .sum<number>(
          sql`case when error_category like 'REMOTE%' or error_category like 'CONNECTION%' or error_category = 'RESPONSE_TIMEOUT' then 1 else 0 end`,
        )
        .as('connector_errors'),
      eb.fn.min<number>('processing_time_ms').as('p_min'),
      eb.fn.avg<number>('processing_time_ms').as('p_avg'),
      eb.fn.max<number>('processing_time_ms').as('p_max'),
      eb.fn.min<number>('response_time_ms').as('r_min'),
      eb.fn.avg<number>('response_time_ms').as('r_avg'),
      eb.fn.max<number>('response_time_ms').as('r_max'),
    ])
    .where('organization_id', '=', org)
    .where('time_stamp', '>=', from)
    .where('time_stamp', '<', to)
    .groupBy('flow_id')
    .orderBy('flow_id');
  if (flowId !== undefined) query = query.where('flow_id', '=', flowId);
  const n = (value: unknown) => Number(value ?? 0);
  return (await query.execute()).map((r) => ({
    flowId: r.flow_id,
    total: n(r.successful) + n(r.failed),
    successful: n(r.successful),
    failed: n(r.failed),
    inFlight: 0,
    buffered: 0,
    stashed: 0,
    processingTime: { min: n(r.p_min), avg: Math.round(n(r.p_avg)), max: n(r.p_max) },
    responseTime: { min: n(r.r_min), avg: Math.round(n(r.r_avg)), max: n(r.r_max) },
    connectorErrors: n(r.connector_errors),
  }));
}

/** Every (organization, hour, flow) sum, in one order. */
async function hourRows() {
  return server.database.db
    .selectFrom('flow_hours')
    .selectAll()
    .orderBy('organization_id')
    .orderBy('hour')
    .orderBy('flow_id')
    .execute();
}

describe('flow hours', () => {
  it('give the metrics the traces give, for any range', async () => {
    const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
    const ranges: [number, number][] = [
      [now - 6 * HOUR_MS, now + 1],
      [hour - 3 * HOUR_MS, hour],
      [hour - 3 * HOUR_MS + 1, hour - 1],
      [hour - 2 * HOUR_MS + 12_345, hour - 2 * HOUR_MS + 1_800_000],
      [hour - 4 * HOUR_MS - 1, hour + 1],
      [now - 90 * 60_000, now],
    ];
    const random = seededRandom(20261124);
    for (let i = 0; i < 10; i += 1) {
      const from = now - Math.floor(random() * 6 * HOUR_MS);
      ranges.push([from, from + Math.floor(random() * (now - from)) + 1]);
    }
    const total = (await fromTraces(now - 6 * HOUR_MS, now + 1)).reduce((s, m) => s + m.total, 0);
    expect(total).toBeGreaterThan(300);
    for (const [from, to] of ranges) {
      const range = { fromDate: from, toDate: to };
      expect(await flowMetrics(server.database.db, org, range), `${from}..${to}`).toEqual(
        await fromTraces(from, to),
      );
      expect(await flowMetrics(server.database.db, org, range, 'meter-readings-in')).toEqual(
        await fromTraces(from, to, 'meter-readings-in'),
      );
    }
    const summary = await flowsSummary(server.database.db, org, {
      fromDate: now - 6 * HOUR_MS,
      toDate: now + 1,
    });
    expect(summary.messages).toBe(total);
  });

  it('give the histogram the traces give, for any buckets', async () => {
    /** Each bucket counted from the traces alone. */
    async function fromTracesPerBucket(from: number, to: number, buckets: number, flowId?: string) {
      const bucketMs = Math.max(1, Math.ceil((to - from) / buckets));
      const rows = await server.database.db
        .selectFrom('traces')
        .select(['time_stamp', 'status'])
        .where('organization_id', '=', org)
        .where('time_stamp', '>=', from)
        .where('time_stamp', '<', to)
        .$if(flowId !== undefined, (q) => q.where('flow_id', '=', flowId!))
        .execute();
      const counts = Array.from({ length: Math.ceil((to - from) / bucketMs) }, (_, i) => ({
        start: from + i * bucketMs,
        successful: 0,
        failed: 0,
      }));
      for (const row of rows) {
        const bucket = counts[Math.floor((Number(row.time_stamp) - from) / bucketMs)]!;
        if (row.status === 'SUCCESS') bucket.successful += 1;
        if (row.status === 'FAILED') bucket.failed += 1;
      }
      return counts;
    }
    const hour = Math.floor(now / HOUR_MS) * HOUR_MS;
    const cases: [number, number, number][] = [
      [now - 6 * HOUR_MS, now, 48],
      [now - 6 * HOUR_MS, now, 6],
      [now - 6 * HOUR_MS, now, 4],
      [now - 6 * HOUR_MS, now, 3],
      [hour - 5 * HOUR_MS, hour, 5],
      [hour - 5 * HOUR_MS, hour + 1, 2],
      [now - 7 * 24 * HOUR_MS, now, 48],
      [now - 7 * 24 * HOUR_MS, now, 7],
      [now - 30 * 60_000, now, 1],
    ];
    let counted = 0;
    for (const [from, to, buckets] of cases) {
      for (const flowId of [undefined, 'meter-readings-in']) {
        const range = { fromDate: from, toDate: to };
        const answer = await histogram(server.database.db, org, range, buckets, flowId);
        const expected = await fromTracesPerBucket(from, to, buckets, flowId);
        expect(answer.buckets, `${from}..${to} in ${buckets} ${flowId ?? ''}`).toEqual(expected);
        counted += expected.reduce((sum, b) => sum + b.successful + b.failed, 0);
      }
    }
    expect(counted).toBeGreaterThan(1000);
  });

  it('are what the migration makes of the same traces', async () => {
    const kept = await hourRows();
    expect(kept.length).toBeGreaterThan(100);
    await server.database.db.schema.dropTable('flow_hours').execute();
    await flowHours(server.database.dialect).up(server.database.db);
    expect(await hourRows()).toEqual(kept);
  });
});

describe('the demo history', () => {
  it('has traces for the recent hours and hourly sums for the days before', async () => {
    const demo = await startTestServer({}, { seed: false });
    try {
      await seedDemo(demo.database, { historyHours: 1, historyDays: 2 });
      const db = demo.database.db;
      const { id } = await db
        .selectFrom('organizations')
        .select('id')
        .where('short_name', '=', 'nordkraft')
        .executeTakeFirstOrThrow();
      const at = Date.now();
      const day = await flowsSummary(db, id, { fromDate: at - 24 * HOUR_MS, toDate: at });
      const hour = await flowsSummary(db, id, { fromDate: at - HOUR_MS, toDate: at });
      // A day holds about a day of traffic, not just the hour that has traces.
      expect(hour.messages).toBeGreaterThan(0);
      expect(day.messages).toBeGreaterThan(15 * hour.messages);
      const oldest = await db
        .selectFrom('flow_hours')
        .select((eb) => eb.fn.min<number>('hour').as('hour'))
        .executeTakeFirstOrThrow();
      expect(at - Number(oldest.hour)).toBeGreaterThan(47 * HOUR_MS);
      const week = await histogram(db, id, { fromDate: at - 2 * 24 * HOUR_MS, toDate: at }, 48);
      expect(week.buckets.filter((b) => b.successful > 0).length).toBeGreaterThan(44);
      // Half-hour buckets share the hours that have no traces.
      const dayChart = await histogram(db, id, { fromDate: at - 24 * HOUR_MS, toDate: at }, 48);
      expect(dayChart.buckets.filter((b) => b.successful > 0).length).toBeGreaterThan(44);
      // No gap where the sums end and the traces begin: the hour before the traces holds a
      // few early attempts of retried messages beside its sums, and is not read as traced.
      const totals = dayChart.buckets.map((b) => b.successful + b.failed);
      const median = [...totals].sort((a, b) => a - b)[totals.length >> 1]!;
      expect(Math.min(...totals)).toBeGreaterThan(median / 2);
    } finally {
      await demo.close();
    }
  });
});

describe('sums of ended hours, remembered', () => {
  /** A copy of one of the organization's traces, stamped at `at`. */
  async function traceAt(at: number) {
    const { id: _id, ...row } = await server.database.db
      .selectFrom('traces')
      .selectAll()
      .where('organization_id', '=', org)
      .where('status', '=', 'FAILED')
      .limit(1)
      .executeTakeFirstOrThrow();
    return { ...row, time_stamp: at };
  }

  it('follow traces that arrive late, written here or by another instance', async () => {
    const hour = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
    const range = { fromDate: hour - 4 * HOUR_MS, toDate: hour };
    const metrics = () => flowMetrics(server.database.db, org, range);
    const before = await metrics();
    expect(before).toEqual(await fromTraces(range.fromDate, range.toDate));
    expect(await metrics()).toEqual(before);

    // Late on this instance.
    await insertTraces(server.database.db, [await traceAt(hour - 2 * HOUR_MS + 5)]);
    const afterLocal = await metrics();
    expect(afterLocal).toEqual(await fromTraces(range.fromDate, range.toDate));
    expect(afterLocal).not.toEqual(before);

    // Late on another instance, with a database connection of its own.
    const other = openDatabase(server.config);
    try {
      await insertTraces(other.db, [await traceAt(hour - 3 * HOUR_MS + 5)]);
    } finally {
      await other.db.destroy();
    }
    const afterOther = await metrics();
    expect(afterOther).toEqual(await fromTraces(range.fromDate, range.toDate));
    expect(afterOther).not.toEqual(afterLocal);
  });

  it('leave out what the running hour holds past the end of the range', async () => {
    const to = Date.now();
    const hour = Math.floor(to / HOUR_MS) * HOUR_MS;
    const range = { fromDate: hour - HOUR_MS, toDate: to };
    // A trace stamped after `to`, still inside the running hour (when the hour has room).
    const later = Math.min(to + 500, hour + HOUR_MS - 1);
    if (later > to) await insertTraces(server.database.db, [await traceAt(later)]);
    expect(await flowMetrics(server.database.db, org, range)).toEqual(
      await fromTraces(range.fromDate, range.toDate),
    );
    // And with nothing after `to`, the same sums from the hour's row.
    const end = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      await flowMetrics(server.database.db, org, { fromDate: hour - HOUR_MS, toDate: end }),
    ).toEqual(await fromTraces(hour - HOUR_MS, end));
  });
});
