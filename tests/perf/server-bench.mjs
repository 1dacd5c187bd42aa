#!/usr/bin/env node
// Throughput and latency of the real server on three hot endpoints (see README.md):
//   node tests/perf/server-bench.mjs                                      (SQLite)
//   node scripts/with-postgres.mjs node tests/perf/server-bench.mjs       (PostgreSQL)
// The server runs pinned to one core and the load generator to another, over loopback.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUTPUT = path.join(ROOT, '.test-output', 'perf-server.json');
const WORKER = path.join(import.meta.dirname, 'load-worker.mjs');

function intEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

const settings = {
  seconds: intEnv('BENCH_SECONDS', 10),
  connections: intEnv('BENCH_CONNECTIONS', 10),
  warmupSeconds: intEnv('BENCH_WARMUP_SECONDS', 2),
  serverCpu: intEnv('BENCH_SERVER_CPU', 0),
  loadCpu: intEnv('BENCH_LOAD_CPU', 1),
};
const databaseUrl = process.env.TEST_DATABASE_URL || null;
const database = databaseUrl ? 'postgres' : 'sqlite';
const DEMO_LOGIN = { username: 'admin@example.com', password: 'console-demo' };
const DEMO_USER_ID = 1;
const DEMO_ORGANIZATION_ID = 1;

/** Pinning needs taskset and two cores; without them the figures mean less, so say so. */
function pinning() {
  const cpus = os.availableParallelism?.() ?? os.cpus().length;
  const cores = Math.max(settings.serverCpu, settings.loadCpu) + 1;
  try {
    execFileSync('taskset', ['-c', String(settings.serverCpu), 'true'], { stdio: 'ignore' });
  } catch {
    return { pinned: false, why: 'taskset is not available' };
  }
  if (cpus < cores) return { pinned: false, why: `only ${cpus} CPU(s)` };
  return { pinned: true };
}
const pin = pinning();
if (!pin.pinned) process.stderr.write(`server-bench: not pinning to cores (${pin.why})\n`);

/** `command` prefixed with taskset when pinning works. */
function pinned(cpu, command) {
  return pin.pinned ? ['taskset', ['-c', String(cpu), ...command]] : [command[0], command.slice(1)];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let server = null;
let serverExited = null;
let worker = null;
const serverOutput = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bench-'));

async function startServer(port) {
  const env = {
    ...process.env,
    DEMO: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    // The load comes from one address; the per-client limit of sign-ins would refuse most of it.
    TOKEN_RATE_LIMIT_PER_MINUTE: '100000000',
    // Attempts are counted before the password is checked, so ten connections signing in
    // one user at once would otherwise be locked out in turn until each success clears it.
    LOCKOUT_THRESHOLD: '1000000',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  const [file, args] = pinned(settings.serverCpu, [tsx, 'server/src/index.ts']);
  server = spawn(file, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  serverExited = new Promise((resolve) => server.once('exit', resolve));
  const keep = (chunk) => {
    serverOutput.push(chunk.toString());
    if (serverOutput.length > 200) serverOutput.shift();
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the server exited during start-up:\n${serverOutput.join('')}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the server did not become healthy in 60 s');
    await sleep(200);
  }
}

async function stopServer() {
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    const exited = await Promise.race([serverExited.then(() => true), sleep(10_000)]);
    if (!exited) server.kill('SIGKILL');
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    worker?.kill('SIGKILL');
    void stopServer().then(() => process.exit(128 + os.constants.signals[signal]));
  });
}

const loginBody = new URLSearchParams({
  grant_type: 'password',
  scope: 'console',
  ...DEMO_LOGIN,
}).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

async function signIn(base) {
  const response = await fetch(`${base}/api/identity/authentication/token`, {
    method: 'POST',
    headers: formHeaders,
    body: loginBody,
  });
  const body = await response.json();
  if (!response.ok || !body.access_token) {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

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

function runLoad(base, scenario) {
  const options = {
    url: `${base}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections: settings.connections,
    seconds: settings.seconds,
    warmupSeconds: settings.warmupSeconds,
  };
  const [file, args] = pinned(settings.loadCpu, [
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
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  await startServer(port);
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
  printTable(run);
  writeJson(run);
  process.stdout.write(`\nwritten to ${path.relative(ROOT, OUTPUT)}\n`);
  if (run.results.some((r) => r.non2xx > 0 || r.errors > 0)) exitCode = 1;
} catch (error) {
  process.stderr.write(`server-bench: ${error instanceof Error ? error.message : error}\n`);
  exitCode = 1;
} finally {
  await stopServer();
}
process.exit(exitCode);
