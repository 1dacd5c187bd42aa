import type { Database } from '../db/database';
import { assetMrIdOf } from '../services/adr/action-store';
import { executeAction, expireAction } from '../services/adr/execute';
import { defineJob } from './define';

/** The most actions one run executes: a run stays short; the next run takes the rest. */
const RUN_LIMIT = 200;
/** How often due automated actions are executed. */
const AUTOMATION_INTERVAL_MS = 5000;
/** A run's budget: past it the run ends after the action under way; the next takes the rest. */
const AUTOMATION_BUDGET_MS = 60_000;

/**
 * Executes the due automated actions (OPEN or IN_PROGRESS with a next attempt at or before
 * `now`), each in its own transaction: the execution, the new state and the audit event
 * commit together. On PostgreSQL each run claims its action with FOR UPDATE SKIP LOCKED, so
 * several instances running at once never execute one action twice; on SQLite writes are
 * serialised and a run sees what the previous one committed. Returns how many actions it
 * executed or expired; once `signal` aborts it ends after the action under way.
 */
export async function runAutomation(
  database: Database,
  now: number = Date.now(),
  signal?: AbortSignal,
): Promise<number> {
  let done = 0;
  for (; done < RUN_LIMIT && !signal?.aborted; done += 1) {
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

/** Executes the due automated actions every 5 seconds; safe with several instances. */
export const automationJob = defineJob({
  name: 'automation',
  schedule: { every: () => AUTOMATION_INTERVAL_MS },
  lock: 'claims',
  timeoutMs: () => AUTOMATION_BUDGET_MS,
  run: ({ database }, { signal }) => runAutomation(database, Date.now(), signal),
  counts: (count) => count,
  logged: (count) => (count > 0 ? { fields: { count }, message: 'ran automated actions' } : null),
  failure: 'automation failed',
  health: (state) => `automation: ${state.total} actions`,
});
