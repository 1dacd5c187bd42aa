import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  READINGS_DEFAULTS,
  type MeterReadings,
  type UsagePointDetail,
  type UsagePointPage,
  type Workflow,
} from '@contracts/datalake';
import { demoUsagePointId } from '../../src/demo/datalake';
import { bearer, json, login, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let monitor: Record<string, string>;
let multi: Record<string, string>;
const UP = demoUsagePointId(7);

beforeAll(async () => {
  server = await startTestServer();
  monitor = bearer((await login(server.app, 'monitor@example.com')).access_token);
  multi = bearer((await login(server.app, 'multi@example.com')).access_token);
});
afterAll(() => server.close());

const get = (url: string, headers = monitor) => server.app.inject({ url, headers });

describe('usage points', () => {
  it('lists a bounded page and searches by id, meter and address', async () => {
    const page = json<UsagePointPage>(await get('/api/datalake/v1/2/usage-points?limit=50'));
    expect(page.total).toBe(2000);
    expect(page.items).toHaveLength(50);
    expect(page.items[0]?.usagePointId).toBe(demoUsagePointId(1));
    const byId = json<UsagePointPage>(
      await get(`/api/datalake/v1/2/usage-points?search=${demoUsagePointId(1234)}`),
    );
    expect(byId.items.map((i) => i.usagePointId)).toEqual([demoUsagePointId(1234)]);
    const byMeter = json<UsagePointPage>(
      await get('/api/datalake/v1/2/usage-points?search=mtr-00000042'),
    );
    expect(byMeter.items.map((i) => i.endDeviceId)).toEqual(['MTR-00000042']);
    const byAddress = json<UsagePointPage>(
      await get(`/api/datalake/v1/2/usage-points?search=${encodeURIComponent('Fjellveien 4')}`),
    );
    expect(byAddress.total).toBeGreaterThan(0);
    expect(byAddress.items.every((i) => i.address.startsWith('Fjellveien 4'))).toBe(true);
    // Wildcards are matched literally.
    const wild = json<UsagePointPage>(await get('/api/datalake/v1/2/usage-points?search=%25'));
    expect(wild.total).toBe(0);
    expect((await get('/api/datalake/v1/2/usage-points?limit=201')).statusCode).toBe(400);
  });

  it('shows a usage point with its meter and channels, and 404s an unknown one', async () => {
    const detail = json<UsagePointDetail>(await get(`/api/datalake/v1/2/usage-points/${UP}`));
    expect(detail).toMatchObject({
      usagePointId: UP,
      endDeviceId: 'MTR-00000007',
      flags: ['production'],
      endDevice: { mrId: 'MTR-00000007', isSolidState: true },
      location: { timeZone: 'Europe/Oslo' },
    });
    expect(detail.channels.map((c) => c.kind)).toEqual(['A+', 'A-']);
    const missing = await get('/api/datalake/v1/2/usage-points/707057500999999999');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toEqual({ message: 'We could not find usage point.' });
  });

  it('keeps organizations apart', async () => {
    // multi@ is MONITOR in fjordnett (3), which has no usage points of nordkraft's.
    const page = json<UsagePointPage>(await get('/api/datalake/v1/3/usage-points', multi));
    expect(page.total).toBe(0);
    expect((await get(`/api/datalake/v1/3/usage-points/${UP}`, multi)).statusCode).toBe(404);
    expect((await get(`/api/datalake/v1/1/usage-points/${UP}`)).statusCode).toBe(404);
  });

  it('lists the message log, newest first', async () => {
    const messages = json<{ timestamp: string; issuer: string }[]>(
      await get(`/api/datalake/v1/2/usage-points/${UP}/messages`),
    );
    expect(messages.length).toBeGreaterThan(0);
    const times = messages.map((m) => m.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('demo readings', () => {
  it('are drawn on first read and the same on the next', async () => {
    const detail = json<UsagePointDetail>(await get(`/api/datalake/v1/2/usage-points/${UP}`));
    const channel = detail.channels[0]!.channelId;
    const toDate = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const url = `/api/datalake/v1/2/usage-points/${UP}/channels/${channel}/readings?fromDate=${
      toDate - 7 * 86_400_000
    }&toDate=${toDate}&interval=PT1H&aggregation=Average`;
    const first = json<MeterReadings>(await get(url));
    expect(first.points.length).toBeGreaterThan(150);
    expect(first.points.every((p) => p.count <= 4 && p.value > 0)).toBe(true);
    expect(json<MeterReadings>(await get(url)).points).toEqual(first.points);
    const tooLong = url.replace(`fromDate=${toDate - 7 * 86_400_000}`, 'fromDate=0');
    expect((await get(tooLong)).statusCode).toBe(400);
  });

  it('answer the declared defaults for the selectors a query leaves out', async () => {
    const detail = json<UsagePointDetail>(await get(`/api/datalake/v1/2/usage-points/${UP}`));
    const channel = detail.channels[0]!.channelId;
    const toDate = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const base = `/api/datalake/v1/2/usage-points/${UP}/channels/${channel}/readings`;
    const range = `fromDate=${toDate - 86_400_000}&toDate=${toDate}`;
    const readings = json<MeterReadings>(await get(`${base}?${range}`));
    expect(readings).toMatchObject(READINGS_DEFAULTS);
    const spelled = new URLSearchParams({ ...READINGS_DEFAULTS });
    expect(json<MeterReadings>(await get(`${base}?${range}&${spelled}`)).points).toEqual(
      readings.points,
    );
  });
});

describe('workflows', () => {
  it('splits recent and archive and shows one', async () => {
    const recent = json<Workflow[]>(await get('/api/datalake/v1/2/workflows'));
    const archive = json<Workflow[]>(await get('/api/datalake/v1/2/workflows?view=archive'));
    expect(recent.length + archive.length).toBe(36);
    expect(archive.every((w) => w.finishedAt !== null)).toBe(true);
    expect(recent.some((w) => w.finishedAt === null)).toBe(true);
    const one = json<Workflow>(await get(`/api/datalake/v1/2/workflows/${recent[0]!.uid}`));
    expect(one).toEqual(recent[0]);
    expect((await get('/api/datalake/v1/2/workflows/nope')).statusCode).toBe(404);
  });
});
