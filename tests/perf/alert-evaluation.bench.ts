/**
 * Alert evaluation: 1,000 alert rules over 1,000,000 traces. One evaluation pass (claim the
 * due rules, count every distinct window, settle the rules and mail what fires) must finish
 * within one schedule period (ALERT_INTERVAL_SECONDS, 60 by default). The traces lie in the
 * last 26 hours, so windows of minutes and of hours both count many of them. Mail goes to a
 * counting mailer: the figure is the evaluation's, not an SMTP server's. SQLite by default;
 * PostgreSQL when TEST_DATABASE_URL is set. Usage:
 *   npm run perf:alerts                      (TRACES=1000000 RULES=1000 PASSES=5)
 *   node scripts/with-postgres.mjs npm run perf:alerts
 */
import fs from 'node:fs';
import { sql } from 'kysely';
import type { Transaction } from 'kysely';
import { ALERT_MESSAGE_TYPES, ALERT_OPERATORS } from '@contracts/alerts';
import { migrate } from '../../server/src/db/database';
import type { Database } from '../../server/src/db/database';
import type { DB } from '../../server/src/db/schema';
import { seedDemo } from '../../server/src/demo/seed';
import { runAlertEvaluation } from '../../server/src/jobs/alerts';
import type { Mailer } from '../../server/src/lib/mail';
import { seededRandom } from '../../server/src/lib/random';
import { openFresh, runBench } from './trace-fixture';

const TRACES = Number(process.env.TRACES ?? 1_000_000);
const RULES = Number(process.env.RULES ?? 1000);
const PASSES = Number(process.env.PASSES ?? 5);
const PERIOD_MS = Number(process.env.ALERT_INTERVAL_SECONDS ?? 60) * 1000;
const SPAN_MS = 26 * 3_600_000;
/** Rows per statement: each stays well within the connection's statement timeout. */
const CHUNK = 20_000;

/** TRACES traces over the last 26 hours, spread over the demo's flows, then their hours. */
async function fill(database: Database, endMs: number) {
  return database.db.transaction().execute(async (db) => {
    // Filling is not what is measured: no statement time limit for it.
    if (database.dialect === 'postgres') await sql`set local statement_timeout = 0`.execute(db);
    return fillIn(database.dialect, db, endMs);
  });
}

async function fillIn(dialect: Database['dialect'], db: Transaction<DB>, endMs: number) {
  await sql`create table bench_flows (n integer primary key, organization_id integer not null, flow_id text not null)`.execute(
    db,
  );
  const flows = await db
    .selectFrom('flows')
    .select(['organization_id', 'id'])
    .orderBy('id')
    .execute();
  for (let i = 0; i < flows.length; i += 200) {
    const part = flows.slice(i, i + 200);
    await sql`insert into bench_flows (n, organization_id, flow_id) values ${sql.join(
      part.map((f, j) => sql`(${i + j}, ${f.organization_id}, ${f.id})`),
    )}`.execute(db);
  }
  const start = endMs - SPAN_MS;
  // Time stamps by a multiplicative hash of i: spread, not ordered by insert.
  const columns = `f.organization_id, f.flow_id, 'bench-' || i, 'bench', 'MESSAGE',
      ${start} + ((cast(i as bigint) * 7919) % ${SPAN_MS}), 1, 1,
      case when i % 10 = 0 then 'FAILED' when i % 10 = 1 then 'RETRYING' else 'SUCCESS' end,
      case when i % 10 = 0 then 'REMOTE_SERVER_ERROR' else null end, null,
      i % 200, i % 100, null, '[]', 'BENCH'`;
  const insert = `insert into traces (organization_id, flow_id, exchange_id, name, type, time_stamp,
      delivery_attempt_no, max_delivery_attempts, status, error_category, error_message,
      processing_time_ms, response_time_ms, payload_id, steps_json, source)`;
  for (let lo = 1; lo <= TRACES; lo += CHUNK) {
    const hi = Math.min(TRACES, lo + CHUNK - 1);
    const series =
      dialect === 'postgres'
        ? `generate_series(${lo}, ${hi}) as g(i)`
        : `(with recursive s(i) as (select ${lo} union all select i + 1 from s where i < ${hi}) select i from s) as g`;
    await sql
      .raw(
        `${insert} select ${columns} from ${series} join bench_flows f on f.n = g.i % ${flows.length}`,
      )
      .execute(db);
  }
  // The hourly sums, as the inserts keep them (migration 0006's query).
  await sql`delete from flow_hours`.execute(db);
  // One clock hour per statement, for the same reason as the chunks.
  const firstHour = Math.floor(start / 3_600_000) * 3_600_000;
  for (let hour = firstHour; hour < endMs; hour += 3_600_000) {
    await sql`
      insert into flow_hours (
        organization_id, hour, flow_id, attempts, successful, failed, retrying,
        connector_errors, processing_min, processing_sum, processing_max,
        response_min, response_sum, response_max)
      select organization_id, ${sql.lit(hour)}, flow_id, count(*),
        sum(case when status = 'SUCCESS' then 1 else 0 end),
        sum(case when status = 'FAILED' then 1 else 0 end),
        sum(case when status = 'RETRYING' then 1 else 0 end),
        0, min(processing_time_ms), sum(processing_time_ms), max(processing_time_ms),
        min(response_time_ms), sum(response_time_ms), max(response_time_ms)
      from traces
      where time_stamp >= ${sql.lit(hour)} and time_stamp < ${sql.lit(hour + 3_600_000)}
      group by organization_id, flow_id`.execute(db);
  }
  return flows;
}

