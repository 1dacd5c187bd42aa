import type { Insertable } from 'kysely';
import type { AssetActionsTable } from '../../src/db/schema';
import type { TestServer } from '../support';

/** The nordkraft asset of a demo usage point (1..2000). */
export async function demoAssetId(server: TestServer, i: number): Promise<number> {
  const row = await server.database.db
    .selectFrom('assets')
    .select('id')
    .where('mr_id', '=', `707057500${String(i).padStart(9, '0')}`)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new action of nordkraft (organization 2) for a test of its own. */
export async function insertAction(
  server: TestServer,
  values: Partial<Insertable<AssetActionsTable>> & { asset_id: number; type: string },
): Promise<number> {
  const row = await server.database.db
    .insertInto('asset_actions')
    .values({
      organization_id: 2,
      automation_strategy_id: null,
      correlation_id: `test-${Math.random().toString(36).slice(2)}`,
      source: 'TEST',
      state: 'OPEN',
      payload_json: '{"test":true}',
      tags_json: '[]',
      created_at: new Date().toISOString(),
      response_json: null,
      error_response_json: null,
      attempts: 0,
      next_attempt_at: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
