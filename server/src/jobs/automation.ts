import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { everyInterval } from './schedule';
import { assetMrIdOf } from '../services/adr/action-store';
import { executeAction, expireAction } from '../services/adr/execute';

/** The most actions one run executes: a run stays short; the next run takes the rest. */
const RUN_LIMIT = 200;

export interface AutomationState {
  lastRun: string | null;
  lastError: string | null;
  executed: number;
}

/**
 * Executes the due automated actions (OPEN or IN_PROGRESS with a next attempt at or before
 * `now`), each in its own transaction: the execution, the new state and the audit event
 * commit together. On PostgreSQL each run claims its action with FOR UPDATE SKIP LOCKED, so
 * several instances running at once never execute one action twice; on SQLite writes are
 * serialised and a run sees what the previous one committed. Returns how many actions it
 * executed or expired.
 */
export async function runAutomation(database: Database, now: number = Date.now()): Promise<number> {
  let done = 0;
  for (; done < RUN_LIMIT; done += 1) {
    const handled = await database.db.transaction().execute(async (trx) => {
      let query = trx
        .selectFrom('asset_actions')
        .selectAll()
        .where('next_attempt_at', '<=', now)
        .where('state', 'in', ['OPEN', 'IN_PROGRESS'])
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1);
      if (database.dialect === 'postgres') query = query.forUpdate().skipLocked();
      const row = await query.executeTakeFirst();
      if (!row) return false;
      const strategy =
        row.automation_strategy_id === null
          ? undefined
          : await trx
              .selectFrom('automation_strategies')
              .select(['deadline', 'max_attempts', 'start_at'])
              .where('id', '=', row.automation_strategy_id)
              .executeTakeFirst();
      if (!strategy) {
        // Its strategy was deleted: people run it from now on.
        await trx
          .updateTable('asset_actions')
          .set({ next_attempt_at: null })
          .where('id', '=', row.id)
          .execute();
        return true;
      }
      if (now > Date.parse(strategy.deadline)) {
        await expireAction(trx, row, 'DEADLINE');
        return true;
      }
      if (row.attempts >= strategy.max_attempts) {
        await expireAction(trx, row, 'MAX_ATTEMPTS');
        return true;
      }
      await executeAction(trx, row, await assetMrIdOf(trx, row), now, { userId: null });
      return true;
    });
    if (!handled) break;
  }
  return done;
}

/** Runs the automation every interval; safe with several instances on PostgreSQL. */
export function startAutomation(database: Database, intervalMs: number, log: FastifyBaseLogger) {
  const state: AutomationState = { lastRun: null, lastError: null, executed: 0 };
  const schedule = everyInterval(
    () =>
      runAutomation(database)
        .then((count) => {
          state.executed += count;
          state.lastRun = new Date().toISOString();
          state.lastError = null;
          if (count > 0) log.info({ job: 'automation', count }, 'ran automated actions');
        })
        .catch((error: unknown) => {
          state.lastError = (error as Error).message;
          log.error({ err: error, job: 'automation' }, 'automation failed');
        }),
    intervalMs,
  );
  return { state, stop: schedule.stop };
}
