import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import { TRACE_COUNT_LIMIT } from '@contracts/heartbeat';
import type { TracePage } from '@contracts/heartbeat';
import { migrate, openDatabase } from '../../src/db/database';
import type { Database } from '../../src/db/database';
import type { TracesTable } from '../../src/db/schema';
import { seedDemo } from '../../src/demo/seed';
import { pick, seededRandom } from '../../src/lib/random';
import { toTrace, TRACE_COLUMNS, tracePage } from '../../src/services/insights/trace-store';
import type { TraceFilter, TraceRow } from '../../src/services/insights/trace-store';
import { createTestDatabase } from '../support';
import type { TestDatabase } from '../support';

/**
 * The free-text trace search reads each part of the text (flow ids, error messages,
 * exchange id) apart and a slice of the range at a time; this checks it against a plain
 * filter over the same traces, with the other filters and paging, on either database.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const END = Date.UTC(2025, 0, 11);
const START = END - 10 * DAY;

type Stored = TraceRow & { organization_id: number };

let testDb: TestDatabase;
let database: Database;
let stored: Stored[];
let orgs: { nordkraft: number; fjordnett: number };

/** Traces shaped to reach each way through the search. */
function traces(organizationId: number, flowIds: string[], fjord: boolean) {
  const random = seededRandom(fjord ? 11 : 7);
  const rows: Insertable<TracesTable>[] = [];
  let exchange = 0;
  const add = (flowId: string, at: number, message: string | null, exchangeId?: string) => {
    const failed = message !== null;
    rows.push({
      organization_id: organizationId,
      flow_id: flowId,
      exchange_id: exchangeId ?? `ex-${organizationId}-${(exchange += 1)}`,
      name: `${flowId} message`,
      type: 'rest-inbound',
      time_stamp: Math.floor(at),
      delivery_attempt_no: 1,
      max_delivery_attempts: 3,
      status: failed ? pick(random, ['FAILED', 'RETRYING']) : 'SUCCESS',
      error_category: failed ? pick(random, ['CONNECTION_REFUSED', 'RESPONSE_TIMEOUT']) : null,
      error_message: message,
      processing_time_ms: 10,
      response_time_ms: 20,
      payload_id: random() < 0.6 ? rows.length + 1 : null,
      steps_json: '[]',
      source: 'TRAFFIC',
    });
  };
  const anywhen = () => START + random() * 10 * DAY;
  const others = flowIds.filter((id) => id !== 'meter-readings-in' && id !== 'erp-billing-export');
  if (fjord) {
    // More distinct messages than are listed: the messages are matched on each trace.
    for (let i = 0; i < 1100; i += 1) {
      add(pick(random, flowIds), anywhen(), `Unique failure ${String(i).padStart(4, '0')}`);
    }
    for (let i = 0; i < 400; i += 1) add(pick(random, flowIds), anywhen(), null);
    return rows;
  }
  // One flow over the count limit on its own.
  for (let i = 0; i < TRACE_COUNT_LIMIT + 1500; i += 1) {
    add('meter-readings-in', anywhen(), random() < 0.05 ? 'Timeout after 30000 ms' : null);
  }
  // A flow whose id is also in one of its error messages: the two parts share traces.
  for (let i = 0; i < 700; i += 1) {
    const roll = random();
    const message =
      roll < 0.3
        ? 'Mapping for erp-billing-export failed'
        : roll < 0.4
          ? 'Connection refused: https://billing.nordkraft.example.net/api'
          : null;
    add('erp-billing-export', anywhen(), message);
  }
  // Traffic of the other flows, with messages that name other systems.
  const messages = [
    null,
    null,
    null,
    'Connection refused: https://billing.nordkraft.example.net/api',
    'Connection refused: https://crm.nordkraft.example.net/api',
    'No response from https://erp.nordkraft.example.net/api within 30000 ms',
    'Timeout after 30000 ms',
    'Field 100%_done is invalid',
  ];
  for (let i = 0; i < 6000; i += 1) add(pick(random, others), anywhen(), pick(random, messages));
  // A burst long before the end of the range.
  for (let i = 0; i < 300; i += 1) {
    add(pick(random, others), START + DAY + random() * 3 * HOUR, 'Disk full on the archive');
  }
  // An exchange id that is also text of flow ids, in a matching flow and in others.
  for (let i = 0; i < 3; i += 1) add('erp-billing-export', anywhen(), null, 'billing');
  for (let i = 0; i < 4; i += 1) add(pick(random, others), anywhen(), null, 'billing');
  for (let i = 0; i < 3; i += 1) add(pick(random, others), anywhen(), null, 'run-42');
  return rows;
}

