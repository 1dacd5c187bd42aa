/**
 * A year of one channel's 15-minute readings (35,040 values) aggregated by the organization's
 * local days, as the usage point's Meter readings tab asks for it: p50/p99 of readChannel()
 * for Daily Sum, Daily Average with Summation, and a month of hourly values. SQLite by
 * default (on a reader thread, as the server reads); PostgreSQL when TEST_DATABASE_URL is
 * set. Usage:
 *   npx tsx tests/perf/datalake-readings.bench.ts            (ITERATIONS=200)
 *   node scripts/with-postgres.mjs npx tsx tests/perf/datalake-readings.bench.ts
 */
import path from 'node:path';
import { sql } from 'kysely';
import type { ReadingsQuery } from '@contracts/datalake';
import { migrate } from '../../server/src/db/database';
import { createReadPool } from '../../server/src/db/read-pool';
import {
  insertReadings,
  modelValue,
  SLOT_MS,
} from '../../server/src/services/datalake/readings-source';
import { readChannel } from '../../server/src/services/datalake/readings-store';
import { openFresh } from './trace-fixture';

const ITERATIONS = Number(process.env.ITERATIONS ?? 200);
const ZONE = 'Europe/Oslo';
const BUDGET_MS = 50;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main() {
  const { database, dataDir, cleanup } = await openFresh('datalake_bench');
  const reads =
    database.dialect === 'sqlite'
      ? createReadPool(path.join(dataDir, 'console.sqlite'), 2, 10_000)
      : database.db;
  try {
    await migrate(database);
    const to = Date.UTC(2025, 11, 31, 23);
    const from = to - 365 * 86_400_000;
    const { id } = await database.db
      .insertInto('datalake_channels')
      .values({
        organization_id: 2,
        usage_point_id: '707057500000000001',
        mr_id: 'BENCH',
        name: 'bench',
        kind: 'A+',
        reading_type_ref: 'bench',
        is_virtual: 0,
        readings_from: from,
        materialised_to: to,
        profile: 'household',
        seed: 42,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows: { channel_id: number; ts: number; value: number }[] = [];
    for (let ts = from; ts < to; ts += SLOT_MS) {
      rows.push({ channel_id: id, ts, value: modelValue('household', 42, ts) ?? 0 });
    }
    await database.db.transaction().execute((trx) => insertReadings(trx, rows));
    await sql`analyze`.execute(database.db);
    const base = { fromDate: from, toDate: to, interval: 'PT15M', stridePeriod: 'None' } as const;
    const cases: Record<string, ReadingsQuery> = {
      'year, Daily Sum': {
        ...base,
        aggregation: 'Sum',
        accumulation: 'None',
        macroPeriod: 'Daily',
      },
      'year, Daily Average, Summation': {
        ...base,
        aggregation: 'Average',
        accumulation: 'Summation',
        macroPeriod: 'Daily',
      },
      'month, PT1H Maximum': {
        ...base,
        fromDate: to - 31 * 86_400_000,
        interval: 'PT1H',
        aggregation: 'Maximum',
        accumulation: 'None',
        macroPeriod: 'None',
      },
    };
    const results: Record<string, { p50: number; p99: number; points: number }> = {};
    for (const [name, query] of Object.entries(cases)) {
      let points = 0;
      for (let i = 0; i < 10; i += 1) points = (await readChannel(reads, id, query, ZONE)).length;
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i += 1) {
        const started = performance.now();
        await readChannel(reads, id, query, ZONE);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      results[name] = {
        p50: Math.round(percentile(times, 50) * 10) / 10,
        p99: Math.round(percentile(times, 99) * 10) / 10,
        points,
      };
    }
    const output = {
      database: database.dialect,
      values: rows.length,
      iterations: ITERATIONS,
      results,
    };
    console.log(JSON.stringify(output, null, 2));
    const daily = results['year, Daily Sum'];
    if (daily && daily.p99 > BUDGET_MS) {
      console.error(`year, Daily Sum p99 ${daily.p99} ms is over the ${BUDGET_MS} ms budget`);
      process.exitCode = 1;
    }
  } finally {
    if (reads !== database.db) await reads.destroy();
    await cleanup();
  }
}

await main();
