#!/usr/bin/env node
// Throughput and latency of the real server on three hot endpoints (see README.md):
//   node tests/perf/server-bench.mjs                                      (SQLite)
//   node scripts/with-postgres.mjs node tests/perf/server-bench.mjs       (PostgreSQL)
// The server runs pinned to one core and the load generator to another, over loopback.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  databaseName as database,
  formHeaders,
  freePort,
  intEnv,
  pinned,
  pinning,
  ROOT,
  signIn as signInAs,
  sleep,
  startBenchServer,
} from './bench-server.mjs';

const OUTPUT = path.join(ROOT, '.test-output', 'perf-server.json');
const WORKER = path.join(import.meta.dirname, 'load-worker.mjs');

const settings = {
  seconds: intEnv('BENCH_SECONDS', 10),
  connections: intEnv('BENCH_CONNECTIONS', 10),
  warmupSeconds: intEnv('BENCH_WARMUP_SECONDS', 2),
  // The ratio to bare Fastify: this many pairs of runs, the two servers in turn, so that a
  // change in the machine's speed during the benchmark touches both sides of each pair.
  ratioRounds: intEnv('BENCH_RATIO_ROUNDS', 3),
  ratioSeconds: intEnv('BENCH_RATIO_SECONDS', 5),
  serverCpu: intEnv('BENCH_SERVER_CPU', 0),
  loadCpu: intEnv('BENCH_LOAD_CPU', 1),
};
const DEMO_LOGIN = { username: 'admin@example.com', password: 'console-demo' };
const DEMO_USER_ID = 1;
const DEMO_ORGANIZATION_ID = 1;

const pin = pinning(Math.max(settings.serverCpu, settings.loadCpu) + 1);
if (!pin.pinned) process.stderr.write(`server-bench: not pinning to cores (${pin.why})\n`);

let server = null;
let worker = null;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    worker?.kill('SIGKILL');
    void (server?.stop() ?? Promise.resolve()).then(() =>
      process.exit(128 + os.constants.signals[signal]),
    );
  });
}

const loginBody = new URLSearchParams({
  grant_type: 'password',
  scope: 'console',
  ...DEMO_LOGIN,
}).toString();

const signIn = (base) => signInAs(base, DEMO_LOGIN.username, DEMO_LOGIN.password);

function scenarios(token) {
  const bearer = { authorization: `Bearer ${token}` };
  return [
    {
      name: 'sign-in (password grant)',
      method: 'POST',
      path: '/api/identity/authentication/token',
      headers: formHeaders,
      body: loginBody,
    },
    {
      name: 'get user',
      method: 'GET',
      path: `/api/identity/users/${DEMO_USER_ID}`,
      headers: bearer,
    },
    {
      name: 'get features',
      method: 'GET',
      path: `/api/config/v2/${DEMO_ORGANIZATION_ID}/features`,
      headers: bearer,
    },
  ];
}

/** One request first, so a broken endpoint shows its answer rather than only a count. */
async function probe(base, scenario) {
  const response = await fetch(`${base}${scenario.path}`, {
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
  });
  if (!response.ok) {
    const text = (await response.text()).slice(0, 300);
    process.stderr.write(`server-bench: ${scenario.name} answers ${response.status}: ${text}\n`);
  }
}

