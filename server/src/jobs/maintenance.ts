import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { isoAfterSeconds, nowIso } from '../lib/crypto';

/** An id for the PostgreSQL advisory lock that keeps this job to one instance at a time. */
const LOCK_ID = 724_001;

export interface JobState {
  lastRun: string | null;
  lastError: string | null;
  runs: number;
}

export interface RetentionOptions {
  traceRetentionDays: number;
  /** Failure counts older than this go, locked or not (unlocked ones go after a day). */
  loginAttemptRetentionDays?: number;
  auditRetentionDays?: number;
}

/**
 * Deletes what can no longer be used (ended sessions, spent tokens, stale sign-in
 * failures) and what is past its retention (traces, payloads, failure counts, audit events).
 */
export async function prune(
  database: Database,
  options: RetentionOptions = { traceRetentionDays: 30 },
): Promise<number> {
  const { db } = database;
  const now = nowIso();
  const dayAgo = isoAfterSeconds(-24 * 3600);
  const daysAgo = (days: number) => isoAfterSeconds(-days * 86_400);
  const retention = Date.now() - options.traceRetentionDays * 86_400_000;
  return db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${LOCK_ID}) as locked`.execute(trx);
      if (!rows[0]?.locked) return 0;
    }
    const results = await Promise.all([
      trx
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', now), eb('revoked_at', '<', dayAgo)]))
        .executeTakeFirst(),
      trx.deleteFrom('password_reset_tokens').where('expires_at', '<', dayAgo).executeTakeFirst(),
      trx
        .deleteFrom('login_attempts')
        .where('last_failure', '<', dayAgo)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .executeTakeFirst(),
      trx
        .deleteFrom('login_attempts')
        .where('last_failure', '<', daysAgo(options.loginAttemptRetentionDays ?? 30))
        .executeTakeFirst(),
      trx
        .deleteFrom('audit_events')
        .where('created', '<', daysAgo(options.auditRetentionDays ?? 365))
        .executeTakeFirst(),
      trx.deleteFrom('traces').where('time_stamp', '<', retention).executeTakeFirst(),
      trx.deleteFrom('payloads').where('created', '<', retention).executeTakeFirst(),
    ]);
    return results.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
  });
}

/**
 * SQLite keeps no planner statistics unless asked: without them a new index can be passed
 * over for a full scan. `pragma optimize` analyzes what changed enough, and is cheap when
 * nothing did. PostgreSQL's autovacuum does the same there.
 */
export async function refreshStatistics(database: Database): Promise<void> {
  if (database.dialect === 'sqlite') await sql`pragma optimize = 0x10002`.execute(database.db);
}

/** Runs `prune` now and then every interval; safe with several instances on PostgreSQL. */
export function startMaintenance(
  database: Database,
  config: { maintenanceIntervalSeconds: number } & Required<RetentionOptions>,
  log: FastifyBaseLogger,
) {
  const state: JobState = { lastRun: null, lastError: null, runs: 0 };
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= prune(database, config)
      .then(async (deleted) => {
        await refreshStatistics(database);
        state.lastRun = nowIso();
        state.lastError = null;
        state.runs += 1;
        if (deleted > 0) log.info({ job: 'maintenance', deleted }, 'pruned expired records');
      })
      .catch((error: unknown) => {
        state.lastError = (error as Error).message;
        log.error({ err: error, job: 'maintenance' }, 'maintenance failed');
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(run, config.maintenanceIntervalSeconds * 1000);
  timer.unref();
  run();
  return {
    state,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
