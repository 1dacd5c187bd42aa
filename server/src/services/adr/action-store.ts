import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ActionExecution, ActionState, AssetAction } from '@contracts/assets';
import type { AssetActionsTable, DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;
export type ActionRow = Selectable<AssetActionsTable>;

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** The actions of an organization with their asset's mrId and automation's name. */
function actionsQuery(db: Db, org: number) {
  return db
    .selectFrom('asset_actions')
    .innerJoin('assets', 'assets.id', 'asset_actions.asset_id')
    .leftJoin(
      'automation_strategies',
      'automation_strategies.id',
      'asset_actions.automation_strategy_id',
    )
    .selectAll('asset_actions')
    .select(['assets.mr_id as asset_mr_id', 'automation_strategies.name as automation_name'])
    .where('asset_actions.organization_id', '=', org);
}

type JoinedRow = ActionRow & { asset_mr_id: string; automation_name: string | null };

function toAction(row: JoinedRow): AssetAction {
  return {
    id: row.id,
    assetId: row.asset_id,
    assetMrId: row.asset_mr_id,
    automation:
      row.automation_strategy_id === null || row.automation_name === null
        ? null
        : { id: row.automation_strategy_id, name: row.automation_name },
    correlationId: row.correlation_id,
    source: row.source,
    state: row.state as ActionState,
    type: row.type,
    payload: parse(row.payload_json),
    tags: parse(row.tags_json) as string[],
    createdAt: row.created_at,
    response: parse(row.response_json),
    errorResponse: parse(row.error_response_json),
    attempts: row.attempts,
    nextAttemptAt:
      row.next_attempt_at === null ? null : new Date(row.next_attempt_at).toISOString(),
  };
}

export interface ActionFilter {
  fromDate: string;
  toDate: string;
  state?: ActionState;
  assetId?: number;
  offset: number;
  limit: number;
}

/** A page of actions created in the range, newest first, with the count of all matches. */
export async function listActions(db: Db, org: number, filter: ActionFilter) {
  let query = actionsQuery(db, org)
    .where('asset_actions.created_at', '>=', filter.fromDate)
    .where('asset_actions.created_at', '<', filter.toDate);
  if (filter.state) query = query.where('asset_actions.state', '=', filter.state);
  if (filter.assetId) query = query.where('asset_actions.asset_id', '=', filter.assetId);
  const [rows, count] = await Promise.all([
    query
      .orderBy('asset_actions.created_at', 'desc')
      .orderBy('asset_actions.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map(toAction),
    meta: { offset: filter.offset, limit: filter.limit, total: Number(count.n) },
  };
}

export async function findAction(db: Db, org: number, actionId: number) {
  const row = await actionsQuery(db, org)
    .where('asset_actions.id', '=', actionId)
    .executeTakeFirst();
  return row ? toAction(row) : null;
}

/** The action's row, locked for the transaction on PostgreSQL (a run waits for another). */
export async function lockAction(
  trx: Transaction<DB>,
  dialect: 'sqlite' | 'postgres',
  org: number,
  actionId: number,
): Promise<ActionRow | undefined> {
  let query = trx
    .selectFrom('asset_actions')
    .selectAll()
    .where('organization_id', '=', org)
    .where('id', '=', actionId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function listExecutions(
  db: Db,
  org: number,
  actionId: number,
): Promise<ActionExecution[]> {
  const rows = await db
    .selectFrom('asset_action_executions')
    .selectAll()
    .where('organization_id', '=', org)
    .where('action_id', '=', actionId)
    .orderBy('executed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1000)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    executedAt: row.executed_at,
    responseReceivedAt: row.response_received_at,
    reportedBackAt: row.reported_back_at,
    response: parse(row.response_json),
    errorResponse: parse(row.error_response_json),
    errorResponseCount: row.error_response_count,
  }));
}

/** The mrId of an action's metering point. */
export async function assetMrIdOf(db: Db, row: ActionRow): Promise<string> {
  const asset = await db
    .selectFrom('assets')
    .select('mr_id')
    .where('id', '=', row.asset_id)
    .executeTakeFirstOrThrow();
  return asset.mr_id;
}
