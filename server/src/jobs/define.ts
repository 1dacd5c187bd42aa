import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import type { AdvisoryLock } from '../lib/advisory-locks';
import type { Mailer } from '../lib/mail';

/** What every job is given: one object, built once in app.ts. */
export interface JobDeps {
  database: Database;
  config: ServerConfig;
  mailer: Mailer;
  /** The server's long-read connections (SQLite reader threads; on PostgreSQL the database). */
  reads: Kysely<DB>;
  log: FastifyBaseLogger;
}

/** What one run is given besides the dependencies. */
export interface JobRun {
  /**
   * Aborted when the run's time budget is spent or the server stops: a job that works in steps
   * stops at its next safe point, and the rest waits for the next run.
   */
  signal: AbortSignal;
  /** Milliseconds since the previous run began (since the start, for the first). */
  sinceLastMs: number;
}

/** What the loop keeps of a job, for its health. */
export interface JobState {
  /** When the last successful run ended (ISO). */
  lastRun: string | null;
  /** The last run's error; null once a run succeeds again. */
  lastError: string | null;
  runs: number;
  /** The sum of what the runs did (`counts` of each result). */
  total: number;
  /** When the run under way began (epoch ms). */
  runningSince: number | null;
}

export type JobSchedule =
  /** Every `every(config)` ms, a tick skipped while a run is still under way; `atStart`: once at once. */
  | { every: (config: ServerConfig) => number; atStart?: boolean }
  /** Only when triggered (`JobsHandle.trigger`), for work that something asks for. */
  | { trigger: true };

/**
 * A background job, declared once and listed in `JOBS` (jobs/index.ts): the loop
 * (jobs/runner.ts) starts it, keeps one run at a time, times it, reports its health and
 * stops it.
 */
export interface JobDefinition<Result = unknown> {
  name: string;
  schedule: JobSchedule;
  /**
   * What keeps several instances from doing the work twice: an advisory lock of
   * lib/advisory-locks.ts that the job's transaction takes (the instance that does not get it
   * skips the run), or `claims`: each instance claims the rows it works on (FOR UPDATE SKIP
   * LOCKED, or a conditional update), so they share the work.
   */
  lock: AdvisoryLock | 'claims';
  /** A run's time budget (ms): its signal aborts then, and the jobs' health is DOWN while it goes on. */
  timeoutMs: (config: ServerConfig) => number;
  /** Whether the job runs with this configuration (the demo traffic needs TRAFFIC). */
  enabled?: (config: ServerConfig) => boolean;
  run: (deps: JobDeps, run: JobRun) => Promise<Result>;
  /** What a run adds to the job's total (rows pruned, messages, actions, firings). */
  counts(result: Result): number;
  /** The info line of a run worth telling (null: none). */
  logged?(result: Result): { fields: Record<string, unknown>; message: string } | null;
  /** The error line's message when a run fails. */
  failure: string;
  /** The job's part of the jobs' status detail: "automation: 3 actions". */
  health: (state: JobState) => string;
}

/**
 * Declares a job: the identity, typed, so a definition is checked where it is written. (`counts`
 * and `logged` are methods, so a job of any result fits in the one list of jobs.)
 */
export function defineJob<Result>(definition: JobDefinition<Result>): JobDefinition<Result> {
  return definition;
}
