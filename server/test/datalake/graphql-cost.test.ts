import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsagePointId } from '../../src/demo/datalake';
import { bearer, json, login, organizationIdOf, startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * The GraphQL data service's cost, input and error guarantees (issue 30, items 3 and 9):
 * cost counted in executions, NUL refused in arguments and variables, readings drawn only
 * after the range is checked and only for that range, and no database text in an answer.
 */
let server: TestServer;
let monitor: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  monitor = bearer((await login(server.app, 'monitor@example.com')).access_token);
});
afterAll(() => server.close());

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string }[];
  message?: string;
}

const DAY_MS = 86_400_000;
const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const RANGE = `fromDate: ${today - 3 * DAY_MS}, toDate: ${today}, macroPeriod: Daily, aggregation: Sum`;

async function post(text: string, variables?: Record<string, unknown>) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/datalake/graphql',
    headers: monitor,
    payload: variables ? { query: text, variables } : { query: text },
  });
  return { status: response.statusCode, body: json<Answer>(response), text: response.body };
}

async function get(text: string, variables: Record<string, unknown>) {
  const params = new URLSearchParams({ query: text, variables: JSON.stringify(variables) });
  const response = await server.app.inject({
    method: 'GET',
    url: `/api/datalake/graphql?${params.toString()}`,
    headers: monitor,
  });
  return { status: response.statusCode, body: json<Answer>(response), text: response.body };
}

/** The organization of monitor@example.com (nordkraft). */
const nordkraft = () => organizationIdOf(server.database, 'nordkraft');

/** Readings stored for the channels of the demo usage points `numbers` (1-based). */
async function storedReadings(numbers: number[]): Promise<number> {
  const org = await nordkraft();
  const row = await server.database.db
    .selectFrom('datalake_readings as r')
    .innerJoin('datalake_channels as c', 'c.id', 'r.channel_id')
    .where('c.organization_id', '=', org)
    .where('c.usage_point_id', 'in', numbers.map(demoUsagePointId))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_v, i) => from + i);

describe('GraphQL cost counts executions', () => {
  it('counts readings under a list of N usage points N times, and refuses over budget', async () => {
    // 9 usage points (offset 100: ids 101..109), each with up to 2 channels: 18 readings.
    const nine = await post(`{
      usagePoints(first: 9, offset: 100) { items { channels { readings(${RANGE}) { t } } } }
    }`);
    expect(nine.status, nine.text).toBe(400);
    expect(nine.body.message).toContain('readings at most 8 times');
    expect(nine.body.data ?? null).toBeNull();
    expect(await storedReadings(range(101, 110))).toBe(0);
    // The page size from a variable counts the same way.
    const variable = await post(
      `query Page($n: Int) {
        usagePoints(first: $n, offset: 100) { items { channels { readings(${RANGE}) { t } } } }
      }`,
      { n: 5 },
    );
    expect(variable.status, variable.text).toBe(400);
    expect(variable.body.message).toContain('readings at most 8 times');
    // So does the default page size (20).
    const unsized = await post(
      `{ usagePoints(offset: 100) { items { channels { readings(${RANGE}) { t } } } } }`,
    );
    expect(unsized.status, unsized.text).toBe(400);
    expect(await storedReadings(range(101, 121))).toBe(0);
    // 4 usage points of up to 2 channels: 8, within the budget.
    const four = await post(`{
      usagePoints(first: 4, offset: 100) { items { channels { readings(${RANGE}) { t } } } }
    }`);
    expect(four.status, four.text).toBe(200);
    expect(four.body.errors).toBeUndefined();
  });

  it('counts fragments (inline and named) spread under aliases, each alias once', async () => {
    // Usage point 14 has two channels: 2 + 2 + 4 + 2 = 10 readings, from 3 in the text.
    const id = demoUsagePointId(14);
    const aliased = await post(`
      query {
        usagePoint(usagePointId: "${id}") {
          a: channels { ...R }
          b: channels { ...R }
          c: channels { ... on Channel { x: readings(${RANGE}) { t } y: readings(${RANGE}) { t } } }
          d: channels { ...R }
        }
      }
      fragment R on Channel { readings(${RANGE}) { t } }`);
    expect(aliased.status, aliased.text).toBe(400);
    expect(aliased.body.message).toContain('readings at most 8 times');
    expect(await storedReadings([14])).toBe(0);
    // A named fragment with one readings field, spread under three aliased pages: 5 x 2.
    const pages = await post(`
      {
        a: usagePoints(first: 2, offset: 200) { ...Page }
        b: usagePoints(first: 2, offset: 202) { ...Page }
        c: usagePoints(first: 1, offset: 204) { ...Page }
      }
      fragment Page on UsagePointPage { items { ...Point } }
      fragment Point on UsagePoint { channels { readings(${RANGE}) { t } } }`);
    expect(pages.status, pages.text).toBe(400);
    expect(pages.body.message).toContain('readings at most 8 times');
    expect(await storedReadings(range(201, 206))).toBe(0);
  });

  it('counts the operation the request names', async () => {
    const text = `
      query Cheap { usagePoints(first: 1) { total } }
      query Costly { usagePoints(first: 9) { items { channels { readings(${RANGE}) { t } } } } }`;
    const send = (operationName: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/datalake/graphql',
        headers: monitor,
        payload: { query: text, operationName },
      });
    expect((await send('Cheap')).statusCode).toBe(200);
    const costly = await send('Costly');
    expect(costly.statusCode).toBe(400);
    expect(json<Answer>(costly).message).toContain('readings at most 8 times');
  });

  it('bounds the usage points one query reads, over every list and alias', async () => {
    const twice = await post(`{
      a: usagePoints(first: 100) { items { usagePointId } }
      b: usagePoints(first: 100, offset: 100) { items { usagePointId } }
    }`);
    expect(twice.status, twice.text).toBe(400);
    expect(twice.body.message).toContain('at most 100 usage points');
    const once = await post(`{ usagePoints(first: 100) { items { usagePointId } } }`);
    expect(once.status, once.text).toBe(200);
  });
});

