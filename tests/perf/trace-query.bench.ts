/**
 * The trace page query over 1,000,000 traces: p50/p99 of tracePage() for the filters
 * the console uses. SQLite by default; PostgreSQL when TEST_DATABASE_URL is set (run
 * through scripts/with-postgres.mjs). Usage:
 *   npx tsx tests/perf/trace-query.bench.ts            (TRACES=1000000 ITERATIONS=300)
 *   node scripts/with-postgres.mjs npx tsx tests/perf/trace-query.bench.ts
 */
import fs from 'node:fs';
import { tracePage } from '../../server/src/services/insights/trace-store';
import type { TraceFilter } from '../../server/src/services/insights/trace-store';
import { seededRandom } from '../../server/src/lib/random';
import { filledDatabase, runBench, TRACES } from './trace-fixture';

const ITERATIONS = Number(process.env.ITERATIONS ?? 300);
const ORG = 2;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const { database, cleanup, flows, seconds } = await filledDatabase();
  try {
    const orgFlows = flows.filter((f) => f.organization_id === ORG).map((f) => f.id);
    const now = Date.now();
    const day = 86_400_000;
    const random = seededRandom(5);
    // Values for the error category and free-text filters, as a user would pick them.
    const sample = await database.db
      .selectFrom('traces')
      .select(['exchange_id', 'error_category', 'error_message'])
      .where('organization_id', '=', ORG)
      .where('error_message', 'is not', null)
      .orderBy('id')
      .limit(500)
      .execute();
    const categories = [...new Set(sample.map((t) => t.error_category!))];
    const exchanges = sample.map((t) => t.exchange_id);
    const words = [
      ...new Set(sample.flatMap((t) => t.error_message!.split(/\W+/).filter((w) => w.length > 5))),
    ];
    const cases: Record<string, () => TraceFilter> = {
      'last 24 h, first page': () => ({ fromDate: now - day, toDate: now, offset: 0, limit: 100 }),
      'last 7 days, page 5': () => ({
        fromDate: now - 7 * day,
        toDate: now,
        offset: 400,
        limit: 100,
      }),
      'one flow, 7 days': () => ({
        fromDate: now - 7 * day,
        toDate: now,
        flowId: orgFlows[Math.floor(random() * orgFlows.length)],
        offset: 0,
        limit: 100,
      }),
      'failed, 30 days': () => ({
        fromDate: now - 30 * day,
        toDate: now,
        status: 'FAILED',
        offset: 0,
        limit: 100,
      }),
      'one flow + has payload': () => ({
        fromDate: now - 30 * day,
        toDate: now,
        flowId: orgFlows[Math.floor(random() * orgFlows.length)],
        hasPayload: true,
        offset: 0,
        limit: 100,
      }),
      'error category, 30 days': () => ({
        fromDate: now - 30 * day,
        toDate: now,
        errorCategory: categories[Math.floor(random() * categories.length)],
        offset: 0,
        limit: 100,
      }),
      'text: a flow id, 7 days': () => ({
        fromDate: now - 7 * day,
        toDate: now,
        q: orgFlows[Math.floor(random() * orgFlows.length)]!.toUpperCase(),
        offset: 0,
        limit: 100,
      }),
      'text: exchange id, 30 days': () => ({
        fromDate: now - 30 * day,
        toDate: now,
        q: exchanges[Math.floor(random() * exchanges.length)],
        offset: 0,
        limit: 100,
      }),
      'text: error words, 30 days': () => ({
        fromDate: now - 30 * day,
        toDate: now,
        q: words[Math.floor(random() * words.length)],
        offset: 0,
        limit: 100,
      }),
      'text: no match, 30 days': () => ({
        fromDate: now - 30 * day,
        toDate: now,
        q: `no-such-${Math.floor(random() * 1e6)}`,
        offset: 0,
        limit: 100,
      }),
    };
    const results: Record<string, { p50: number; p99: number; max: number }> = {};
    for (const [name, filter] of Object.entries(cases)) {
      for (let i = 0; i < 20; i += 1) await tracePage(database.db, ORG, filter());
      const times: number[] = [];
      for (let i = 0; i < ITERATIONS; i += 1) {
        const f = filter();
        const t0 = performance.now();
        await tracePage(database.db, ORG, f);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      results[name] = {
        p50: +percentile(times, 50).toFixed(2),
        p99: +percentile(times, 99).toFixed(2),
        max: +times.at(-1)!.toFixed(2),
      };
    }
    const report = {
      database: database.dialect,
      traces: TRACES,
      fillSeconds: +seconds.toFixed(1),
      iterations: ITERATIONS,
      results,
    };
    console.log(
      `trace page query over ${TRACES} traces on ${database.dialect} (ms, ${ITERATIONS} runs each):`,
    );
    console.table(results);
    fs.mkdirSync('.test-output', { recursive: true });
    fs.writeFileSync(
      `.test-output/perf-traces-${database.dialect}.json`,
      JSON.stringify(report, null, 2),
    );
  } finally {
    await cleanup();
  }
}

runBench(main);
