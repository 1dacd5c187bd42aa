#!/usr/bin/env node
// Mixed load on the real server, as on a bad day (see README.md):
//   node tests/perf/load.bench.mjs                                   (SQLite)
//   node scripts/with-postgres.mjs node tests/perf/load.bench.mjs    (PostgreSQL)
// For LOAD_SECONDS (60): authenticated reads at READ_RATE (500) req/s, and beside them a
// flood of bad sign-ins (FLOOD_RATE, 100/s) and of anonymous inbound posts (INBOUND_RATE,
// 200/s, 16 KiB each), while /api/health is asked every 250 ms. It passes when no answer
// is 5xx, the reads' p99 is at most 250 ms, health always answered within 2 s, and the
// stored payloads stayed within the organization's quota.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  databaseName,
  databaseUrl,
  formHeaders,
  intEnv,
  pinning,
  ROOT,
  signIn,
  sleep,
  startBenchServer,
} from './bench-server.mjs';

const settings = {
  seconds: intEnv('LOAD_SECONDS', 60),
  readRate: intEnv('READ_RATE', 500),
  // Each connection sends its next request only when the last one is answered, at most
  // READ_RATE / READ_CONNECTIONS a second: when answers are slow, the rate offered drops
  // (reported as the reads' requests per second); more connections keep it up.
  readConnections: intEnv('READ_CONNECTIONS', 20),
  floodRate: intEnv('FLOOD_RATE', 100),
  inboundRate: intEnv('INBOUND_RATE', 200),
  quotaBytes: intEnv('QUOTA_BYTES', 4 * 1024 * 1024),
};
const READ_P99_BUDGET_MS = 250;
const HEALTH_TIMEOUT_MS = 2000;
const OUTPUT = path.join(ROOT, '.test-output', `perf-load-${databaseName}.json`);

// The server has the whole machine, as `npm start` would: its event loop, reader threads
// and password hashing spread over the cores. BENCH_PIN=1 pins it to CPU 0 and the load to
// CPU 1, a one-core server.
const pin = pinning(2, { byDefault: false });
const server = await startBenchServer({
  pin,
  cpu: 0,
  env: { INBOUND_QUOTA_BYTES: String(settings.quotaBytes) },
});
// The load runs in this process, on the other core.
if (pin.pinned) {
  const { execFileSync } = await import('node:child_process');
  execFileSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
}

async function storedPayloadBytes() {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query(
      'select coalesce(sum(size), 0)::bigint as bytes from payloads where organization_id = $1',
      [2],
    );
    await client.end();
    return Number(rows[0].bytes);
  }
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(server.dataDir, 'console.sqlite'), { readonly: true });
  try {
    return Number(
      db
        .prepare('select coalesce(sum(size), 0) as bytes from payloads where organization_id = 2')
        .get().bytes,
    );
  } finally {
    db.close();
  }
}

function dirBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory() ? dirBytes(file) : fs.statSync(file).size;
  }
  return total;
}