describe('NUL in GraphQL input', () => {
  it('is refused in a string argument, with nothing matched', async () => {
    // The GraphQL text holds the escape; the parsed argument holds the NUL.
    const search = await post(
      '{ usagePoints(search: "\\u0000") { total items { usagePointId } } }',
    );
    expect(search.status, search.text).toBe(400);
    expect(search.body.message).toBe('Invalid argument: "search" contains a NUL character.');
    expect(search.body.data ?? null).toBeNull();
    const point = await post(
      `{ usagePoint(usagePointId: "${demoUsagePointId(1)}\\u0000") { usagePointId } }`,
    );
    expect(point.status, point.text).toBe(400);
    expect(point.body.message).toContain('contains a NUL character');
    expect(point.body.data ?? null).toBeNull();
  });

  it('is refused in a variable, posted or in the query string, with nothing matched', async () => {
    const text =
      'query Find($s: String) { usagePoints(search: $s) { total items { usagePointId } } }';
    for (const answer of [await post(text, { s: '\u0000' }), await get(text, { s: 'a\u0000' })]) {
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.message).toContain('contains a NUL character');
      expect(answer.body.data ?? null).toBeNull();
      expect(answer.text).not.toMatch(/0x00|invalid byte sequence|UTF8/i);
    }
    // Also a variable the operation does not use, and one inside a list.
    const unused = await get(text, { s: 'MTR', other: ['ok', 'x\u0000'] });
    expect(unused.status, unused.text).toBe(400);
    expect(unused.body.message).toContain('contains a NUL character');
  });
});