beforeAll(async () => {
  testDb = await createTestDatabase('seeded');
  database = openDatabase({ databaseUrl: testDb.url, dataDir: testDb.dataDir });
  await migrate(database);
  if (!testDb.fromTemplate) await seedDemo(database);
  const { db } = database;
  const ids = await db.selectFrom('organizations').select(['id', 'short_name']).execute();
  const orgId = (name: string) => ids.find((o) => o.short_name === name)!.id;
  orgs = { nordkraft: orgId('nordkraft'), fjordnett: orgId('fjordnett') };
  for (const [organizationId, fjord] of [
    [orgs.nordkraft, false],
    [orgs.fjordnett, true],
  ] as const) {
    const flows = await db
      .selectFrom('flows')
      .select('id')
      .where('organization_id', '=', organizationId)
      .execute();
    const rows = traces(
      organizationId,
      flows.map((f) => f.id),
      fjord,
    );
    for (let i = 0; i < rows.length; i += 500) {
      await db
        .insertInto('traces')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  }
  // Statistics as a live database has them, for the plans of the queries.
  await sql`analyze`.execute(db);
  stored = (await db
    .selectFrom('traces')
    .select(['organization_id', ...TRACE_COLUMNS])
    .execute()) as Stored[];
}, 120_000);

afterAll(async () => {
  await database.db.destroy();
  await testDb.drop();
});

/** The page by a plain filter over every stored trace. */
function expected(organizationId: number, filter: TraceFilter): TracePage {
  const needle = filter.q!.toLowerCase();
  const matches = stored
    .filter(
      (t) =>
        t.organization_id === organizationId &&
        Number(t.time_stamp) >= filter.fromDate &&
        Number(t.time_stamp) < filter.toDate &&
        (filter.flowId === undefined || t.flow_id === filter.flowId) &&
        (filter.status === undefined || t.status === filter.status) &&
        (filter.errorCategory === undefined || t.error_category === filter.errorCategory) &&
        (filter.hasPayload === undefined || (t.payload_id !== null) === filter.hasPayload) &&
        (t.flow_id.toLowerCase().includes(needle) ||
          (t.error_message ?? '').toLowerCase().includes(needle) ||
          t.exchange_id === filter.q),
    )
    .sort((a, b) => Number(b.time_stamp) - Number(a.time_stamp) || b.id - a.id);
  const data = matches.slice(filter.offset, filter.offset + filter.limit).map(toTrace);
  return {
    data,
    meta: {
      requestedResultMaxSize: filter.limit,
      resultOffset: filter.offset,
      actualResultSize: data.length,
      totalNoOfMatches: Math.min(matches.length, TRACE_COUNT_LIMIT),
      totalIsLowerBound: matches.length > TRACE_COUNT_LIMIT,
    },
  };
}

async function check(organizationId: number, filter: TraceFilter) {
  const want = expected(organizationId, filter);
  const got = await tracePage(database.db, organizationId, filter);
  expect(
    got.data.map((t) => t.id),
    JSON.stringify(filter),
  ).toEqual(want.data.map((t) => t.id));
  expect(got, JSON.stringify(filter)).toEqual(want);
  return want;
}

const whole = { fromDate: START, toDate: END };
const pages = [
  { offset: 0, limit: 100 },
  { offset: 100, limit: 100 },
  { offset: 0, limit: 1000 },
  { offset: 9_950, limit: 100 },
  { offset: 20_000, limit: 50 },
];
const filters: Partial<TraceFilter>[] = [
  {},
  { status: 'FAILED' },
  { hasPayload: true },
  { hasPayload: false },
  { errorCategory: 'CONNECTION_REFUSED' },
  { flowId: 'erp-billing-export' },
  { flowId: 'meter-readings-in', status: 'RETRYING' },
];
const ranges = [
  whole,
  { fromDate: END - 2 * DAY, toDate: END },
  { fromDate: START + 12 * HOUR, toDate: START + 3 * DAY },
  { fromDate: START + 5 * DAY, toDate: START + 5 * DAY },
];

describe('free-text trace search', () => {
  const texts = [
    'METER-READINGS', // a flow over the count limit, and other flows
    'billing', // flows, messages and an exchange id that overlap
    'erp-billing-export', // a flow and a message that share traces
    'disk full', // a burst long before the end of the range
    'Timeout', // a message of many flows
    'nordkraft.example', // several messages
    'run-42', // an exchange id only
    '100%_done', // LIKE wildcards taken literally
    'e', // nearly every flow and message
    'no such text',
  ];

  it('returns what a plain filter returns, with the other filters and paging', async () => {
    let overLimit = 0;
    let partial = 0;
    for (const q of texts) {
      for (const other of filters)
        await check(orgs.nordkraft, { ...whole, ...other, ...pages[0]!, q });
      for (const page of pages) {
        const want = await check(orgs.nordkraft, { ...whole, ...page, q });
        if (want.meta.totalIsLowerBound) overLimit += 1;
        else if (want.meta.totalNoOfMatches > page.offset + page.limit) partial += 1;
      }
      for (const range of ranges) await check(orgs.nordkraft, { ...range, ...pages[0]!, q });
    }
    // The data reaches both kinds of count.
    expect(overLimit).toBeGreaterThan(0);
    expect(partial).toBeGreaterThan(0);
  });

  it('matches the messages on each trace when there are too many to list', async () => {
    for (const q of ['failure 00', 'UNIQUE FAILURE 1099', 'meter', 'no such text']) {
      for (const page of pages) await check(orgs.fjordnett, { ...whole, ...page, q });
      for (const other of filters)
        await check(orgs.fjordnett, { ...whole, ...other, ...pages[0]!, q });
    }
  });

  it('never shows another organization’s traces', async () => {
    const page = await check(orgs.fjordnett, { ...whole, ...pages[2]!, q: 'billing' });
    expect(
      page.data.every((t) => stored.find((s) => s.id === t.id)!.organization_id === orgs.fjordnett),
    ).toBe(true);
  });
});
