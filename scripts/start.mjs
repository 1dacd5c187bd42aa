#!/usr/bin/env node
// `npm start`: builds the console when the build is missing or stale, then runs the server
// with demo data (DEMO=0 to turn it off), so a fresh clone needs only `npm install && npm start`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
/** What goes into the console build; a change to any of them makes dist/ stale. */
const BUILD_INPUTS = ['src', 'index.html', 'locales', 'public', 'sw', 'vite.config.ts'];

/** The newest modification time under `entry` (a file or a folder), or 0 when it is absent. */
function newestMtime(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows only as a newer folder
  for (const name of fs.readdirSync(entry)) {
    newest = Math.max(newest, newestMtime(path.join(entry, name)));
  }
  return newest;
}

function buildReason() {
  const index = path.join(ROOT, 'dist', 'index.html');
  if (!fs.existsSync(index)) return 'no build yet';
  const built = fs.statSync(index).mtimeMs;
  const changed = BUILD_INPUTS.find((entry) => newestMtime(path.join(ROOT, entry)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

const reason = buildReason();
if (reason) {
  process.stdout.write(`Building the console (${reason})...\n`);
  const build = spawnSync(path.join(BIN, 'vite'), ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) {
    process.stderr.write('The console build failed; not starting the server.\n');
    process.exit(build.status ?? 1);
  }
}

const env = { ...process.env, DEMO: process.env.DEMO ?? '1' };
const server = spawn(path.join(BIN, 'tsx'), ['server/src/index.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env,
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}
server.once('error', (error) => {
  process.stderr.write(`Cannot start the server: ${error.message}\n`);
  process.exit(1);
});
server.once('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 1));
});