describe('errors that are not the server’s own', () => {
  it('answer a generic message, never the database’s text', async () => {
    const { db } = server.database;
    await sql`alter table datalake_end_devices rename to datalake_end_devices_away`.execute(db);
    try {
      const answer = await post(
        `{ usagePoint(usagePointId: "${demoUsagePointId(3)}") { usagePointId meter { mrId } } }`,
      );
      expect(answer.body.errors?.map((e) => e.message)).toEqual(['The query failed.']);
      expect(answer.text).not.toMatch(/datalake_end_devices|no such table|does not exist/i);
      // Nothing answered at all: a server error, in the same words.
      const page = await post(`{ usagePoints(first: 2) { items { meter { mrId } } } }`);
      expect(page.status, page.text).toBe(500);
      expect(page.body.message).toBe('The query failed.');
      expect(page.text).not.toMatch(/datalake_end_devices|no such table|does not exist/i);
    } finally {
      await sql`alter table datalake_end_devices_away rename to datalake_end_devices`.execute(db);
    }
    // The server's own refusals keep their words.
    const own = await post(`{ usagePoints(first: 1000) { total } }`);
    expect(own.status).toBe(400);
    expect(own.body.message).toContain('first must be between 1 and 100');
    const invalid = await post(`{ usagePoints { nope } }`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toContain('Cannot query field "nope"');
    // A text that is no query but JSON (mercurius reads it as a document) is the caller's
    // mistake: found by the schema fuzz test, which sent "9007199254740993".
    for (const text of ['9007199254740993', '[1]', '{"kind":"Name"}', 'null']) {
      const notADocument = await get(text, {});
      expect(notADocument.status, `${text}: ${notADocument.text}`).toBe(400);
      expect(notADocument.body.message).toBe('The query is not a GraphQL document.');
    }
  });
});

describe('readings drawn on first read', () => {
  async function channelOf(n: number) {
    const org = await nordkraft();
    return server.database.db
      .selectFrom('datalake_channels')
      .selectAll()
      .where('organization_id', '=', org)
      .where('usage_point_id', '=', demoUsagePointId(n))
      .orderBy('id')
      .executeTakeFirstOrThrow();
  }

  it('are not drawn when the range is refused', async () => {
    const before = await channelOf(31);
    const answer = await post(
      `{ usagePoint(usagePointId: "${demoUsagePointId(31)}") { channels { readings(fromDate: 0, toDate: ${today}) { t } } } }`,
    );
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.message).toContain('cannot be longer than 400 days');
    // Raw values over 40 days: refused too (31 days at most without a macro period).
    const raw = await post(
      `{ usagePoint(usagePointId: "${demoUsagePointId(31)}") { channels { readings(fromDate: ${today - 40 * DAY_MS}, toDate: ${today}) { t } } } }`,
    );
    expect(raw.status, raw.text).toBe(400);
    expect(await storedReadings([31])).toBe(0);
    expect(Number((await channelOf(31)).materialised_to)).toBe(Number(before.materialised_to));
  });

  it('are drawn only for the range asked, in slices that let other work run', async () => {
    const channel = await channelOf(41);
    const from = today - 10 * DAY_MS;
    const answer = await post(
      `{ usagePoint(usagePointId: "${demoUsagePointId(41)}") { channels { readings(fromDate: ${from}, toDate: ${today}, macroPeriod: Daily, aggregation: Sum) { t count } } } }`,
    );
    expect(answer.status, answer.text).toBe(200);
    const stored = await server.database.db
      .selectFrom('datalake_readings')
      .where('channel_id', '=', channel.id)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('n'),
        eb.fn.min('ts').as('first'),
        eb.fn.max('ts').as('last'),
      ])
      .executeTakeFirstOrThrow();
    // Ten days of 15-minute values at most, none before the range or at its end.
    expect(Number(stored.n)).toBeGreaterThan(0);
    expect(Number(stored.n)).toBeLessThanOrEqual(10 * 96);
    expect(Number(stored.first)).toBeGreaterThanOrEqual(from);
    expect(Number(stored.last)).toBeLessThan(today);
    // The points read what was drawn: a reading of each day.
    const points = (
      answer.body.data?.usagePoint as { channels: { readings: { count: number }[] }[] }
    ).channels[0]!.readings;
    expect(points.reduce((sum, p) => sum + p.count, 0)).toBe(Number(stored.n));

    // The widest first read (400 days of 8 channels) is written in slices with turns of the
    // event loop in between: a poller running on every turn sees the channels' marks move
    // slice by slice (one write of 400 days each would show at most 9 states). Nothing is
    // timed: states are counted.
    const org = await nordkraft();
    const numbers = [49, 56, 63, 70]; // two channels each
    const marks = async () => {
      const row = await server.database.db
        .selectFrom('datalake_channels')
        .where('organization_id', '=', org)
        .where('usage_point_id', 'in', numbers.map(demoUsagePointId))
        .select((eb) => eb.fn.sum<number | string>('materialised_to').as('sum'))
        .executeTakeFirstOrThrow();
      return String(row.sum);
    };
    const seen = new Set<string>([await marks()]);
    const wide = `fromDate: ${today - 400 * DAY_MS}, toDate: ${today}, macroPeriod: Monthly, aggregation: Sum`;
    let done = false;
    const request = post(`{
      ${numbers.map((n, i) => `p${i}: usagePoint(usagePointId: "${demoUsagePointId(n)}") { channels { readings(${wide}) { t count } } }`).join('\n')}
    }`).finally(() => {
      done = true;
    });
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      seen.add(await marks());
    }
    const all = await request;
    expect(all.status, all.text).toBe(200);
    expect(all.body.errors).toBeUndefined();
    // 8 channels x 400 days in slices of about 21 days: some 160 slices.
    expect(seen.size).toBeGreaterThan(40);
    expect(await storedReadings(numbers)).toBeLessThanOrEqual(8 * 400 * 96);
  });
});
