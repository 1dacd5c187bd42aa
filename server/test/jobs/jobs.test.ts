import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import type { BuiltApp } from '../../src/app';
import { JOBS } from '../../src/jobs';
import { defineJob, type JobDeps } from '../../src/jobs/define';
import { startJobs } from '../../src/jobs/runner';
import { ADVISORY_LOCKS } from '../../src/lib/advisory-locks';
import { bearer, login, startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * The background jobs are declared once (`JOBS`, each a `defineJob`), their advisory locks
 * named in one file, and one loop starts them, reports their health and stops them.
 */

const SRC = path.resolve(import.meta.dirname, '../../src');

const quiet = {
  info: () => {},
  warn: () => {},
  error: () => {},
} as unknown as FastifyBaseLogger;

/** The loop needs only the configuration and a logger for jobs that use nothing else. */
function depsWith(config: Partial<JobDeps['config']> = {}, log = quiet): JobDeps {
  return { config, log } as JobDeps;
}

/** A promise and the function that settles it. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the declared jobs', () => {
  it('lists every job once, each with a schedule, a lock and a time budget', () => {
    expect(JOBS.map((job) => job.name)).toEqual(['maintenance', 'traffic', 'automation', 'alerts']);
    for (const job of JOBS) {
      expect(job.lock === 'claims' || job.lock in ADVISORY_LOCKS, job.name).toBe(true);
      expect(job.timeoutMs({ alertIntervalSeconds: 60 } as never), job.name).toBeGreaterThan(0);
      expect('every' in job.schedule || 'trigger' in job.schedule, job.name).toBe(true);
    }
  });

  it('writes every advisory-lock number in one file, each number once', () => {
    const numbers = Object.values(ADVISORY_LOCKS);
    expect(new Set(numbers).size).toBe(numbers.length);
    const files = fs
      .readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && file !== path.join('lib', 'advisory-locks.ts'));
    const literal = /advisory_(xact_)?lock(_shared)?\(\s*\d/;
    const offending = files.filter((file) =>
      literal.test(fs.readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(offending).toEqual([]);
    const lockIds = files.filter((file) =>
      /\bLOCK_ID\s*=/.test(fs.readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(lockIds).toEqual([]);
  });
});

describe('the jobs loop', () => {
  it('runs an interval job on its schedule, one run at a time, and stops it', async () => {
    let running = 0;
    let overlapped = false;
    const ticks = defineJob({
      name: 'ticks',
      schedule: { every: () => 10, atStart: true },
      lock: 'claims',
      timeoutMs: () => 60_000,
      async run() {
        running += 1;
        overlapped ||= running > 1;
        await new Promise((resolve) => setTimeout(resolve, 25));
        running -= 1;
        return 2;
      },
      counts: (n) => n,
      failure: 'ticks failed',
      health: (state) => `ticks: ${state.total}`,
    });
    const jobs = startJobs([ticks], depsWith());
    await vi.waitFor(() => expect(jobs.states.get('ticks')?.runs).toBeGreaterThanOrEqual(3), {
      timeout: 20_000,
      interval: 5,
    });
    expect(overlapped).toBe(false);
    await jobs.stop();
    const runs = jobs.states.get('ticks')?.runs ?? 0;
    expect(jobs.states.get('ticks')?.runningSince).toBeNull();
    // Stopped: a trigger does nothing, and no tick comes any more.
    await jobs.trigger('ticks');
    expect(jobs.states.get('ticks')?.runs).toBe(runs);
    expect(jobs.health()).toEqual({ state: 'UP', detail: `ticks: ${runs * 2}` });
  });

  it('runs a triggered job only when asked, and a second ask while it runs waits for that run', async () => {
    const release = gate();
    let calls = 0;
    const once = defineJob({
      name: 'once',
      schedule: { trigger: true },
      lock: 'claims',
      timeoutMs: () => 60_000,
      async run() {
        calls += 1;
        await release.opened;
        return 1;
      },
      counts: (n) => n,
      failure: 'once failed',
      health: (state) => `once: ${state.runs} runs`,
    });
    const jobs = startJobs([once], depsWith());
    expect(jobs.health().detail).toBe('once: 0 runs');
    const first = jobs.trigger('once');
    const second = jobs.trigger('once');
    release.open();
    await Promise.all([first, second]);
    expect(calls).toBe(1);
    expect(jobs.health().detail).toBe('once: 1 runs');
    await expect(jobs.trigger('nothing')).rejects.toThrow('No job is named nothing');
    await jobs.stop();
  });

  it('reports a failed run as DOWN with its error until a run succeeds, and a job turned off', async () => {
    let fail = true;
    const errors: string[] = [];
    const log = {
      ...quiet,
      error: (fields: { job: string }, message: string) => {
        errors.push(`${fields.job}: ${message}`);
      },
    } as unknown as FastifyBaseLogger;
    const flaky = defineJob({
      name: 'flaky',
      schedule: { trigger: true },
      lock: 'claims',
      timeoutMs: () => 60_000,
      async run() {
        if (fail) throw new Error('the database is gone');
        return 0;
      },
      counts: (n) => n,
      failure: 'flaky failed',
      health: () => 'flaky fine',
    });
    const off = defineJob({
      ...flaky,
      name: 'demo',
      enabled: (config) => config.traffic,
    });
    const jobs = startJobs([off, flaky], depsWith({ traffic: false }, log));
    await jobs.trigger('flaky');
    expect(jobs.health()).toEqual({
      state: 'DOWN',
      detail: 'the database is gone',
      ownerOnly: true,
    });
    expect(errors).toEqual(['flaky: flaky failed']);
    fail = false;
    await jobs.trigger('flaky');
    expect(jobs.health()).toEqual({ state: 'UP', detail: 'demo off; flaky fine' });
    await jobs.trigger('demo');
    expect(jobs.states.get('demo')?.runs).toBe(0);
    await jobs.stop();
  });

  it('aborts a run past its budget, says so in the health, and stops at the next safe point', async () => {
    const release = gate();
    let aborted = false;
    const slow = defineJob({
      name: 'slow',
      schedule: { trigger: true },
      lock: 'claims',
      timeoutMs: () => 20,
      async run(_deps, { signal }) {
        signal.addEventListener('abort', () => {
          aborted = true;
        });
        await release.opened;
        return 0;
      },
      counts: (n) => n,
      failure: 'slow failed',
      health: () => 'slow fine',
    });
    const jobs = startJobs([slow], depsWith());
    const run = jobs.trigger('slow');
    await vi.waitFor(() => expect(aborted).toBe(true), { timeout: 20_000, interval: 5 });
    expect(jobs.health()).toEqual({
      state: 'DOWN',
      detail: 'slow: a run has gone on past its budget of 20 ms',
      ownerOnly: true,
    });
    release.open();
    await run;
    expect(jobs.health()).toEqual({ state: 'UP', detail: 'slow fine' });
    await jobs.stop();
  });

  it('refuses two jobs of one name', () => {
    const job = defineJob({
      name: 'twice',
      schedule: { trigger: true },
      lock: 'claims',
      timeoutMs: () => 1000,
      run: async () => 0,
      counts: (n) => n,
      failure: 'twice failed',
      health: () => 'twice',
    });
    expect(() => startJobs([job, job], depsWith())).toThrow('Two jobs are named twice');
  });
});

describe('the jobs of a running server', () => {
  let server: TestServer;
  let withJobs: BuiltApp;
  let closed = false;

  beforeAll(async () => {
    server = await startTestServer();
    // A failure count long past its lock: the maintenance run at the start removes it.
    await server.database.db
      .insertInto('login_attempts')
      .values({
        subject: 'stale@example.com',
        client_ip: '203.0.113.9',
        failures: 3,
        last_failure: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        locked_until: null,
      })
      .execute();
    withJobs = await buildApp(server.config, { logger: false, database: server.database });
    await withJobs.app.ready();
  });
  afterAll(async () => {
    if (!closed) await withJobs.app.close();
    await server.close();
  });

  it('starts the declared jobs, reports them in the status, and stops them on close', async () => {
    const stale = () =>
      server.database.db
        .selectFrom('login_attempts')
        .select('subject')
        .where('subject', '=', 'stale@example.com')
        .executeTakeFirst();
    await vi.waitFor(async () => expect(await stale()).toBeUndefined(), {
      timeout: 30_000,
      interval: 50,
    });
    expect([...(withJobs.jobs?.states.keys() ?? [])]).toEqual(JOBS.map((job) => job.name));
    const { access_token } = await login(withJobs.app, 'admin@example.com');
    await vi.waitFor(
      async () => {
        const response = await withJobs.app.inject({
          url: '/api/platform/status',
          headers: bearer(access_token),
        });
        const jobs = response
          .json<{ services: { name: string; status: string; detail: string | null }[] }>()
          .services.find((s) => s.name === 'jobs');
        expect(jobs?.status).toBe('UP');
        expect(jobs?.detail).toMatch(
          /^maintenance \d{4}-\d\d-\d\dT[\d:.]+Z; traffic off; automation: \d+ actions; alerts: \d+ fired$/,
        );
      },
      { timeout: 30_000, interval: 50 },
    );
    const handle = withJobs.jobs;
    expect(handle).not.toBeNull();
    await withJobs.app.close();
    closed = true;
    for (const state of handle!.states.values()) expect(state.runningSince).toBeNull();
    const runs = handle!.states.get('maintenance')?.runs;
    await handle!.trigger('maintenance');
    expect(handle!.states.get('maintenance')?.runs).toBe(runs);
  });
});
