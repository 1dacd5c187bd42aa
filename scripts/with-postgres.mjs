#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster:
//   node scripts/with-postgres.mjs <command...>
// The command gets TEST_DATABASE_URL (and node_modules/.bin on PATH); its exit code is passed
// through. The cluster and its directory are removed afterwards, also when the command fails
// or this script is interrupted (SIGINT/SIGTERM).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const ROOT = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 30_000;
const SIGNAL_CODES = { SIGINT: 130, SIGTERM: 143 };

const command = process.argv.slice(2);
if (command.length === 0) {
  process.stderr.write('usage: node scripts/with-postgres.mjs <command...>\n');
  process.exit(2);
}

/**
 * PostgreSQL refuses to run as root, so root hands the cluster to the `postgres` user. Its
 * processes start with that uid/gid directly (what `runuser -u postgres --` would do), so
 * signals reach the postmaster itself rather than a runuser wrapper that turns them into a
 * slow "smart" shutdown.
 */
function clusterOwner() {
  if (process.getuid?.() !== 0) return null;
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    process.stderr.write('with-postgres: running as root, but there is no "postgres" user\n');
    process.exit(1);
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const binary = (name) => path.join(PG_BIN, name);

if (!fs.existsSync(binary('postgres'))) {
  process.stderr.write(
    `with-postgres: no PostgreSQL at ${PG_BIN} (apt-get install postgresql-15)\n`,
  );
  process.exit(1);
}
const owner = clusterOwner();
// Root's TMPDIR may not be reachable by the postgres user; /tmp always is.
const tempDir = fs.mkdtempSync(path.join(owner ? '/tmp' : os.tmpdir(), 'with-postgres-'));
const dataDir = path.join(tempDir, 'data');
const logFile = path.join(tempDir, 'postgres.log');
if (owner) fs.chownSync(tempDir, owner.uid, owner.gid);

let postgres = null;
let postgresExited = null;
let child = null;
let stopping = null;
/** The signal that interrupted start-up, if one did. */
let interrupted = null;

const running = (proc) => proc !== null && proc.exitCode === null && proc.signalCode === null;

/** Immediate shutdown (SIGQUIT): nothing in a throwaway cluster is worth a checkpoint. */
function stopCluster() {
  stopping ??= (async () => {
    if (running(postgres)) {
      postgres.kill('SIGQUIT');
      const exited = await Promise.race([postgresExited.then(() => true), sleep(10_000)]);
      if (!exited) {
        postgres.kill('SIGKILL');
        await Promise.race([postgresExited, sleep(2_000)]);
      }
    }
    fs.rmSync(tempDir, { recursive: true, force: true });
  })();
  return stopping;
}

// Last resort when the process ends abruptly (an uncaught error): never leave a server behind.
process.on('exit', () => {
  if (running(postgres)) postgres.kill('SIGKILL');
  fs.rmSync(tempDir, { recursive: true, force: true });
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (running(child)) {
      // The command decides how to end; its exit then ends this script through the cleanup.
      child.kill(signal);
      return;
    }
    // Start-up notices the flag at its next step and ends through the cleanup below.
    interrupted = signal;
    void stopCluster();
  });
}

function checkInterrupted() {
  if (interrupted) throw new Error(`interrupted by ${interrupted}`);
}

function showLog() {
  try {
    process.stderr.write(fs.readFileSync(logFile, 'utf8'));
  } catch {
    // No log yet.
  }
}

async function startCluster() {
  const init = spawnSync(
    binary('initdb'),
    ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'],
    { cwd: tempDir, encoding: 'utf8', ...owner },
  );
  if (init.status !== 0) {
    throw new Error(`initdb failed:\n${init.error?.message ?? ''}${init.stdout}${init.stderr}`);
  }

  const port = await freePort();
  checkInterrupted();
  const log = fs.openSync(logFile, 'a');
  if (owner) fs.fchownSync(log, owner.uid, owner.gid);
  const settings = {
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '200',
  };
  const args = ['-D', dataDir, '-k', tempDir, '-h', '127.0.0.1', '-p', String(port)];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  // Its own process group: a Ctrl-C in the terminal reaches the command, not the cluster.
  postgres = spawn(binary('postgres'), args, {
    cwd: tempDir,
    stdio: ['ignore', log, log],
    detached: true,
    ...owner,
  });
  fs.closeSync(log);
  postgresExited = new Promise((resolve) => postgres.once('exit', resolve));
  postgres.once('error', (error) => process.stderr.write(`postgres: ${error.message}\n`));

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    checkInterrupted();
    if (!running(postgres)) {
      showLog();
      throw new Error('PostgreSQL exited during start-up');
    }
    const ready = spawnSync(
      binary('pg_isready'),
      ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres'],
      { stdio: 'ignore' },
    );
    if (ready.status === 0) return port;
    if (Date.now() > deadline) {
      showLog();
      throw new Error(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s`);
    }
    await sleep(100);
  }
}

function runCommand(url) {
  const bin = path.join(ROOT, 'node_modules', '.bin');
  const env = {
    ...process.env,
    TEST_DATABASE_URL: url,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
  };
  return new Promise((resolve) => {
    child = spawn(command[0], command.slice(1), { stdio: 'inherit', env });
    child.once('error', (error) => {
      process.stderr.write(`with-postgres: cannot run ${command[0]}: ${error.message}\n`);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 1));
    });
  });
}

let exitCode = 1;
try {
  const started = Date.now();
  const port = await startCluster();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  process.stderr.write(`with-postgres: PostgreSQL 15 up at ${url} (${Date.now() - started} ms)\n`);
  exitCode = await runCommand(url);
} catch (error) {
  if (interrupted) exitCode = SIGNAL_CODES[interrupted];
  process.stderr.write(`with-postgres: ${error instanceof Error ? error.message : error}\n`);
} finally {
  await stopCluster();
}
process.exit(exitCode);
