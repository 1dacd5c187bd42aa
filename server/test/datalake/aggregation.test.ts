import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeterReadings, ReadingsQuery } from '@contracts/datalake';
import { demoUsagePointId } from '../../src/demo/datalake';
import { insertReadings } from '../../src/services/datalake/readings-source';
import { bearer, json, login, startTestServer } from '../support';
import type { TestServer } from '../support';

/*
 * A small known channel around the change to summer time in Europe/Oslo: 2025-03-30 is a
 * Sunday of 23 hours (local midnight 2025-03-29T23:00Z to 2025-03-30T22:00Z), 2025-03-31 a
 * Monday of 24. Every 15-minute value is 2 Wh, except the hour 2025-03-30T10:00Z, which is
 * missing, and 2025-03-31T10:00Z, which is 50 Wh. Hand-computed:
 *   Mar 30: 92 - 4 = 88 values, 176 Wh, average 2, min 2, max 2
 *   Mar 31: 96 values, 95 * 2 + 50 = 240 Wh, average 2.5, min 2, max 50
 */
const DAY30 = Date.UTC(2025, 2, 29, 23);
const DAY31 = Date.UTC(2025, 2, 30, 22);
const APRIL = Date.UTC(2025, 2, 31, 22);
const SLOT = 900_000;
const UP = demoUsagePointId(1);

let server: TestServer;
let headers: Record<string, string>;
let channelId: number;

beforeAll(async () => {
  server = await startTestServer();
  headers = bearer((await login(server.app, 'monitor@example.com')).access_token);
  const { db } = server.database;
  ({ id: channelId } = await db
    .insertInto('datalake_channels')
    .values({
      organization_id: 2,
      usage_point_id: UP,
      mr_id: 'TEST-A+',
      name: 'Test channel',
      kind: 'A+',
      reading_type_ref: 'test',
      is_virtual: 0,
      readings_from: DAY30,
      // Materialised for ever: the model draws nothing here.
      materialised_to: 8_000_000_000_000,
      profile: 'household',
      seed: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow());
  const rows = [];
  for (let ts = DAY30; ts < APRIL; ts += SLOT) {
    if (ts >= Date.UTC(2025, 2, 30, 10) && ts < Date.UTC(2025, 2, 30, 11)) continue;
    rows.push({ channel_id: channelId, ts, value: ts === Date.UTC(2025, 2, 31, 10) ? 50 : 2 });
  }
  await insertReadings(db, rows);
});
afterAll(() => server.close());

function readingsUrl(query: Partial<Record<keyof ReadingsQuery, string | number>>) {
  const all: Record<string, string | number> = { fromDate: DAY30, toDate: APRIL, ...query };
  const params = new URLSearchParams(
    Object.entries(all).map(([k, v]): [string, string] => [k, String(v)]),
  );
  return `/api/datalake/v1/2/usage-points/${UP}/channels/${channelId}/readings?${params}`;
}

async function read(query: Partial<ReadingsQuery>) {
  const response = await server.app.inject({ url: readingsUrl(query), headers });
  expect(response.statusCode, response.body).toBe(200);
  return json<MeterReadings>(response).points;
}

describe('meter readings, aggregated by the database', () => {
  it('sums, averages and finds the extremes of local days across the DST change', async () => {
    const daily = (aggregation: ReadingsQuery['aggregation']) =>
      read({ macroPeriod: 'Daily', aggregation }).then((points) =>
        points.map((p) => [p.t, p.value, p.count]),
      );
    expect(await daily('Sum')).toEqual([
      [DAY30, 0.176, 88],
      [DAY31, 0.24, 96],
    ]);
    expect(await daily('Average')).toEqual([
      [DAY30, 0.002, 88],
      [DAY31, 0.0025, 96],
    ]);
    expect(await daily('Minimum')).toEqual([
      [DAY30, 0.002, 88],
      [DAY31, 0.002, 96],
    ]);
    expect(await daily('Maximum')).toEqual([
      [DAY30, 0.002, 88],
      [DAY31, 0.05, 96],
    ]);
  });

  it('groups Monday weeks and months in the zone', async () => {
    const weekly = await read({ macroPeriod: 'Weekly', aggregation: 'Sum' });
    // Sunday the 30th ends the week that began on Monday the 24th.
    expect(weekly.map((p) => [p.t, p.value])).toEqual([
      [Date.UTC(2025, 2, 23, 23), 0.176],
      [DAY31, 0.24],
    ]);
    const monthly = await read({ macroPeriod: 'Monthly', aggregation: 'Sum' });
    expect(monthly.map((p) => [p.t, p.value])).toEqual([[Date.UTC(2025, 1, 28, 23), 0.416]]);
  });

  it('adds up in order, starting again at each stride', async () => {
    const running = await read({
      macroPeriod: 'Daily',
      aggregation: 'Sum',
      accumulation: 'Summation',
    });
    expect(running.map((p) => p.value)).toEqual([0.176, 0.416]);
    const hourly = await read({
      interval: 'PT1H',
      aggregation: 'Sum',
      accumulation: 'Summation',
      stridePeriod: 'Daily',
    });
    // 22 hours with values on the 30th (23 less the missing one), 24 on the 31st.
    expect(hourly).toHaveLength(46);
    expect(hourly[21]).toMatchObject({ t: DAY31 - 3_600_000, value: 0.176 });
    expect(hourly[22]).toMatchObject({ t: DAY31, value: 0.008, count: 4 });
    expect(hourly[45]?.value).toBe(0.24);
  });

  it('returns the raw values at PT15M and hours at PT1H', async () => {
    const raw = await read({ toDate: DAY30 + 3_600_000 });
    expect(raw.map((p) => [p.t, p.value, p.count])).toEqual([
      [DAY30, 0.002, 1],
      [DAY30 + SLOT, 0.002, 1],
      [DAY30 + 2 * SLOT, 0.002, 1],
      [DAY30 + 3 * SLOT, 0.002, 1],
    ]);
    const peakHour = await read({
      interval: 'PT1H',
      aggregation: 'Maximum',
      fromDate: Date.UTC(2025, 2, 31, 10),
      toDate: Date.UTC(2025, 2, 31, 12),
    });
    expect(peakHour.map((p) => p.value)).toEqual([0.05, 0.002]);
  });

  it('refuses unbounded ranges', async () => {
    for (const query of [
      { fromDate: APRIL, toDate: DAY30 },
      { toDate: DAY30 + 32 * 86_400_000 },
      { macroPeriod: 'Daily', toDate: DAY30 + 401 * 86_400_000 },
    ]) {
      const response = await server.app.inject({ url: readingsUrl(query), headers });
      expect(response.statusCode).toBe(400);
      expect(json<{ message: string }>(response).message).toBeTruthy();
    }
  });
});
