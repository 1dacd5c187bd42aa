import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAutomation } from '../../src/jobs/automation';
import { startTestServer } from '../support';
import type { TestServer } from '../support';
import { demoAssetId, insertAction } from './support';

const MINUTE = 60_000;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // The demo's automated actions are not these tests' concern: nothing of theirs is due.
  await server.database.db.updateTable('asset_actions').set({ next_attempt_at: null }).execute();
});
afterAll(() => server.close());

/** A strategy of nordkraft: 10 minutes between attempts, from `start` until `deadline`. */
async function strategy(name: string, maxAttempts: number, start: number, deadline: number) {
  const row = await server.database.db
    .insertInto('automation_strategies')
    .values({
      organization_id: 2,
      name,
      approx_wait_time: 10,
      approx_wait_time_unit: 'MINUTES',
      deadline: new Date(deadline).toISOString(),
      max_attempts: maxAttempts,
      start_at: new Date(start).toISOString(),
      updated: new Date(start).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const action = (id: number) =>
  server.database.db
    .selectFrom('asset_actions')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const executions = (id: number) =>
  server.database.db
    .selectFrom('asset_action_executions')
    .selectAll()
    .where('action_id', '=', id)
    .orderBy('id')
    .execute();

describe('the automation job', () => {
  it('retries a failed attempt after the wait and completes on a later one', async () => {
    const t0 = Date.UTC(2030, 0, 1);
    const strategyId = await strategy('relay', 3, t0, t0 + 24 * 60 * MINUTE);
    const id = await insertAction(server, {
      asset_id: await demoAssetId(server, 21),
      type: 'DISCONNECT',
      automation_strategy_id: strategyId,
      next_attempt_at: t0,
    });
    expect(await runAutomation(server.database, t0 - 1)).toBe(0);
    expect(await runAutomation(server.database, t0)).toBe(1);
    expect(await action(id)).toMatchObject({
      state: 'IN_PROGRESS',
      attempts: 1,
      next_attempt_at: t0 + 10 * MINUTE,
    });
    // Not yet due: nothing happens in between.
    expect(await runAutomation(server.database, t0 + 9 * MINUTE)).toBe(0);
    expect(await runAutomation(server.database, t0 + 10 * MINUTE)).toBe(1);
    expect(await action(id)).toMatchObject({
      state: 'COMPLETED',
      attempts: 2,
      next_attempt_at: null,
    });
    const runs = await executions(id);
    expect(runs.map((e) => e.executed_at)).toEqual([
      new Date(t0).toISOString(),
      new Date(t0 + 10 * MINUTE).toISOString(),
    ]);
    expect(runs.map((e) => e.error_response_count)).toEqual([1, 1]);
  });

  it('stops at max attempts', async () => {
    const t0 = Date.UTC(2030, 1, 1);
    const strategyId = await strategy('firmware', 2, t0, t0 + 24 * 60 * MINUTE);
    const id = await insertAction(server, {
      asset_id: await demoAssetId(server, 22),
      type: 'FIRMWARE_UPDATE',
      automation_strategy_id: strategyId,
      next_attempt_at: t0,
    });
    for (let k = 0; k < 5; k += 1) await runAutomation(server.database, t0 + k * 10 * MINUTE);
    expect(await action(id)).toMatchObject({ state: 'FAILED', attempts: 2, next_attempt_at: null });
    expect(await executions(id)).toHaveLength(2);
  });

  it('stops at the deadline', async () => {
    const t0 = Date.UTC(2030, 2, 1);
    const strategyId = await strategy('short', 10, t0, t0 + 15 * MINUTE);
    const id = await insertAction(server, {
      asset_id: await demoAssetId(server, 23),
      type: 'FIRMWARE_UPDATE',
      automation_strategy_id: strategyId,
      next_attempt_at: t0,
    });
    await runAutomation(server.database, t0);
    // The second attempt would be at t0 + 10 min, before the deadline.
    expect(await action(id)).toMatchObject({ state: 'IN_PROGRESS', attempts: 1 });
    await runAutomation(server.database, t0 + 10 * MINUTE);
    // A third at t0 + 20 min would pass the deadline: the action fails now.
    expect(await action(id)).toMatchObject({ state: 'FAILED', attempts: 2, next_attempt_at: null });

    // An action whose run comes after the deadline is failed without an attempt.
    const late = await insertAction(server, {
      asset_id: await demoAssetId(server, 24),
      type: 'PING',
      automation_strategy_id: strategyId,
      next_attempt_at: t0,
    });
    await runAutomation(server.database, t0 + 20 * MINUTE);
    const expired = await action(late);
    expect(expired).toMatchObject({ state: 'FAILED', attempts: 0 });
    expect(JSON.parse(expired.error_response_json!)).toMatchObject({ code: 'DEADLINE' });
    expect(await executions(late)).toHaveLength(0);
  });

  it('executes each due action once when two runs go at the same time', async () => {
    const t0 = Date.UTC(2030, 3, 1);
    const strategyId = await strategy('parallel', 3, t0, t0 + 24 * 60 * MINUTE);
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(
        await insertAction(server, {
          asset_id: await demoAssetId(server, 30 + i),
          type: 'PING',
          automation_strategy_id: strategyId,
          next_attempt_at: t0,
        }),
      );
    }
    const [a, b] = await Promise.all([
      runAutomation(server.database, t0),
      runAutomation(server.database, t0),
    ]);
    expect(a + b).toBe(12);
    for (const id of ids) {
      expect(await executions(id)).toHaveLength(1);
      expect((await action(id)).state).toBe('COMPLETED');
    }
  });
});
