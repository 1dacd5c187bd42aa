import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AutomationStrategy, AutomationStrategyInput, WaitUnit } from '@contracts/assets';
import type { AutomationStrategiesTable, DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

function toStrategy(row: Selectable<AutomationStrategiesTable>): AutomationStrategy {
  return {
    id: row.id,
    name: row.name,
    approxWaitTime: row.approx_wait_time,
    approxWaitTimeUnit: row.approx_wait_time_unit as WaitUnit,
    deadline: row.deadline,
    maxAttempts: row.max_attempts,
    startAt: row.start_at,
    updated: row.updated,
  };
}

export async function listStrategies(db: Db, org: number): Promise<AutomationStrategy[]> {
  const rows = await db
    .selectFrom('automation_strategies')
    .selectAll()
    .where('organization_id', '=', org)
    .orderBy('name')
    .limit(1000)
    .execute();
  return rows.map(toStrategy);
}

export async function findStrategy(db: Db, org: number, id: number) {
  const row = await db
    .selectFrom('automation_strategies')
    .selectAll()
    .where('organization_id', '=', org)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toStrategy(row) : null;
}

export async function nameTaken(db: Db, org: number, name: string, exceptId?: number) {
  let query = db
    .selectFrom('automation_strategies')
    .select('id')
    .where('organization_id', '=', org)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

const columns = (input: AutomationStrategyInput, now: string) => ({
  name: input.name,
  approx_wait_time: input.approxWaitTime,
  approx_wait_time_unit: input.approxWaitTimeUnit,
  deadline: new Date(input.deadline).toISOString(),
  max_attempts: input.maxAttempts,
  start_at: new Date(input.startAt).toISOString(),
  updated: now,
});

export async function insertStrategy(
  trx: Transaction<DB>,
  org: number,
  input: AutomationStrategyInput,
  now: string,
): Promise<number> {
  const row = await trx
    .insertInto('automation_strategies')
    .values({ organization_id: org, ...columns(input, now) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStrategy(
  trx: Transaction<DB>,
  org: number,
  id: number,
  input: AutomationStrategyInput,
  now: string,
): Promise<void> {
  await trx
    .updateTable('automation_strategies')
    .set(columns(input, now))
    .where('organization_id', '=', org)
    .where('id', '=', id)
    .execute();
  // Open actions wait no earlier than the new start.
  await trx
    .updateTable('asset_actions')
    .set({ next_attempt_at: Date.parse(input.startAt) })
    .where('automation_strategy_id', '=', id)
    .where('state', '=', 'OPEN')
    .where('next_attempt_at', '<', Date.parse(input.startAt))
    .execute();
}

/** How many unfinished actions the strategy runs. */
export async function openActionsOf(db: Db, org: number, id: number): Promise<number> {
  const row = await db
    .selectFrom('asset_actions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', org)
    .where('automation_strategy_id', '=', id)
    .where('state', 'in', ['OPEN', 'IN_PROGRESS'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteStrategy(trx: Transaction<DB>, org: number, id: number) {
  await trx
    .deleteFrom('automation_strategies')
    .where('organization_id', '=', org)
    .where('id', '=', id)
    .execute();
}
