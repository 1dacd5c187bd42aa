import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { poisson } from '../lib/random';
import { processMessage, QuotaExceeded, samplePayload } from '../services/insights/engine';

const LOCK_ID = 724_003;

export interface TrafficState {
  lastTick: string | null;
  lastError: string | null;
  messages: number;
}

/**
 * One tick of live traffic: every started, unpaused flow receives a Poisson-distributed
 * number of messages for the elapsed time. With several instances on PostgreSQL only
 * the one holding the advisory lock generates a tick.
 */
export async function trafficTick(
  database: Database,
  elapsedMs: number,
  speed: number,
  random: () => number = Math.random,
  /** The organization's payload quota (INBOUND_QUOTA_BYTES): demo traffic keeps to it too. */
  quotaBytes?: number,
): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    if (database.dialect === 'postgres') {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${LOCK_ID}) as locked`.execute(trx);
      if (!rows[0]?.locked) return 0;
    }
    const flows = await trx
      .selectFrom('flows')
      .selectAll()
      .where('state', '=', 'STARTED')
      .where('paused', '=', 0)
      .execute();
    const now = Date.now();
    let messages = 0;
    for (const flow of flows) {
      const count = poisson(random, (flow.traffic_per_minute * speed * elapsedMs) / 60_000);
      for (let i = 0; i < count; i += 1) {
        const at = now - Math.floor(random() * elapsedMs);
        try {
          await processMessage(
            trx,
            flow,
            { ...samplePayload(flow, random, at), source: 'TRAFFIC', at, quotaBytes },
            random,
          );
        } catch (error) {
          // The organization's store is full: the message is refused, as an inbound post
          // would be, and nothing of it was written.
          if (error instanceof QuotaExceeded) continue;
          throw error;
        }
        messages += 1;
      }
    }
    return messages;
  });
}

export function startTraffic(
  database: Database,
  tickMs: number,
  speed: number,
  log: FastifyBaseLogger,
  quotaBytes?: number,
) {
  const state: TrafficState = { lastTick: null, lastError: null, messages: 0 };
  let last = Date.now();
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    const now = Date.now();
    const elapsed = now - last;
    last = now;
    running = trafficTick(database, elapsed, speed, Math.random, quotaBytes)
      .then((count) => {
        state.messages += count;
        state.lastTick = new Date(now).toISOString();
        state.lastError = null;
      })
      .catch((error: unknown) => {
        state.lastError = (error as Error).message;
        log.error({ err: error, job: 'traffic' }, 'traffic tick failed');
      })
      .finally(() => {
        running = null;
      });
  }, tickMs);
  timer.unref();
  return {
    state,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