function summary(result) {
  return {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    statuses: Object.fromEntries(['2xx', '4xx', '5xx'].map((r) => [r, result[r]])),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

let exitCode = 0;
try {
  const { base } = server;
  const token = await signIn(base, 'operator@example.com');
  const bearer = { authorization: `Bearer ${token}` };
  const org = 2;
  const day = 86_400_000;
  // As the console asks: a relative range ("last 24 hours") resolved when each call is made.
  const range = () => {
    const now = Date.now();
    return `fromDate=${now - day}&toDate=${now}`;
  };
  const reads = [
    () => '/api/identity/users/me',
    () => `/api/config/v2/${org}/features`,
    () => `/api/insights/v1/${org}/flows/meter-readings-in`,
    () => `/api/insights/v1/${org}/summary?${range()}`,
    () => `/api/insights/v2/${org}/traces?${range()}&limit=50`,
    () => `/api/insights/v1/${org}/histograms?${range()}&buckets=48&flowId=meter-readings-in`,
    () => `/api/registry/v1/${org}/service-accounts`,
  ];
  const payloadBytesBefore = await storedPayloadBytes();
  const diskBefore = databaseUrl ? 0 : dirBytes(server.dataDir);

  const health = { asked: 0, answered: 0, slowestMs: 0, failures: [] };
  let loading = true;
  const healthLoop = (async () => {
    while (loading) {
      const started = performance.now();
      health.asked += 1;
      try {
        const response = await fetch(`${base}/api/health`, {
          signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
        });
        if (response.ok) health.answered += 1;
        else health.failures.push(`status ${response.status}`);
      } catch (error) {
        health.failures.push(error instanceof Error ? error.message : String(error));
      }
      health.slowestMs = Math.max(health.slowestMs, performance.now() - started);
      await sleep(250);
    }
  })();

  const body16k = JSON.stringify({ report: 'x'.repeat(16 * 1024 - 20) });
  let attempt = 0;
  const run = (options) => autocannon({ duration: settings.seconds, ...options });
  process.stdout.write(
    `load: ${databaseName}, ${settings.seconds} s: reads ${settings.readRate}/s, bad sign-ins ` +
      `${settings.floodRate}/s, inbound posts ${settings.inboundRate}/s; ` +
      `${pin.pinned ? 'server on CPU 0, load on CPU 1' : `not pinned (${pin.why})`}\n`,
  );
  const [read, flood, inbound] = await Promise.all([
    run({
      url: base,
      connections: settings.readConnections,
      overallRate: settings.readRate,
      requests: reads.map((pathOf) => ({
        method: 'GET',
        headers: bearer,
        setupRequest: (request) => ({ ...request, path: pathOf() }),
      })),
    }),
    run({
      url: base,
      connections: 10,
      overallRate: settings.floodRate,
      requests: [
        {
          method: 'POST',
          path: '/api/identity/authentication/token',
          headers: formHeaders,
          setupRequest: (request) => {
            attempt += 1;
            const username = attempt % 3 === 0 ? 'operator@example.com' : `nobody${attempt}@x.test`;
            return {
              ...request,
              body: new URLSearchParams({
                grant_type: 'password',
                scope: 'console',
                username,
                password: `wrong-${attempt}`,
              }).toString(),
            };
          },
        },
      ],
    }),
    run({
      url: `${base}/api/inbound/nordkraft/outage-report-public`,
      method: 'POST',
      connections: 10,
      overallRate: settings.inboundRate,
      headers: { 'content-type': 'application/json' },
      body: body16k,
    }),
  ]);
  loading = false;
  await healthLoop;

  const payloadBytesAfter = await storedPayloadBytes();
  const report = {
    database: databaseName,
    startedAt: new Date().toISOString(),
    settings,
    reads: summary(read),
    badSignIns: summary(flood),
    inbound: summary(inbound),
    health: { ...health, failures: health.failures.slice(0, 10) },
    payloadBytes: {
      before: payloadBytesBefore,
      after: payloadBytesAfter,
      quota: settings.quotaBytes,
    },
    dataDirGrowthBytes: databaseUrl ? null : dirBytes(server.dataDir) - diskBefore,
  };
  console.table({
    reads: report.reads,
    'bad sign-ins': report.badSignIns,
    'inbound posts': report.inbound,
  });
  console.log('health:', report.health);
  console.log('payload bytes:', report.payloadBytes, 'data dir growth:', report.dataDirGrowthBytes);
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  fs.writeFileSync(OUTPUT, `${JSON.stringify(report, null, 2)}\n`);

  const problems = [];
  for (const [name, part] of Object.entries({ reads: read, flood, inbound })) {
    if (part['5xx'] > 0) problems.push(`${name}: ${part['5xx']} answers were 5xx`);
  }
  if (read.non2xx > 0) problems.push(`reads: ${read.non2xx} answers were not 2xx`);
  if (read.latency.p99 > READ_P99_BUDGET_MS) {
    problems.push(`reads: p99 ${read.latency.p99} ms is over ${READ_P99_BUDGET_MS} ms`);
  }
  if (health.answered !== health.asked) {
    problems.push(`health: ${health.asked - health.answered} of ${health.asked} unanswered`);
  }
  if (payloadBytesAfter > settings.quotaBytes) {
    problems.push(`payloads: ${payloadBytesAfter} bytes stored, quota ${settings.quotaBytes}`);
  }
  for (const problem of problems) process.stderr.write(`load: ${problem}\n`);
  if (problems.length > 0) exitCode = 1;
} catch (error) {
  process.stderr.write(`load: ${error instanceof Error ? error.message : error}\n`);
  exitCode = 1;
} finally {
  await server.stop();
}
process.exit(exitCode);
