import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkpointJobRun,
  claimJobRun,
  enqueueJobRun,
  failJobRun,
  finishJobRun,
  jobRun,
} from '../../src/jobs/job-runs';
import { startTestServer } from '../support';
import type { TestServer } from '../support';

/**
 * Runs of one-shot jobs that survive a restart (job_runs, migration 0025): claimed by one
 * claimant at a time for a lease, taken over from their checkpoint when the lease runs out,
 * retried until their attempts are spent.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const LEASE = 60_000;
let jobCount = 0;
/** A job name of its own per test: the runs of one test are not another's. */
const freshJob = () => `test-job-${(jobCount += 1)}`;

/** A run of a fresh job, no payload, of `maxAttempts`, due `dueIn` ms after the test's `now`. */
async function enqueuedRun(maxAttempts: number, dueIn: number) {
  const { database } = server;
  const job = freshJob();
  const now = Date.now();
  const id = await enqueueJobRun(database.db, {
    job,
    payload: null,
    maxAttempts,
    runAfter: now + dueIn,
  });
  return { database, job, now, id };
}

describe('job runs', () => {
  it('are claimed once, held for their lease, and done', async () => {
    const { database } = server;
    const job = freshJob();
    const id = await enqueueJobRun(database.db, { job, payload: { steps: 3 } });
    const now = Date.now();
    const run = await claimJobRun(database, job, { by: 'a', leaseMs: LEASE, now });
    expect(run).toMatchObject({ id, job, payload: { steps: 3 }, checkpoint: null, attempt: 1 });
    expect(await jobRun(database.db, id)).toMatchObject({
      state: 'RUNNING',
      claimed_by: 'a',
      lease_until: now + LEASE,
      attempts: 1,
    });
    // Held: no one else gets it while the lease lasts.
    expect(
      await claimJobRun(database, job, { by: 'b', leaseMs: LEASE, now: now + 1000 }),
    ).toBeNull();
    expect(await checkpointJobRun(database.db, run!, { step: 2 }, { leaseMs: LEASE })).toBe(true);
    expect(await finishJobRun(database.db, run!)).toBe(true);
    expect(await jobRun(database.db, id)).toMatchObject({
      state: 'DONE',
      claimed_by: null,
      lease_until: null,
      checkpoint_json: '{"step":2}',
    });
    expect(await claimJobRun(database, job, { by: 'b', leaseMs: LEASE })).toBeNull();
  });

  it('go to one claimant each when many claim at once', async () => {
    const { database } = server;
    const job = freshJob();
    const ids = [];
    for (let i = 0; i < 4; i += 1) ids.push(await enqueueJobRun(database.db, { job, payload: i }));
    const claims = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        claimJobRun(database, job, { by: `c${i}`, leaseMs: LEASE }),
      ),
    );
    const claimed = claims.filter((run) => run !== null).map((run) => run.id);
    expect([...claimed].sort((a, b) => a - b)).toEqual(ids);
  });

  it('are taken over from their checkpoint once a lease runs out, and the old claimant is refused', async () => {
    const { database } = server;
    const job = freshJob();
    const id = await enqueueJobRun(database.db, { job, payload: 'long' });
    const now = Date.now();
    const first = await claimJobRun(database, job, { by: 'gone', leaseMs: 1000, now });
    await checkpointJobRun(database.db, first!, { done: 40 }, { leaseMs: 1000, now });
    const second = await claimJobRun(database, job, {
      by: 'next',
      leaseMs: LEASE,
      now: now + 1001,
    });
    expect(second).toMatchObject({ id, attempt: 2, checkpoint: { done: 40 }, claimedBy: 'next' });
    expect(await checkpointJobRun(database.db, first!, { done: 41 }, { leaseMs: 1000 })).toBe(
      false,
    );
    expect(await finishJobRun(database.db, first!)).toBe(false);
    expect(await failJobRun(database.db, first!, 'late', { retryAfterMs: 0 })).toBeNull();
    expect(await jobRun(database.db, id)).toMatchObject({
      state: 'RUNNING',
      claimed_by: 'next',
      checkpoint_json: '{"done":40}',
    });
    expect(await finishJobRun(database.db, second!)).toBe(true);
  });

  it('wait for their time, are retried after a failure, and fail for good past their attempts', async () => {
    const { database, job, now, id } = await enqueuedRun(2, 5000);
    expect(await claimJobRun(database, job, { by: 'a', leaseMs: LEASE, now })).toBeNull();
    const first = await claimJobRun(database, job, { by: 'a', leaseMs: LEASE, now: now + 5000 });
    expect(
      await failJobRun(database.db, first!, 'the host did not answer', {
        retryAfterMs: 1000,
        now: now + 5000,
      }),
    ).toBe('PENDING');
    expect(await jobRun(database.db, id)).toMatchObject({
      state: 'PENDING',
      run_after: now + 6000,
      last_error: 'the host did not answer',
      attempts: 1,
    });
    expect(
      await claimJobRun(database, job, { by: 'a', leaseMs: LEASE, now: now + 5999 }),
    ).toBeNull();
    const second = await claimJobRun(database, job, { by: 'a', leaseMs: LEASE, now: now + 6000 });
    expect(second).toMatchObject({ attempt: 2 });
    expect(await failJobRun(database.db, second!, 'again', { retryAfterMs: 0 })).toBe('FAILED');
    expect(
      await claimJobRun(database, job, { by: 'a', leaseMs: LEASE, now: now + 99_000 }),
    ).toBeNull();
    expect(await jobRun(database.db, id)).toMatchObject({ state: 'FAILED', last_error: 'again' });
  });

  it('fail when their claimant stops on the last attempt', async () => {
    // Due at `now` itself: enqueued with the clock's own time, a busy machine's later
    // millisecond left it not yet due at `now`.
    const { database, job, now, id } = await enqueuedRun(1, 0);
    expect(await claimJobRun(database, job, { by: 'gone', leaseMs: 1000, now })).not.toBeNull();
    expect(
      await claimJobRun(database, job, { by: 'next', leaseMs: LEASE, now: now + 1001 }),
    ).toBeNull();
    expect(await jobRun(database.db, id)).toMatchObject({
      state: 'FAILED',
      last_error: 'its claimant stopped on the last attempt',
    });
  });
});
