import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/database';
import { prune } from '../../src/jobs/maintenance';
import { FairQueue } from '../../src/lib/passwords';
import { form, startTestServer } from '../support';
import type { TestServer } from '../support';

function attempt(app: FastifyInstance, username: string, password: string, ip: string) {
  return app.inject({
    ...form({ grant_type: 'password', scope: 'console', username, password }),
    remoteAddress: ip,
  });
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((r) => r.statusCode).sort((a, b) => a - b);

const times = (n: number, status: number) => Array.from({ length: n }, () => status);

describe('sign-in lockout under parallel attempts', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      LOCKOUT_THRESHOLD: '5',
      LOCKOUT_BASE_SECONDS: '30',
      LOCKOUT_MAX_SECONDS: '900',
    });
  });
  afterAll(() => server.close());

  const row = (subject: string, ip: string) =>
    server.database.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('subject', '=', subject)
      .where('client_ip', '=', ip)
      .executeTakeFirstOrThrow();

  const auditCount = async (eventType: string, email: string) =>
    (
      await server.database.db
        .selectFrom('audit_events')
        .select('payload')
        .where('event_type', '=', eventType)
        .execute()
    ).filter((e) => e.payload.includes(`"${email}"`)).length;

  it('evaluates exactly as many of a parallel burst as of a serial one, and no right password slips through', async () => {
    const user = 'operator@example.com';
    const burst = Array.from({ length: 20 }, () => attempt(server.app, user, 'bad', '10.1.0.1'));
    // The right password, sent last in the same burst.
    const right = attempt(server.app, user, 'console-demo', '10.1.0.1');
    const answers = await Promise.all(burst);
    expect(statuses(answers)).toEqual([...times(5, 400), ...times(15, 429)]);
    const rightAnswer = await right;
    expect(rightAnswer.statusCode).toBe(429);
    for (const locked of [...answers.filter((a) => a.statusCode === 429), rightAnswer]) {
      expect(locked.json()).toMatchObject({ error: 'invalid_grant' });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(25);
      expect(retryAfter).toBeLessThanOrEqual(30);
    }
    for (const evaluated of answers.filter((a) => a.statusCode === 400)) {
      expect(evaluated.json()).toMatchObject({ error: 'invalid_grant' });
    }
    expect(await auditCount('LOGIN_FAILED', user)).toBe(5);
    expect(await auditCount('LOGIN_LOCKED', user)).toBe(16);

    // The same twenty one after another, from another address, leave the same lock.
    const serial: LightMyRequestResponse[] = [];
    for (let i = 0; i < 20; i += 1) serial.push(await attempt(server.app, user, 'bad', '10.1.0.2'));
    expect(statuses(serial)).toEqual(statuses(answers));
    const parallelRow = await row(user, '10.1.0.1');
    const serialRow = await row(user, '10.1.0.2');
    expect(parallelRow.failures).toBe(5);
    expect(serialRow.failures).toBe(5);
    const lockOf = (r: typeof parallelRow) =>
      Date.parse(r.locked_until!) - Date.parse(r.last_failure);
    expect(lockOf(parallelRow)).toBe(30_000);
    expect(lockOf(serialRow)).toBe(30_000);
  });

  it('doubles the wait for a burst after a lock ends, evaluating one attempt', async () => {
    const user = 'monitor@example.com';
    const ip = '10.1.0.3';
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(server.app, user, 'bad', ip)).statusCode).toBe(400);
    }
    // The lock ends (moved into the past rather than waited for).
    await server.database.db
      .updateTable('login_attempts')
      .set({ locked_until: new Date(Date.now() - 1000).toISOString() })
      .where('subject', '=', user)
      .where('client_ip', '=', ip)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => attempt(server.app, user, 'bad', ip)),
    );
    expect(statuses(answers)).toEqual([400, ...times(19, 429)]);
    for (const locked of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(55);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    const after = await row(user, ip);
    expect(after.failures).toBe(6);
    expect(Date.parse(after.locked_until!) - Date.parse(after.last_failure)).toBe(60_000);
  });

  it('locks unknown users the same way', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        attempt(server.app, 'nobody@example.com', 'bad', '10.1.0.4'),
      ),
    );
    expect(statuses(answers)).toEqual([...times(5, 400), ...times(15, 429)]);
  });

  it('a right password clears the count', async () => {
    const user = 'billing@example.com';
    const ip = '10.1.0.5';
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(server.app, user, 'bad', ip)).statusCode).toBe(400);
    }
    expect((await attempt(server.app, user, 'console-demo', ip)).statusCode).toBe(200);
    const rows = await server.database.db
      .selectFrom('login_attempts')
      .selectAll()
      .where('subject', '=', user)
      .where('client_ip', '=', ip)
      .execute();
    expect(rows).toEqual([]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => attempt(server.app, user, 'bad', ip)),
    );
    expect(statuses(answers)).toEqual([...times(5, 400), ...times(3, 429)]);
  });

  it('holds across two server instances on one database', async () => {
    const secondDatabase = openDatabase(server.config);
    const second = await buildApp(server.config, {
      logger: false,
      database: secondDatabase,
      jobs: false,
    });
    await second.app.ready();
    try {
      const user = 'deployer@example.com';
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          attempt(i % 2 ? server.app : second.app, user, 'bad', '10.1.0.6'),
        ),
      );
      expect(statuses(answers)).toEqual([...times(5, 400), ...times(15, 429)]);
      expect((await row(user, '10.1.0.6')).failures).toBe(5);
    } finally {
      await second.app.close();
      await secondDatabase.db.destroy();
    }
  });
});

