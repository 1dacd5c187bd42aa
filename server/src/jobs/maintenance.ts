import { sql } from 'kysely';
import type { Database } from '../db/database';
import { tryAdvisoryXactLock } from '../lib/advisory-locks';
import { isoAfterSeconds, nowIso } from '../lib/crypto';
import { HOUR_MS, raiseHourRevisions } from '../services/insights/flow-hours';
import { defineJob } from './define';

/** The most a maintenance run may take: pruning a large table is slow, but not this slow. */
const MAINTENANCE_BUDGET_MS = 15 * 60_000;

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
  /** Past the job's budget: the payloads of the organizations not reached wait for the next run. */
  signal?: AbortSignal,
): Promise<number> {
  const { db } = database;
  const now = nowIso();
  const dayAgo = isoAfterSeconds(-24 * 3600);
  const daysAgo = (days: number) => isoAfterSeconds(-days * 86_400);
  const retention = Date.now() - options.traceRetentionDays * 86_400_000;
  const deleted = await db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') {
      // One instance prunes at a time; the others leave it to that one.
      if (!(await tryAdvisoryXactLock(trx, 'maintenance'))) return null;
      // Pruning a large table may take longer than a request's statement budget.
      await sql`set local statement_timeout = 0`.execute(trx);
    }
    const endedHours = await trx
      .selectFrom('flow_hours')
      .select('organization_id')
      .distinct()
      .where('hour', '<=', retention - HOUR_MS)
      .execute();
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
      // The hours that ended before the retention: the one it falls in stays whole.
      trx
        .deleteFrom('flow_hours')
        .where('hour', '<=', retention - HOUR_MS)
        .executeTakeFirst(),
    ]);
    await raiseHourRevisions(
      trx,
      endedHours.map((row) => row.organization_id),
    );
    return results.reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
  });
  // Another instance is pruning.
  if (deleted === null) return 0;
  return deleted + (await prunePayloads(database, retention, signal));
}

/**
 * Deletes the payloads created before `retention` and takes their bytes off their
 * organization's running total in the same transaction, one organization at a time: a
 * transaction then holds one total's row, so it cannot deadlock with the traffic job
 * (which adds to several in one transaction), and messages of the other organizations
 * do not wait for it. Each transaction takes off exactly the bytes it deleted, so two
 * instances pruning at once keep the totals right.
 */
async function prunePayloads(
  database: Database,
  retention: number,
  signal?: AbortSignal,
): Promise<number> {
  const { db } = database;
  const organizations = await db.selectFrom('payload_usage').select('organization_id').execute();
  let deleted = 0;
  for (const { organization_id: organizationId } of organizations) {
    if (signal?.aborted) return deleted;
    deleted += await db.transaction().execute(async (trx) => {
      if (database.dialect === 'postgres') {
        await sql`set local statement_timeout = 0`.execute(trx);
        // One statement: the bytes are those of exactly the rows it deleted.
        const { rows } = await sql<{ deleted: number }>`
          with gone as (
            delete from payloads
            where organization_id = ${organizationId} and created < ${retention}
            returning size
          ),
          taken as (
            update payload_usage set bytes = bytes - (select coalesce(sum(size), 0) from gone)
            where organization_id = ${organizationId}
          )
          select count(*) as deleted from gone`.execute(trx);
        return Number(rows[0]?.deleted ?? 0);
      }
      // SQLite: the update comes first and takes the write lock, so no other writer
      // comes between the sum and the delete.
      const freed = trx
        .selectFrom('payloads')
        .select(sql<number>`coalesce(sum(${sql.ref('size')}), 0)`.as('freed'))
        .where('organization_id', '=', organizationId)
        .where('created', '<', retention);
      await trx
        .updateTable('payload_usage')
        .set((eb) => ({ bytes: eb('bytes', '-', freed) }))
        .where('organization_id', '=', organizationId)
        .execute();
      const result = await trx
        .deleteFrom('payloads')
        .where('organization_id', '=', organizationId)
        .where('created', '<', retention)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
  // Payloads of organizations that are gone, and with them their totals.
  const orphans = await db
    .deleteFrom('payloads')
    .where('created', '<', retention)
    .where('organization_id', 'not in', db.selectFrom('payload_usage').select('organization_id'))
    .executeTakeFirst();
  return deleted + Number(orphans.numDeletedRows);
}

/** Tables with fewer rows than this keep no planner statistics (see `refreshStatistics`). */
const SMALL_TABLE_ROWS = 1_000;

/**
 * SQLite keeps no planner statistics unless asked: without them a new index can be passed
 * over for a full scan. `pragma optimize` analyzes what changed enough, and is cheap when
 * nothing did. PostgreSQL's autovacuum does the same there.
 *
 * Statistics of a nearly empty table are worse than none: a table analyzed with one row
 * is planned as a one-row table, so a lookup by key scans it, and on a fresh start the
 * sessions and refresh tokens are analyzed that way and then grow by thousands before
 * the next analysis sees it (`optimize` waits for a tenfold change). Without statistics
 * SQLite assumes a large table and uses its keys, which for these lookups is right at
 * any size; so the statistics of small tables are dropped, and the planner rereads the
 * rest.
 */
export async function refreshStatistics(database: Database): Promise<void> {
  if (database.dialect !== 'sqlite') return;
  const { db } = database;
  await sql`pragma optimize = 0x10002`.execute(db);
  const dropped =
    await sql`delete from sqlite_stat1 where cast(stat as integer) < ${SMALL_TABLE_ROWS}`.execute(
      db,
    );
  if (Number(dropped.numAffectedRows ?? 0) === 0) return;
  const stat4 = await sql<{
    name: string;
  }>`select name from sqlite_schema where name = 'sqlite_stat4'`.execute(db);
  if (stat4.rows.length > 0) {
    await sql`delete from sqlite_stat4 where tbl not in (select tbl from sqlite_stat1)`.execute(db);
  }
  await sql`analyze sqlite_schema`.execute(db);
}

/**
 * Prunes what is spent or past its retention, then refreshes the planner's statistics: at
 * start and every MAINTENANCE_INTERVAL_SECONDS, one instance at a time on PostgreSQL.
 */
export const maintenanceJob = defineJob({
  name: 'maintenance',
  schedule: { every: (config) => config.maintenanceIntervalSeconds * 1000, atStart: true },
  lock: 'maintenance',
  timeoutMs: () => MAINTENANCE_BUDGET_MS,
  async run({ database, config }, { signal }) {
    const deleted = await prune(database, config, signal);
    await refreshStatistics(database);
    return deleted;
  },
  counts: (deleted) => deleted,
  logged: (deleted) =>
    deleted > 0 ? { fields: { deleted }, message: 'pruned expired records' } : null,
  failure: 'maintenance failed',
  health: (state) => `maintenance ${state.lastRun ?? 'starting'}`,
});