function runLoad(base, scenario, seconds = settings.seconds) {
  const options = {
    url: `${base}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections: settings.connections,
    seconds,
    warmupSeconds: settings.warmupSeconds,
  };
  const [file, args] = pinned(pin, settings.loadCpu, [
    process.execPath,
    WORKER,
    JSON.stringify(options),
  ]);
  return new Promise((resolve, reject) => {
    let stdout = '';
    worker = spawn(file, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    worker.stdout.on('data', (chunk) => (stdout += chunk));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      worker = null;
      if (code !== 0) return reject(new Error(`the load generator exited with ${code}`));
      resolve(JSON.parse(stdout.trim().split('\n').pop()));
    });
  });
}

async function startBareFastify(benchPath, body) {
  const port = await freePort();
  const [file, args] = pinned(pin, settings.serverCpu, [
    process.execPath,
    path.join(import.meta.dirname, 'bare-fastify.mjs'),
  ]);
  const child = spawn(file, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), BENCH_PATH: benchPath, BENCH_BODY: body },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    try {
      if ((await fetch(`${base}${benchPath}`)).ok) break;
    } catch {
      if (tries > 100) throw new Error('bare Fastify did not start');
    }
    await sleep(100);
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

function printTable(run) {
  const rows = [
    ['database', 'endpoint', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
    ...run.results.map((r) => [
      run.database,
      `${r.method} ${r.path}`,
      r.requestsPerSecond.toFixed(1),
      String(r.latencyP50Ms),
      String(r.latencyP99Ms),
      String(r.non2xx),
      String(r.errors + r.timeouts),
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) =>
    row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  process.stdout.write(`\n${line(rows[0])}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  for (const row of rows.slice(1)) process.stdout.write(`${line(row)}\n`);
}

/** Results of each database are kept side by side; a new run replaces only its own. */
function writeJson(run) {
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  let previous = {};
  try {
    previous = JSON.parse(fs.readFileSync(OUTPUT, 'utf8')).runs ?? {};
  } catch {
    // First run.
  }
  const runs = { ...previous, [run.database]: run };
  fs.writeFileSync(OUTPUT, `${JSON.stringify({ runs }, null, 2)}\n`);
}

let exitCode = 0;
try {
  server = await startBenchServer({
    pin,
    cpu: settings.serverCpu,
    env: {
      // The load comes from one address; the per-client limit of sign-ins would refuse most of it.
      TOKEN_RATE_LIMIT_PER_MINUTE: '100000000',
      // Attempts are counted before the password is checked, so ten connections signing in
      // one user at once would otherwise be locked out in turn until each success clears it.
      LOCKOUT_THRESHOLD: '1000000',
    },
  });
  const { base } = server;
  const token = await signIn(base);
  const cpus = pin.pinned
    ? `server on CPU ${settings.serverCpu}, load on CPU ${settings.loadCpu}`
    : 'not pinned';
  process.stdout.write(
    `server-bench: ${database}, ${settings.connections} connections, ` +
      `${settings.warmupSeconds} s warm-up + ${settings.seconds} s per endpoint, ${cpus}\n`,
  );
  const run = {
    database,
    startedAt: new Date().toISOString(),
    node: process.version,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    pinned: pin.pinned,
    ...settings,
    results: [],
  };
  for (const scenario of scenarios(token)) {
    await probe(base, scenario);
    process.stdout.write(`  ${scenario.method} ${scenario.path} ...\n`);
    const figures = await runLoad(base, scenario);
    run.results.push({
      endpoint: scenario.name,
      method: scenario.method,
      path: scenario.path,
      ...figures,
    });
  }
  // The same answer from bare Fastify on the same core: the ceiling for that read.
  const userScenario = scenarios(token)[1];
  const userBody = await (
    await fetch(`${base}${userScenario.path}`, { headers: userScenario.headers })
  ).text();
  const bare = await startBareFastify(userScenario.path, userBody);
  try {
    process.stdout.write(`  bare Fastify, GET ${userScenario.path} ...\n`);
    const figures = await runLoad(bare.base, { method: 'GET', path: userScenario.path });
    run.results.push({
      endpoint: 'bare Fastify, the same JSON',
      method: 'GET',
      path: `${userScenario.path} (bare Fastify)`,
      ...figures,
    });
    process.stdout.write(
      `  ratio: ${settings.ratioRounds} pairs of ${settings.ratioSeconds} s runs, in turn ...\n`,
    );
    run.ratios = [];
    for (let round = 0; round < settings.ratioRounds; round += 1) {
      const real = await runLoad(base, userScenario, settings.ratioSeconds);
      const ceiling = await runLoad(bare.base, userScenario, settings.ratioSeconds);
      run.ratios.push(+(real.requestsPerSecond / ceiling.requestsPerSecond).toFixed(3));
    }
    const sorted = [...run.ratios].sort((a, b) => a - b);
    run.ratioToBareFastify = sorted[Math.floor(sorted.length / 2)] ?? null;
  } finally {
    await bare.stop();
  }
  printTable(run);
  process.stdout.write(
    `\nGET ${userScenario.path}: ${run.ratioToBareFastify} of bare Fastify's req/s ` +
      `(median of ${run.ratios.join(', ')})\n`,
  );
  writeJson(run);
  process.stdout.write(`\nwritten to ${path.relative(ROOT, OUTPUT)}\n`);
  if (run.results.some((r) => r.non2xx > 0 || r.errors > 0)) exitCode = 1;
} catch (error) {
  process.stderr.write(`server-bench: ${error instanceof Error ? error.message : error}\n`);
  exitCode = 1;
} finally {
  await server?.stop();
}
process.exit(exitCode);