describe('token endpoint rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ TOKEN_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => server.close());

  it('limits requests per client address and answers 429 with a message', async () => {
    for (let i = 0; i < 3; i += 1) {
      const answer = await attempt(server.app, `ghost-${i}@example.com`, 'bad', '10.3.0.1');
      expect(answer.statusCode).toBe(400);
    }
    const limited = await attempt(server.app, 'ghost@example.com', 'bad', '10.3.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Refresh grants count too: the endpoint is limited, not one grant.
    const refresh = await server.app.inject({
      ...form({ grant_type: 'refresh_token', refresh_token: 'made-up' }),
      remoteAddress: '10.3.0.1',
    });
    expect(refresh.statusCode).toBe(429);
    // Another client is not affected.
    const other = await attempt(server.app, 'operator@example.com', 'console-demo', '10.3.0.2');
    expect(other.statusCode).toBe(200);
  });
});

describe('the fair queue of password checks', () => {
  it('serves a newcomer first, then the waiting clients in turn', async () => {
    const queue = new FairQueue(1);
    const served: string[] = [];
    let release: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = (key: string, name: string, wait?: Promise<void>) =>
      queue.run(key, async () => {
        served.push(name);
        await wait;
      });
    const all = [job('a', 'a1', blocked)];
    for (const name of ['a2', 'a3', 'a4']) all.push(job('a', name));
    for (const name of ['b1', 'b2']) all.push(job('b', name));
    all.push(job('c', 'c1'));
    release();
    await Promise.all(all);
    // b and c had nothing waiting or running: first, in arrival order; then turns.
    expect(served).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3', 'a4']);
  });
});

describe('the fair queue with two slots', () => {
  it("keeps one slot for newcomers: one client's backlog holds at most the other", async () => {
    const queue = new FairQueue(2);
    const running = new Set<string>();
    let most = 0;
    const releases = new Map<string, () => void>();
    const job = (key: string, name: string) =>
      queue.run(key, async () => {
        running.add(name);
        most = Math.max(most, [...running].filter((n) => n.startsWith('a')).length);
        await new Promise<void>((resolve) => releases.set(name, resolve));
        running.delete(name);
      });
    const flood = ['a1', 'a2', 'a3', 'a4'].map((name) => job('a', name));
    await Promise.resolve();
    // a1 came as a newcomer, a2 waits its turn in the slot left: both run, a3 and a4 wait.
    expect([...running]).toEqual(['a1', 'a2']);
    releases.get('a1')?.();
    await new Promise((resolve) => setImmediate(resolve));
    // The freed slot is not taken by the backlog: a2 already holds the one turns may have.
    expect([...running]).toEqual(['a2']);
    const newcomer = job('b', 'b1');
    await Promise.resolve();
    expect([...running]).toEqual(['a2', 'b1']);
    for (const name of ['a2', 'b1', 'a3', 'a4']) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.get(name)?.();
    }
    await Promise.all([...flood, newcomer]);
    expect(most).toBe(2);
  });
});

