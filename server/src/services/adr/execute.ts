import type { Transaction } from 'kysely';
import {
  CLOSABLE_STATES,
  EXECUTABLE_STATES,
  WAIT_UNIT_MS,
  type ActionState,
  type WaitUnit,
} from '@contracts/assets';
import type { DB } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError } from '../../lib/errors';
import type { ActionRow } from './action-store';
import { sendToHeadEnd } from './head-end';

const iso = (ms: number) => new Date(ms).toISOString();
/** The head-end's answer is reported back to the action's source this long after it came. */
const REPORT_BACK_MS = 250;

export interface Actor {
  userId: number | null;
  clientIp?: string | null;
}

/** An audit entry about an action, made by `actor`. */
function auditAction(
  trx: Transaction<DB>,
  row: ActionRow,
  actor: Actor,
  eventType: string,
  payload: unknown,
) {
  return audit(trx, {
    createdById: actor.userId,
    organizationId: row.organization_id,
    entityType: 'ASSET_ACTION',
    entityId: row.id,
    eventType,
    payload,
    clientIp: actor.clientIp ?? null,
  });
}

interface StrategyRow {
  approx_wait_time: number;
  approx_wait_time_unit: string;
  deadline: string;
  max_attempts: number;
}

async function strategyOf(trx: Transaction<DB>, row: ActionRow): Promise<StrategyRow | null> {
  if (row.automation_strategy_id === null) return null;
  const strategy = await trx
    .selectFrom('automation_strategies')
    .select(['approx_wait_time', 'approx_wait_time_unit', 'deadline', 'max_attempts'])
    .where('id', '=', row.automation_strategy_id)
    .executeTakeFirst();
  return strategy ?? null;
}

/** Why an action in this state cannot be executed or closed; null when it can. */
export function refusal(state: ActionState, change: 'execute' | 'close'): string | null {
  const allowed = change === 'execute' ? EXECUTABLE_STATES : CLOSABLE_STATES;
  if (allowed.includes(state)) return null;
  if (state === 'COMPLETED') {
    return change === 'execute'
      ? 'The action is already completed: it cannot be executed again.'
      : 'The action is completed: there is nothing to close.';
  }
  return change === 'execute'
    ? 'The action is closed: it cannot be executed.'
    : 'The action is already closed.';
}

/**
 * Sends the action to the head-end once and records the execution, the action's new state and
 * an audit event, all in the caller's transaction. A failure of an automated action with
 * attempts left before its deadline waits for the next attempt (IN_PROGRESS); otherwise it is
 * FAILED.
 */
export async function executeAction(
  trx: Transaction<DB>,
  row: ActionRow,
  assetMrId: string,
  now: number,
  actor: Actor,
): Promise<ActionState> {
  const problem = refusal(row.state as ActionState, 'execute');
  if (problem) throw new HttpError(409, problem);
  const attempt = row.attempts + 1;
  const answer = await sendToHeadEnd({
    actionId: row.id,
    type: row.type,
    assetMrId,
    payload: JSON.parse(row.payload_json),
    attempt,
  });
  const previousErrors = await trx
    .selectFrom('asset_action_executions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action_id', '=', row.id)
    .where('error_response_json', 'is not', null)
    .executeTakeFirstOrThrow();
  const received = now + answer.latencyMs;
  const response = answer.ok ? JSON.stringify(answer.response) : null;
  const errorResponse = answer.ok ? null : JSON.stringify(answer.errorResponse);
  await trx
    .insertInto('asset_action_executions')
    .values({
      organization_id: row.organization_id,
      action_id: row.id,
      executed_at: iso(now),
      response_received_at: iso(received),
      reported_back_at: iso(received + REPORT_BACK_MS),
      response_json: response,
      error_response_json: errorResponse,
      error_response_count: Number(previousErrors.n) + (answer.ok ? 0 : 1),
    })
    .execute();

  let state: ActionState = 'COMPLETED';
  let nextAttemptAt: number | null = null;
  if (!answer.ok) {
    state = 'FAILED';
    const strategy = await strategyOf(trx, row);
    if (strategy && attempt < strategy.max_attempts) {
      const wait =
        strategy.approx_wait_time * WAIT_UNIT_MS[strategy.approx_wait_time_unit as WaitUnit];
      if (now + wait <= Date.parse(strategy.deadline)) {
        state = 'IN_PROGRESS';
        nextAttemptAt = now + wait;
      }
    }
  }
  await trx
    .updateTable('asset_actions')
    .set({
      state,
      attempts: attempt,
      next_attempt_at: nextAttemptAt,
      response_json: answer.ok ? response : null,
      error_response_json: errorResponse,
    })
    .where('id', '=', row.id)
    .execute();
  await auditAction(trx, row, actor, 'EXECUTED', {
    attempt,
    state,
    automated: actor.userId === null,
    type: row.type,
  });
  return state;
}

/** Closes the action: no further attempt is made. */
export async function closeAction(
  trx: Transaction<DB>,
  row: ActionRow,
  actor: Actor,
): Promise<void> {
  const problem = refusal(row.state as ActionState, 'close');
  if (problem) throw new HttpError(409, problem);
  await trx
    .updateTable('asset_actions')
    .set({ state: 'CLOSED', next_attempt_at: null })
    .where('id', '=', row.id)
    .execute();
  await auditAction(trx, row, actor, 'CLOSED', { previousState: row.state });
}

/** Ends an automated action whose deadline passed or whose attempts are spent. */
export async function expireAction(
  trx: Transaction<DB>,
  row: ActionRow,
  reason: 'DEADLINE' | 'MAX_ATTEMPTS',
): Promise<void> {
  const errorResponse = {
    code: reason,
    message:
      reason === 'DEADLINE'
        ? 'The deadline passed before the action completed.'
        : 'Every attempt of the automation was made.',
  };
  await trx
    .updateTable('asset_actions')
    .set({
      state: 'FAILED',
      next_attempt_at: null,
      error_response_json: JSON.stringify(errorResponse),
    })
    .where('id', '=', row.id)
    .execute();
  await audit(trx, {
    createdById: null,
    organizationId: row.organization_id,
    entityType: 'ASSET_ACTION',
    entityId: row.id,
    eventType: 'EXPIRED',
    payload: errorResponse,
  });
}
