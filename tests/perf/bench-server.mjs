// The real server as a benchmark starts it: `tsx server/src/index.ts` with demo data in a
// fresh temporary DATA_DIR (and DATABASE_URL from TEST_DATABASE_URL under
// scripts/with-postgres.mjs), on a free loopback port, pinned to a core when it can be.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/free-port.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const databaseUrl = process.env.TEST_DATABASE_URL || null;
export const databaseName = databaseUrl ? 'postgres' : 'sqlite';

export function intEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

/**
 * Pinning needs taskset and enough cores; without them the figures mean less, so say so.
 * BENCH_PIN=0 or 1 overrides what the benchmark does `byDefault`.
 */
export function pinning(cpusNeeded, { byDefault = true } = {}) {
  const asked = process.env.BENCH_PIN;
  if (!(asked === '1' || (asked !== '0' && byDefault))) {
    return {
      pinned: false,
      why: byDefault ? 'BENCH_PIN=0' : 'the whole machine; BENCH_PIN=1 pins',
    };
  }
  const cpus = os.availableParallelism?.() ?? os.cpus().length;
  try {
    execFileSync('taskset', ['-c', '0', 'true'], { stdio: 'ignore' });
  } catch {
    return { pinned: false, why: 'taskset is not available' };
  }
  if (cpus < cpusNeeded) return { pinned: false, why: `only ${cpus} CPU(s)` };
  return { pinned: true };
}

/** `command` prefixed with taskset when `pin` says pinning works. */
export function pinned(pin, cpu, command) {
  return pin.pinned ? ['taskset', ['-c', String(cpu), ...command]] : [command[0], command.slice(1)];
}

export { freePort };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the server and waits for /api/health. Returns { base, dataDir, stop, output }.
 * `env` adds settings; `pin` and `cpu` pin it.
 */
export async function startBenchServer({ env = {}, pin = { pinned: false }, cpu = 0 } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-bench-'));
  const childEnv = {
    ...process.env,
    DEMO: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  const tsx = path.join(ROOT, 'node_modules', '.bin', 'tsx');
  // BENCH_PROFILE_DIR: the server writes a CPU profile (.cpuprofile) there when it stops.
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE_DIR)}`]
    : [];
  const [file, args] = pinned(pin, cpu, [tsx, ...profile, 'server/src/index.ts']);
  const child = spawn(file, args, { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const done = await Promise.race([exited.then(() => true), sleep(10_000)]);
      if (!done) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  // A cap, not a wait: a first start (demo data, seven days of history) on a busy machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`the server exited during start-up:\n${output.join('')}`);
    }
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not become healthy in 120 s');
    }
    await sleep(200);
  }
  return { base, dataDir, stop, output };
}

export const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/** Signs in with the password grant and returns the access token. */
export async function signIn(base, username, password = 'console-demo') {
  const response = await fetch(`${base}/api/identity/authentication/token`, {
    method: 'POST',
    headers: formHeaders,
    body: new URLSearchParams({ grant_type: 'password', scope: 'console', username, password }),
  });
  const body = await response.json();
  if (!response.ok || !body.access_token) {
    throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  }
  return body.access_token;
}