describe('password checks under a flood', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serve a sign-in from another client before most of a flood of bad ones', async () => {
    const known = ['deployer', 'monitor', 'billing', 'agent', 'multi', 'noroles'];
    // Warm up: the dummy hash for unknown users is made once.
    await attempt(server.app, 'ghost-warmup@example.com', 'bad', '10.4.0.9');
    const finished: string[] = [];
    const track = (name: string, response: Promise<LightMyRequestResponse>) =>
      response.then((r) => {
        finished.push(name);
        return r;
      });
    const flood = Array.from({ length: 20 }, (_, i) =>
      track(
        'flood',
        attempt(
          server.app,
          i % 2 ? `ghost-${i}@example.com` : `${known[i % known.length]}@example.com`,
          'bad',
          '10.4.0.1',
        ),
      ),
    );
    const good = track(
      'good',
      attempt(server.app, 'operator@example.com', 'console-demo', '10.4.0.2'),
    );
    const [goodAnswer, ...floodAnswers] = await Promise.all([good, ...flood]);
    expect(goodAnswer!.statusCode).toBe(200);
    expect(floodAnswers.every((a) => a.statusCode === 400)).toBe(true);
    const floodAfterGood = finished.length - 1 - finished.indexOf('good');
    // Fair service: at most a few flood checks (the ones already running) go first.
    expect(floodAfterGood).toBeGreaterThanOrEqual(15);
  });
});

describe('retention', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('prunes audit events and login failures older than their retention', async () => {
    const { db } = server.database;
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const event = (created: string, entityId: string) => ({
      created,
      created_by_id: null,
      organization_id: null,
      entity_type: 'USER',
      entity_id: entityId,
      event_type: 'LOGIN_FAILED',
      payload: '{}',
      client_ip: '10.5.0.1',
    });
    await db
      .insertInto('audit_events')
      .values([
        event(daysAgo(400), 'old-audit'),
        event(daysAgo(100), 'kept-audit'),
        event(daysAgo(0), 'new-audit'),
      ])
      .execute();
    await db
      .insertInto('login_attempts')
      .values([
        // Stale and unlocked: gone after a day, as before.
        {
          subject: 'stale@example.com',
          client_ip: '10.5.0.1',
          failures: 2,
          last_failure: daysAgo(2),
          locked_until: null,
        },
        // Locked far ahead, but its last failure is older than the retention.
        {
          subject: 'ancient@example.com',
          client_ip: '10.5.0.1',
          failures: 9,
          last_failure: daysAgo(40),
          locked_until: new Date(Date.now() + 86_400_000).toISOString(),
        },
        // Locked and recent: kept.
        {
          subject: 'locked@example.com',
          client_ip: '10.5.0.1',
          failures: 6,
          last_failure: daysAgo(2),
          locked_until: new Date(Date.now() + 86_400_000).toISOString(),
        },
      ])
      .execute();

    await prune(server.database, {
      traceRetentionDays: 30,
      auditRetentionDays: 365,
      loginAttemptRetentionDays: 30,
    });

    const audit = await db
      .selectFrom('audit_events')
      .select('entity_id')
      .where('client_ip', '=', '10.5.0.1')
      .orderBy('entity_id')
      .execute();
    expect(audit.map((a) => a.entity_id)).toEqual(['kept-audit', 'new-audit']);
    const attempts = await db
      .selectFrom('login_attempts')
      .select('subject')
      .where('client_ip', '=', '10.5.0.1')
      .execute();
    expect(attempts.map((a) => a.subject)).toEqual(['locked@example.com']);

    // A shorter audit retention removes more.
    await prune(server.database, {
      traceRetentionDays: 30,
      auditRetentionDays: 30,
      loginAttemptRetentionDays: 30,
    });
    const left = await db
      .selectFrom('audit_events')
      .select('entity_id')
      .where('client_ip', '=', '10.5.0.1')
      .execute();
    expect(left.map((a) => a.entity_id)).toEqual(['new-audit']);
  });
});
