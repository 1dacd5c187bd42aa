import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Every PostgreSQL advisory lock the server takes, by name: the one place their numbers are
 * written, so no two uses can share one by accident (server/test/jobs/jobs.test.ts checks
 * that no other file writes a number into an advisory-lock call). Each is taken for one
 * transaction (`pg_*advisory_xact_lock`) and ends with it. SQLite serialises writers and
 * needs none.
 */
export const ADVISORY_LOCKS = {
  /** The maintenance job's pruning: one instance at a time (jobs/maintenance.ts). */
  maintenance: 724_001,
  /** Creating the owner or the demo estate on an empty database (bootstrap.ts, demo/seed.ts). */
  seeding: 724_002,
  /** A tick of demo traffic: one instance generates it (jobs/traffic.ts). */
  traffic: 724_003,
} as const;

export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;

/** Waits for the lock, held until the transaction ends (PostgreSQL only). */
export async function advisoryXactLock(trx: Transaction<DB>, lock: AdvisoryLock): Promise<void> {
  await sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS[lock]})`.execute(trx);
}

/**
 * Takes the lock for the transaction if no one holds it (PostgreSQL only): false when another
 * instance has it, and the caller leaves the work to that one.
 */
export async function tryAdvisoryXactLock(
  trx: Transaction<DB>,
  lock: AdvisoryLock,
): Promise<boolean> {
  const { rows } = await sql<{
    locked: boolean;
  }>`select pg_try_advisory_xact_lock(${ADVISORY_LOCKS[lock]}) as locked`.execute(trx);
  return rows[0]?.locked === true;
}
