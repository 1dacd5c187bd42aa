import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB, JobRunState } from '../db/schema';
import { nowIso } from '../lib/crypto';

/*
 * Runs of one-shot jobs that must survive a restart (table job_runs, migration 0025). A run
 * is enqueued with its input; an instance claims it for a lease, renews the lease with each
 * checkpoint, and finishes or fails it. A claimant that stops (a crash, a restart) leaves a
 * lease that runs out: the next claim takes the run again, one attempt more, from its last
 * checkpoint. Claims never give one run to two claimants: on PostgreSQL the claim locks its
 * row with FOR UPDATE SKIP LOCKED (claimants pass over each other's rows); on SQLite it is
 * one statement, and SQLite runs one writer at a time.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** Who claims, in runs' `claimed_by`: this process, told apart from any other. */
export const THIS_INSTANCE = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export interface NewJobRun {
  job: string;
  payload: unknown;
  /** Attempts before the run is FAILED (3 unless said). */
  maxAttempts?: number;
  /** Not claimed before this (epoch ms; now unless said). */
  runAfter?: number;
}

/** A run as its claimant holds it. */
export interface ClaimedRun {
  id: number;
  job: string;
  payload: unknown;
  /** The last checkpoint saved, null on a first attempt or one that saved none. */
  checkpoint: unknown;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  claimedBy: string;
  leaseUntil: number;
}

export interface Claimant {
  /** Who claims (THIS_INSTANCE in the server). */
  by: string;
  /** How long the claim holds without a checkpoint (ms). */
  leaseMs: number;
  now?: number;
}

/** Enqueues a run of `job`; returns its id. */
export async function enqueueJobRun(db: Db, run: NewJobRun): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('job_runs')
    .values({
      job: run.job,
      payload_json: JSON.stringify(run.payload ?? null),
      state: 'PENDING',
      max_attempts: run.maxAttempts ?? 3,
      run_after: run.runAfter ?? Date.now(),
      created: now,
      updated: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A run's state and attempts, for tests and status pages. */
export async function jobRun(db: Db, id: number) {
  const row = await db.selectFrom('job_runs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  return {
    ...row,
    lease_until: row.lease_until === null ? null : Number(row.lease_until),
    run_after: Number(row.run_after),
  };
}

/** Runs of `job` that may be claimed at `now`: due, or left by a claimant whose lease ran out. */
function claimable(db: Db, job: string, now: number) {
  return db
    .selectFrom('job_runs')
    .select('id')
    .where('job', '=', job)
    .whereRef('attempts', '<', 'max_attempts')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'PENDING'), eb('run_after', '<=', now)]),
        eb.and([eb('state', '=', 'RUNNING'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('run_after')
    .orderBy('id')
    .limit(1);
}

/**
 * Claims the next run of `job` for `claimant`, or null when none may be claimed. A run whose
 * last attempt's lease ran out is FAILED first (its claimant stopped with no attempt left).
 */
export async function claimJobRun(
  database: Database,
  job: string,
  claimant: Claimant,
): Promise<ClaimedRun | null> {
  const now = claimant.now ?? Date.now();
  const leaseUntil = now + claimant.leaseMs;
  const claim = {
    state: 'RUNNING' as JobRunState,
    claimed_by: claimant.by,
    lease_until: leaseUntil,
    updated: nowIso(),
  };
  await database.db
    .updateTable('job_runs')
    .set({
      state: 'FAILED',
      last_error: 'its claimant stopped on the last attempt',
      updated: nowIso(),
    })
    .where('job', '=', job)
    .where('state', '=', 'RUNNING')
    .where('lease_until', '<', now)
    .whereRef('attempts', '>=', 'max_attempts')
    .execute();
  const row =
    database.dialect === 'postgres'
      ? await database.db.transaction().execute(async (trx) => {
          const found = await claimable(trx, job, now).forUpdate().skipLocked().executeTakeFirst();
          if (!found) return undefined;
          return trx
            .updateTable('job_runs')
            .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
            .where('id', '=', found.id)
            .returningAll()
            .executeTakeFirstOrThrow();
        })
      : await database.db
          .updateTable('job_runs')
          .set((eb) => ({ ...claim, attempts: eb('attempts', '+', 1) }))
          .where('id', '=', (eb) =>
            eb.selectFrom(claimable(database.db, job, now).as('due')).select('due.id'),
          )
          .returningAll()
          .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    job: row.job,
    payload: JSON.parse(row.payload_json) as unknown,
    checkpoint: row.checkpoint_json === null ? null : (JSON.parse(row.checkpoint_json) as unknown),
    attempt: row.attempts,
    maxAttempts: row.max_attempts,
    claimedBy: claimant.by,
    leaseUntil,
  };
}

/** The claimant's own run, still claimed by it (its lease may have run out unclaimed). */
function held(db: Db, run: ClaimedRun) {
  return db
    .updateTable('job_runs')
    .where('id', '=', run.id)
    .where('state', '=', 'RUNNING')
    .where('claimed_by', '=', run.claimedBy);
}

/**
 * Saves how far the run has come and renews its lease. False: the run is no longer this
 * claimant's (its lease ran out and another took it): stop without writing more.
 */
export async function checkpointJobRun(
  db: Db,
  run: ClaimedRun,
  checkpoint: unknown,
  lease: { leaseMs: number; now?: number },
): Promise<boolean> {
  const leaseUntil = (lease.now ?? Date.now()) + lease.leaseMs;
  const result = await held(db, run)
    .set({
      checkpoint_json: JSON.stringify(checkpoint),
      lease_until: leaseUntil,
      updated: nowIso(),
    })
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  run.leaseUntil = leaseUntil;
  return true;
}

/** The run is done. False: it was no longer this claimant's. */
export async function finishJobRun(db: Db, run: ClaimedRun): Promise<boolean> {
  const result = await held(db, run)
    .set({
      state: 'DONE',
      claimed_by: null,
      lease_until: null,
      last_error: null,
      updated: nowIso(),
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The attempt failed: the run waits `retryAfterMs` for its next attempt, or is FAILED when it
 * has none left. Returns its new state, or null when it was no longer this claimant's.
 */
export async function failJobRun(
  db: Db,
  run: ClaimedRun,
  error: string,
  retry: { retryAfterMs: number; now?: number },
): Promise<JobRunState | null> {
  const state: JobRunState = run.attempt >= run.maxAttempts ? 'FAILED' : 'PENDING';
  const result = await held(db, run)
    .set({
      state,
      claimed_by: null,
      lease_until: null,
      last_error: error.slice(0, 2000),
      run_after: (retry.now ?? Date.now()) + retry.retryAfterMs,
      updated: nowIso(),
    })
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? state : null;
}
