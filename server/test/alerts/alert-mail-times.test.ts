import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAlertEvaluation } from '../../src/jobs/alerts';
import { bearer, json, login, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let deployer: Record<string, string>;
let flow: string;

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** Far past the demo's own traffic; 08:17:13 UTC, 09:17:13 in Oslo (winter). */
const AT = Date.UTC(2027, 0, 19, 8, 17, 13) + 50 * 24 * HOUR;

beforeAll(async () => {
  server = await startTestServer();
  deployer = bearer((await login(server.app, 'deployer@example.com')).access_token);
  const row = await server.database.db
    .selectFrom('flows')
    .select('id')
    .where('organization_id', '=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  flow = row.id;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('the alert mail', () => {
  it("gives its times in the organization's zone, readable and with the zone named", async () => {
    const address = 'zone-mail@example.com';
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/insights/v1/2/alerts',
      headers: deployer,
      // Fewer than one received message in 5 minutes: matches with no traffic at all.
      payload: {
        messageType: 'RECEIVED',
        operator: 'UNDER',
        count: 1,
        timeValue: 5,
        timeUnit: 'MINUTES',
        flowIds: [flow],
        recipients: [address],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    json(created);
    await runAlertEvaluation(
      server.database,
      server.ctx.mailer,
      { intervalMs: MINUTE, renotifyMs: 0, publicUrl: 'http://console.test' },
      AT,
    );
    const text = await server.smtp.waitFor(address);
    // nordkraft keeps Oslo time: 09:17:13 there, five minutes counted up to it.
    expect(text).toContain(
      'from Wed, 10 Mar 2027, 09:12:13 to Wed, 10 Mar 2027, 09:17:13 (Europe/Oslo)',
    );
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