/** RULES rules over the organizations' flows: every type, operator and window. */
async function addRules(database: Database, flows: { organization_id: number; id: string }[]) {
  const random = seededRandom(11);
  const byOrg = new Map<number, string[]>();
  for (const f of flows)
    byOrg.set(f.organization_id, [...(byOrg.get(f.organization_id) ?? []), f.id]);
  const orgs = [...byOrg.keys()];
  const at = new Date().toISOString();
  const rows = Array.from({ length: RULES }, (_, i) => {
    const org = orgs[i % orgs.length]!;
    const own = byOrg.get(org)!;
    const hours = random() < 0.5;
    return {
      organization_id: org,
      message_type: ALERT_MESSAGE_TYPES[i % 3]!,
      operator: ALERT_OPERATORS[Math.floor(i / 3) % 3]!,
      count: Math.floor(random() * 500),
      time_value: hours ? 1 + Math.floor(random() * 24) : 1 + Math.floor(random() * 60),
      time_unit: hours ? 'HOURS' : 'MINUTES',
      flow_ids_json: JSON.stringify(
        Array.from(
          { length: 1 + Math.floor(random() * 5) },
          () => own[Math.floor(random() * own.length)]!,
        ),
      ),
      recipients_json: JSON.stringify([`rule${i}@example.com`]),
      created: at,
      created_by_id: null,
      updated: at,
      updated_by_id: null,
      last_triggered_at: null,
      last_notified_at: null,
      incident_since: null,
      next_evaluation_at: 0,
    };
  });
  for (let i = 0; i < rows.length; i += 200) {
    await database.db
      .insertInto('alert_rules')
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

async function main() {
  const { database, cleanup } = await openFresh('alert_bench');
  try {
    await migrate(database);
    await seedDemo(database);
    const now = Date.now();
    const started = performance.now();
    const flows = await fill(database, now);
    await sql`analyze`.execute(database.db);
    await addRules(database, flows);
    const fillSeconds = (performance.now() - started) / 1000;
    let mails = 0;
    const mailer: Mailer = {
      send: async () => {
        mails += 1;
      },
      describe: () => 'counting mailer',
      check: async () => ({ ok: true, detail: 'counting' }),
      close: () => undefined,
    };
    const options = { intervalMs: PERIOD_MS, renotifyMs: 0, publicUrl: 'http://localhost' };
    const passes: { evaluated: number; fired: number; ms: number }[] = [];
    for (let pass = 0; pass < PASSES; pass += 1) {
      // Each pass one period later: every rule is due again; traces keep their times.
      const result = await runAlertEvaluation(database, mailer, options, now + pass * PERIOD_MS);
      passes.push({
        evaluated: result.evaluated,
        fired: result.fired,
        ms: +result.took.toFixed(1),
      });
    }
    const windows = await database.db
      .selectFrom('alert_rules')
      .select(['time_value', 'time_unit'])
      .distinct()
      .execute();
    const slowest = Math.max(...passes.map((p) => p.ms));
    const report = {
      database: database.dialect,
      traces: TRACES,
      rules: RULES,
      distinctWindows: windows.length,
      flows: flows.length,
      fillSeconds: +fillSeconds.toFixed(1),
      periodMs: PERIOD_MS,
      passes,
      mails,
      slowestPassMs: slowest,
    };
    console.log(
      `alert evaluation: ${RULES} rules (${windows.length} distinct windows) over ${TRACES} traces on ${database.dialect}; filled in ${report.fillSeconds} s; period ${PERIOD_MS} ms`,
    );
    console.table(passes);
    console.log(`slowest pass ${slowest} ms; ${mails} mails`);
    fs.mkdirSync('.test-output', { recursive: true });
    fs.writeFileSync(
      `.test-output/perf-alerts-${database.dialect}.json`,
      JSON.stringify(report, null, 2),
    );
    if (passes.some((p) => p.evaluated !== RULES)) {
      console.error('a pass did not evaluate every rule');
      process.exitCode = 1;
    }
    if (slowest >= PERIOD_MS) {
      console.error(`a pass took ${slowest} ms, at or over the period of ${PERIOD_MS} ms`);
      process.exitCode = 1;
    }
  } finally {
    await cleanup();
  }
}

runBench(main);
