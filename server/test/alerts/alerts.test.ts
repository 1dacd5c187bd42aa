import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { outsideRecipientsMessage, type AlertRule, type AlertRuleDetails } from '@contracts/alerts';
import { openDatabase } from '../../src/db/database';
import { mailTime, runAlertEvaluation } from '../../src/jobs/alerts';
import { windowCounts } from '../../src/services/alerts/evaluation-store';
import { insertTraces, type TraceInsert } from '../../src/services/insights/flow-hours';
import { addMember, bearer, json, login, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
let deployer: Record<string, string>;
let operator: Record<string, string>;
let fjord: Record<string, string>;
let nordAdmin: Record<string, string>;
let owner: Record<string, string>;
/** Two flows of nordkraft; a flow of fjordnett. */
let flowA: string;
let flowB: string;
let fjordFlow: string;

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** The fake clock: far past the demo's own traffic, so only this test's traces count. */
const T0 = Math.floor((Date.now() + 40 * 24 * HOUR) / HOUR) * HOUR + 17 * MINUTE + 13_000;
const OPTIONS = { intervalMs: MINUTE, renotifyMs: 0, publicUrl: 'http://console.test' };

function trace(org: number, flowId: string, at: number, status: string): TraceInsert {
  return {
    organization_id: org,
    flow_id: flowId,
    exchange_id: `ex-${at}-${Math.random().toString(36).slice(2)}`,
    name: 'alert test',
    type: 'MESSAGE',
    time_stamp: at,
    delivery_attempt_no: 1,
    max_delivery_attempts: 1,
    status,
    error_category: status === 'FAILED' ? 'REMOTE_SERVER_ERROR' : null,
    error_message: null,
    processing_time_ms: 5,
    response_time_ms: 5,
    payload_id: null,
    steps_json: '[]',
    source: 'TEST',
  };
}

const call = (options: InjectOptions) => server.app.inject(options);
const rule = (overrides: Record<string, unknown> = {}) => ({
  messageType: 'FAILED',
  operator: 'ABOVE',
  count: 2,
  timeValue: 5,
  timeUnit: 'MINUTES',
  flowIds: [flowA],
  recipients: ['oncall@example.com'],
  ...overrides,
});
const create = (payload: unknown, headers = deployer, org = 2) =>
  call({
    method: 'POST',
    url: `/api/insights/v1/${org}/alerts`,
    headers,
    payload: payload as object,
  });

beforeAll(async () => {
  server = await startTestServer();
  await addMember(server.database, 'fjordadmin@example.com', 3, 'ADMIN');
  await addMember(server.database, 'nordadmin@example.com', 2, 'ADMIN');
  // A user of another organization, at a domain nordkraft has no user at.
  await addMember(server.database, 'ops@fjord.test', 3, 'MONITOR');
  const { db } = server.database;
  deployer = bearer((await login(server.app, 'deployer@example.com')).access_token);
  operator = bearer((await login(server.app, 'operator@example.com')).access_token);
  fjord = bearer((await login(server.app, 'fjordadmin@example.com')).access_token);
  nordAdmin = bearer((await login(server.app, 'nordadmin@example.com')).access_token);
  owner = bearer((await login(server.app, 'admin@example.com')).access_token);
  const flows = await db
    .selectFrom('flows')
    .select(['organization_id', 'id'])
    .orderBy('id')
    .execute();
  const ours = flows.filter((f) => f.organization_id === 2).map((f) => f.id);
  flowA = ours[0]!;
  flowB = ours[1]!;
  fjordFlow = flows.find((f) => f.organization_id === 3)!.id;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe('alert rules', () => {
  it('answers spec 5 messages for bad rules and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ recipients: [] }, 'One email must be added'],
      [{ recipients: ['not-an-address'] }, 'Invalid email'],
      [{ recipients: ['a@example.com', 'A@Example.com '] }, 'Not allowed to add same email twice'],
      [{ flowIds: [] }, 'One flow must be selected'],
      [{ timeValue: 61 }, 'Must be between 1 and 60 minutes'],
      [{ timeValue: 0 }, 'Must be between 1 and 60 minutes'],
      [{ timeValue: 25, timeUnit: 'HOURS' }, 'Must be between 1 and 24 hours'],
      [{ timeValue: 1.5 }, 'Must be a integer'],
      [{ count: 10_001 }, 'Number must be between 0 and 10000'],
      [{ count: -1 }, 'Number must be between 0 and 10000'],
      [{ flowIds: [fjordFlow] }, `No deployed flow ${fjordFlow}.`],
    ];
    for (const [overrides, message] of cases) {
      const response = await create(rule(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(json<{ message: string }>(response).message).toBe(message);
    }
    const bad = await create({ ...rule(), extra: 1 });
    expect(bad.statusCode).toBe(400);
    const list = await call({ url: '/api/insights/v1/2/alerts', headers: deployer });
    expect(json<AlertRule[]>(list)).toEqual([]);
  });

  it('creates, reads, changes and deletes a rule, by whom and audited', async () => {
    const created = await create(rule({ recipients: ['Ops@Example.com'] }));
    expect(created.statusCode).toBe(201);
    const body = json<AlertRule>(created);
    expect(body).toMatchObject({
      messageType: 'FAILED',
      operator: 'ABOVE',
      count: 2,
      recipients: ['ops@example.com'],
      createdBy: 'deployer@example.com',
      lastTriggered: null,
    });
    const url = `/api/insights/v1/2/alerts/${body.alertId}`;
    const changed = await call({
      method: 'PUT',
      url,
      headers: deployer,
      payload: rule({
        operator: 'UNDER',
        timeValue: 3,
        timeUnit: 'HOURS',
        flowIds: [flowA, flowB],
      }),
    });
    expect(changed.statusCode).toBe(200);
    expect(json<AlertRule>(changed)).toMatchObject({ operator: 'UNDER', timeUnit: 'HOURS' });
    const details = json<AlertRuleDetails>(await call({ url, headers: deployer }));
    expect(details.flowIds).toEqual([flowA, flowB]);
    expect(details.history).toEqual([]);
    // Another organization's member reaches neither the rule nor the organization.
    expect((await call({ url, headers: fjord })).statusCode).toBe(404);
    expect(
      (await call({ url: `/api/insights/v1/3/alerts/${body.alertId}`, headers: fjord })).statusCode,
    ).toBe(404);
    // An operator may not manage alert rules.
    expect((await call({ url, headers: operator })).statusCode).toBe(403);
    const audits = await server.database.db
      .selectFrom('audit_events')
      .select('event_type')
      .where('entity_type', '=', 'ALERT_RULE')
      .where('entity_id', '=', String(body.alertId))
      .orderBy('id')
      .execute();
    expect(audits.map((a) => a.event_type)).toEqual(['CREATED', 'UPDATED']);
    expect((await call({ method: 'DELETE', url, headers: deployer })).statusCode).toBe(204);
    expect((await call({ url, headers: deployer })).statusCode).toBe(404);
  });

  it('refuses every alert route when the organization has the alerts feature off', async () => {
    const { db } = server.database;
    await db
      .updateTable('features')
      .set({ all_organizations: 0 })
      .where('key', '=', 'alerts')
      .execute();
    try {
      const list = await call({ url: '/api/insights/v1/2/alerts', headers: deployer });
      expect(list.statusCode).toBe(403);
      expect(json<{ message: string }>(list).message).toMatch(/alerts feature/);
      expect((await create(rule())).statusCode).toBe(403);
    } finally {
      await db
        .updateTable('features')
        .set({ all_organizations: 1 })
        .where('key', '=', 'alerts')
        .execute();
    }
  });
});

describe('alert evaluation', () => {
  it('counts every window as the traces do, minutes and hours', async () => {
    const { db } = server.database;
    const now = T0 + 3 * 24 * HOUR;
    const rows: TraceInsert[] = [];
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 600; i += 1) {
      const at = now - Math.floor(random() * 26 * HOUR);
      const flow = random() < 0.5 ? flowA : flowB;
      rows.push(trace(2, flow, at, random() < 0.3 ? 'FAILED' : 'SUCCESS'));
    }
    await insertTraces(db, rows);
    const windows = [1, 7, 59, 60]
      .map((m) => m * MINUTE)
      .concat([1, 2, 5, 24].map((h) => h * HOUR));
    const counts = await windowCounts(db, [2], now, windows);
    for (const windowMs of windows) {
      for (const flow of [flowA, flowB]) {
        const inside = rows.filter(
          (r) => r.flow_id === flow && r.time_stamp >= now - windowMs && r.time_stamp < now,
        );
        expect(
          counts.get(windowMs)?.get(`2|${flow}`) ?? { received: 0, failed: 0, successful: 0 },
          `${windowMs} ${flow}`,
        ).toEqual({
          received: inside.length,
          failed: inside.filter((r) => r.status === 'FAILED').length,
          successful: inside.filter((r) => r.status === 'SUCCESS').length,
        });
      }
    }
  });

  it('mails once per incident, records the firing and last triggered', async () => {
    const { db } = server.database;
    const address = 'incident@example.com';
    const created = json<AlertRule>(await create(rule({ recipients: [address] })));
    const mails = () => server.smtp.messages.filter((m) => m.to.includes(address)).length;
    await insertTraces(
      db,
      [1, 2, 3].map((s) => trace(2, flowA, T0 - s * 1000, 'FAILED')),
    );
    const first = await runAlertEvaluation(server.database, server.ctx.mailer, OPTIONS, T0);
    expect(first.fired).toBeGreaterThanOrEqual(1);
    const text = await server.smtp.waitFor(address);
    expect(text).toContain('failed messages above 2 in 5 minutes');
    expect(text).toContain(`/heartbeat/alerts/edit/${created.alertId}?organization=nordkraft`);
    // Still matching a minute later, with more failures: no second mail.
    await insertTraces(db, [trace(2, flowA, T0 + 30_000, 'FAILED')]);
    await runAlertEvaluation(server.database, server.ctx.mailer, OPTIONS, T0 + MINUTE);
    // Not due yet (evaluated a moment ago): claims nothing.
    const early = await runAlertEvaluation(
      server.database,
      server.ctx.mailer,
      OPTIONS,
      T0 + MINUTE + 1000,
    );
    expect(early.evaluated).toBe(0);
    expect(mails()).toBe(1);
    // The window has passed the failures: the incident ends, quietly.
    await runAlertEvaluation(server.database, server.ctx.mailer, OPTIONS, T0 + 10 * MINUTE);
    expect(mails()).toBe(1);
    // A new incident: one more mail.
    const later = T0 + 20 * MINUTE;
    await insertTraces(
      db,
      [1, 2, 3].map((s) => trace(2, flowA, later - s * 1000, 'FAILED')),
    );
    await runAlertEvaluation(server.database, server.ctx.mailer, OPTIONS, later);
    await server.smtp.waitFor(address, 2);
    await runAlertEvaluation(server.database, server.ctx.mailer, OPTIONS, later + MINUTE);
    expect(mails()).toBe(2);
    const details = json<AlertRuleDetails>(
      await call({ url: `/api/insights/v1/2/alerts/${created.alertId}`, headers: deployer }),
    );
    expect(details.lastTriggered).toBe(new Date(later).toISOString());
    expect(details.history.map((h) => [h.triggered, h.count, h.mailError])).toEqual([
      [new Date(later).toISOString(), 3, null],
      [new Date(T0).toISOString(), 3, null],
    ]);
    await call({
      method: 'DELETE',
      url: `/api/insights/v1/2/alerts/${created.alertId}`,
      headers: deployer,
    });
  });

  it('mails again while an incident lasts only after the re-notify interval', async () => {
    const address = 'renotify@example.com';
    const start = T0 + 5 * 24 * HOUR;
    const created = json<AlertRule>(
      await create(
        rule({
          messageType: 'RECEIVED',
          operator: 'UNDER',
          count: 1,
          flowIds: [flowB],
          recipients: [address],
        }),
      ),
    );
    const options = { ...OPTIONS, renotifyMs: 30 * MINUTE };
    const mails = () => server.smtp.messages.filter((m) => m.to.includes(address)).length;
    for (let minute = 0; minute <= 40; minute += 5) {
      await runAlertEvaluation(
        server.database,
        server.ctx.mailer,
        options,
        start + minute * MINUTE,
      );
    }
    await server.smtp.waitFor(address, 2);
    expect(mails()).toBe(2);
    await call({
      method: 'DELETE',
      url: `/api/insights/v1/2/alerts/${created.alertId}`,
      headers: deployer,
    });
  });

  it('says in the mail when it mails again: once per incident, or at the re-notify interval', async () => {
    const start = T0 + 9 * 24 * HOUR;
    const matching = (address: string) =>
      rule({
        messageType: 'RECEIVED',
        operator: 'UNDER',
        count: 1,
        flowIds: [flowB],
        recipients: [address],
      });
    const remove = (alertId: unknown) =>
      call({
        method: 'DELETE',
        url: `/api/insights/v1/2/alerts/${String(alertId)}`,
        headers: deployer,
      });

    // No re-notify interval: one mail per incident.
    const once = json<AlertRule>(await create(matching('once@example.com')));
    await runAlertEvaluation(server.database, server.ctx.mailer, OPTIONS, start);
    const onceText = await server.smtp.waitFor('once@example.com');
    expect(onceText).toContain('You get one mail per incident');
    expect(onceText).not.toContain('again every');
    await remove(once.alertId);

    // The default: again every 24 hours while the count keeps matching, and the reminder says so.
    const daily = json<AlertRule>(await create(matching('daily@example.com')));
    const options = { ...OPTIONS, renotifyMs: 24 * HOUR };
    await runAlertEvaluation(server.database, server.ctx.mailer, options, start + HOUR);
    const first = await server.smtp.waitFor('daily@example.com');
    expect(first).not.toContain('one mail per incident');
    expect(first).toContain(
      'While the count keeps matching, you get this mail again every 24 hours;',
    );
    await runAlertEvaluation(server.database, server.ctx.mailer, options, start + 25 * HOUR);
    const reminder = await server.smtp.waitFor('daily@example.com', 2);
    expect(reminder).toContain(
      `The alert rule ${String(daily.alertId)} still matches, since ${mailTime(start + HOUR, 'Europe/Oslo')} (Europe/Oslo):`,
    );
    await remove(daily.alertId);
  });

  it('fires once when two instances evaluate at the same moment', async () => {
    const { db } = server.database;
    const address = 'parallel@example.com';
    const at = T0 + 7 * 24 * HOUR;
    const created = json<AlertRule>(
      await create(rule({ flowIds: [flowB], recipients: [address] })),
    );
    await insertTraces(
      db,
      [1, 2, 3, 4].map((s) => trace(2, flowB, at - s * 1000, 'FAILED')),
    );
    // A second instance: its own connections to the same database.
    const other = openDatabase(server.config);
    try {
      const results = await Promise.all([
        runAlertEvaluation(server.database, server.ctx.mailer, OPTIONS, at),
        runAlertEvaluation(other, server.ctx.mailer, OPTIONS, at),
        runAlertEvaluation(server.database, server.ctx.mailer, OPTIONS, at),
        runAlertEvaluation(other, server.ctx.mailer, OPTIONS, at),
      ]);
      expect(results.reduce((sum, r) => sum + r.fired, 0)).toBe(1);
    } finally {
      await other.db.destroy();
    }
    await server.smtp.waitFor(address);
    const firings = await db
      .selectFrom('alert_firings')
      .select('id')
      .where('alert_id', '=', created.alertId)
      .execute();
    expect(firings).toHaveLength(1);
    expect(server.smtp.messages.filter((m) => m.to.includes(address))).toHaveLength(1);
  });
});

describe('alert recipients', () => {
  const rulesOf = async (org: number) =>
    json<AlertRule[]>(await call({ url: `/api/insights/v1/${org}/alerts`, headers: deployer }));

  it('refuses anything but a plain address, as spec 5 words it, and stores nothing', async () => {
    const before = await rulesOf(2);
    for (const recipient of [
      '<script>@x.test',
      '<script>@example.com',
      'Ops <ops@example.com>',
      'ops@example.com>',
      '"ops"@example.com',
      '"a b"@example.com',
      'a@example.com, b@example.com',
      'a@example.com;b@example.com',
      'a b@example.com',
      'a@example.com\r\nBcc: b@example.com',
      'a\u007f@example.com',
      'a%evil.test@example.com',
      'a!b@example.com',
      'a(comment)@example.com',
      'a@[127.0.0.1]',
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a@-example.com',
      'a@example',
      'a@example.com.',
      'a@exa_mple.com',
      'a@b@example.com',
      'æ@example.com',
      `${'a'.repeat(65)}@example.com`,
    ]) {
      const response = await create(rule({ recipients: ['ok@example.com', recipient] }));
      expect(response.statusCode, recipient).toBe(400);
      expect(json<{ message: string }>(response).message, recipient).toBe('Invalid email');
    }
    expect(await rulesOf(2)).toEqual(before);
  });

  it("limits addresses outside the organization users' domains to admins", async () => {
    const before = await rulesOf(2);
    for (const outside of ['oncall@partner.test', 'x@fjord.test', 'x@sub.example.com']) {
      const refused = await create(rule({ recipients: ['ops@example.com', outside] }));
      expect(refused.statusCode, outside).toBe(403);
      expect(json<{ message: string }>(refused).message).toBe(outsideRecipientsMessage([outside]));
    }
    expect(await rulesOf(2)).toEqual(before);

    // The organization's own domain, however it is written, is the deployer's to add.
    const own = await create(rule({ recipients: [' New.Person@EXAMPLE.com '] }));
    expect(own.statusCode, own.body).toBe(201);
    expect(json<AlertRule>(own).recipients).toEqual(['new.person@example.com']);

    // An admin of the organization, and the owner, may add an outside address.
    const byAdmin = await create(rule({ recipients: ['OnCall@Partner.test'] }), nordAdmin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    const adminRule = json<AlertRule>(byAdmin);
    expect(adminRule.recipients).toEqual(['oncall@partner.test']);
    expect((await create(rule({ recipients: ['desk@partner.test'] }), owner)).statusCode).toBe(201);

    // A deployer may change that rule and keep its outside address, but add no other.
    const url = `/api/insights/v1/2/alerts/${adminRule.alertId}`;
    const kept = await call({
      method: 'PUT',
      url,
      headers: deployer,
      payload: rule({ count: 7, recipients: ['oncall@partner.test', 'ops@example.com'] }),
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const added = await call({
      method: 'PUT',
      url,
      headers: deployer,
      payload: rule({ count: 9, recipients: ['oncall@partner.test', 'second@partner.test'] }),
    });
    expect(added.statusCode).toBe(403);
    expect(json<{ message: string }>(added).message).toBe(
      outsideRecipientsMessage(['second@partner.test']),
    );
    expect(json<AlertRule>(await call({ url, headers: deployer }))).toMatchObject({
      count: 7,
      recipients: ['oncall@partner.test', 'ops@example.com'],
    });
  });

  it('mails exactly the addresses accepted, never what a stored text would parse to', async () => {
    const { db } = server.database;
    const at = T0 + 11 * 24 * HOUR;
    const accepted = ["o'brien+alerts@partner.test", 'exact.one@example.com'];
    const created = json<AlertRule>(
      await create(
        rule({
          flowIds: [flowB],
          recipients: [" O'Brien+Alerts@Partner.test", 'exact.one@example.com'],
        }),
        nordAdmin,
      ),
    );
    expect(created.recipients).toEqual(accepted);
    // A rule stored before recipients were checked this strictly.
    const legacy = json<AlertRule>(
      await create(rule({ flowIds: [flowB], recipients: ['legacy@example.com'] })),
    );
    await db
      .updateTable('alert_rules')
      .set({
        recipients_json: JSON.stringify([
          '<script>@x.test',
          'Boss <boss@evil.test>',
          'legacy@example.com, other@evil.test',
          'legacy@example.com',
        ]),
      })
      .where('id', '=', legacy.alertId)
      .execute();
    await insertTraces(
      db,
      [1, 2, 3, 4].map((s) => trace(2, flowB, at - s * 1000, 'FAILED')),
    );
    await runAlertEvaluation(server.database, server.ctx.mailer, OPTIONS, at);
    await server.smtp.waitFor('exact.one@example.com');
    await server.smtp.waitFor('legacy@example.com');
    const to = (address: string) =>
      server.smtp.messages.filter((m) => m.to.includes(address)).map((m) => m.to.sort());
    expect(to('exact.one@example.com')).toEqual([[...accepted].sort()]);
    expect(to('legacy@example.com')).toEqual([['legacy@example.com']]);
    for (const message of server.smtp.messages) {
      expect(message.to.some((address) => /evil|script|x\.test/.test(address))).toBe(false);
    }
  });
});
