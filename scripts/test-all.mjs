#!/usr/bin/env node
// `npm test`: every check and test runner, in the lanes below (side by side), then a summary
// ending in the line "N passed, N failed" (the sum over all runners).
//
// A failing check (types, lint, format, i18n, build) stops the run: what runs beside it or
// after it would only be thrown away. A failing test runner does not, so every runner's count
// is reported. A failed stage without a test report (or whose report shows no failed test)
// counts as one failed test, so a crash can never add up to "0 failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, '.test-output');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const exists = (file) => fs.existsSync(path.join(ROOT, file));

const REPORTS = {
  sqlite: path.join(OUT, 'vitest-sqlite.json'),
  postgres: path.join(OUT, 'vitest-postgres.json'),
  playwright: path.join(OUT, 'playwright.json'),
};
const vitestArgs = (report) => ['--reporter=default', '--reporter=json', `--outputFile=${report}`];

/** @typedef {{ passed: number, failed: number, note?: string }} Counts */

/** @returns {Counts | null} */
function readVitest(file) {
  const report = readJson(file);
  if (!report) return null;
  return { passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 };
}

/** @returns {Counts | null} */
function readPlaywright(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return null;
  const flaky = stats.flaky ?? 0;
  return {
    // A flaky test passed on a retry; it is named in the stage line so it is not forgotten.
    passed: (stats.expected ?? 0) + flaky,
    failed: stats.unexpected ?? 0,
    note: flaky > 0 ? `${flaky} flaky` : undefined,
  };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const checks = [
  { name: 'typecheck (console)', commands: [[bin('tsc'), '--noEmit', '-p', 'tsconfig.json']] },
  {
    name: 'typecheck (server)',
    commands: [[bin('tsc'), '--noEmit', '-p', 'server/tsconfig.json']],
  },
  { name: 'lint', commands: [[bin('eslint'), '.', '--max-warnings', '0']] },
  { name: 'format', commands: [[bin('prettier'), '--check', '.']] },
  {
    name: 'i18n drift',
    when: () => exists('scripts/i18n-extract.ts'),
    commands: [[bin('tsx'), 'scripts/i18n-extract.ts', '--check']],
  },
];
const vitestSqlite = {
  name: 'vitest (SQLite)',
  tests: true,
  commands: [[bin('vitest'), 'run', ...vitestArgs(REPORTS.sqlite)]],
  counts: () => readVitest(REPORTS.sqlite),
};
const vitestPostgres = {
  name: 'vitest server (PostgreSQL)',
  tests: true,
  commands: [
    [
      process.execPath,
      'scripts/with-postgres.mjs',
      bin('vitest'),
      'run',
      '--project',
      'server',
      ...vitestArgs(REPORTS.postgres),
    ],
  ],
  counts: () => readVitest(REPORTS.postgres),
};
const build = { name: 'build', commands: [[bin('vite'), 'build']] };
const playwright = {
  name: 'playwright',
  tests: true,
  when: () => exists('playwright.config.ts'),
  commands: [[bin('playwright'), 'test']],
  counts: () => readPlaywright(REPORTS.playwright),
};

/**
 * Every lane starts at once; a lane's stages run in order. The browser tests are the longest
 * lane and wait on timers (token lives, refresh intervals, restarts) much of the time, so they
 * start as soon as the build is done; the vitest runs start at once beside them and use those
 * waits. The checks (single-threaded) run at a lower priority (`nice`): they take the cores
 * whenever the tests wait and do not slow the build. (The vitest runs at that lower priority
 * too made the run 593 s instead of 620-721 s, but starved the page tests' in-process server:
 * the service-account wizard test failed in both whole runs, so they run at normal priority.)
 * A failed check stops every lane. The first lane's output is printed as it comes, the others'
 * when the lane ends, so no two outputs interleave.
 */
const CHECKS_NICENESS = 3;
const lanes = [
  { stages: [build, playwright] },
  { stages: [checks[0], checks[2]], niceness: CHECKS_NICENESS },
  { stages: [checks[1], checks[3], checks[4]], niceness: CHECKS_NICENESS },
  { stages: [vitestSqlite, vitestPostgres] },
];

const running = new Set();
let interruptedBy = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interruptedBy = signal;
    for (const child of running) killGroup(child, signal);
  });
}

/** Signals a stage's whole process group: the runner, its workers, browsers and servers. */
function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

/** The last lines a stage printed, shown again under the summary when the stage fails. */
const TAIL_LINES = 60;

/**
 * Runs a command, its output written to `out` (an object with write) and its last lines kept
 * in `tail`.
 */
function run([file, ...args], tail, out, niceness) {
  return new Promise((resolve) => {
    // coreutils' nice: the command and everything it starts run at the lower priority.
    const argv = niceness ? ['nice', '-n', String(niceness), file, ...args] : [file, ...args];
    const child = spawn(argv[0], argv.slice(1), {
      // A process group of its own, so a stop reaches everything it started (a test runner's
      // workers outlived the runner when only the runner was signalled).
      detached: true,
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: REPORTS.playwright },
    });
    running.add(child);
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        out.write(chunk);
        // eslint-disable-next-line no-control-regex
        const text = chunk.toString('utf8').replace(/\u001b\[[0-9;]*m/g, '');
        tail.push(...text.split('\n').filter((line) => line.trim() !== ''));
        tail.splice(0, Math.max(0, tail.length - TAIL_LINES));
      });
    }
    child.once('error', (error) => {
      out.write(`cannot run ${argv[0]}: ${error.message}\n`);
      running.delete(child);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? 128 + (os.constants.signals[signal] ?? 1));
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rule = (title) => `\n━━ ${title} ${'━'.repeat(Math.max(3, 72 - title.length))}\n`;

/** Output held back until its lane ends, so that lanes running side by side do not interleave. */
function heldOutput() {
  const chunks = [];
  return {
    write: (chunk) => chunks.push(chunk),
    flush: () => chunks.forEach((c) => process.stdout.write(c)),
  };
}

fs.mkdirSync(OUT, { recursive: true });
for (const report of Object.values(REPORTS)) fs.rmSync(report, { force: true });

const results = new Map();
let stopped = false;

/** Stops every running stage after a failed check. */
function stopAll() {
  stopped = true;
  for (const child of running) killGroup(child, 'SIGTERM');
}

/** Runs one stage; false when the lane cannot go on (a failed check, or the run was stopped). */
async function runStage(stage, out, niceness) {
  if (stopped || interruptedBy) {
    results.set(stage, { stage, status: 'not run' });
    return false;
  }
  if (stage.when && !stage.when()) {
    results.set(stage, { stage, status: 'skipped (not set up)' });
    return true;
  }
  out.write(rule(stage.name));
  const started = Date.now();
  let code = 0;
  const tail = [];
  // Every command of a stage runs, so one run shows all of its errors.
  for (const command of stage.commands) {
    if (stopped || interruptedBy) break;
    code = (await run(command, tail, out, niceness)) || code;
  }
  const ms = Date.now() - started;
  if (stopped && !interruptedBy) {
    // Killed because a check failed elsewhere: its own result says nothing.
    results.set(stage, { stage, status: 'stopped', ms });
    out.write(`\n${stage.name}: stopped after a failed check\n`);
    return false;
  }
  const counts = stage.counts?.() ?? null;
  let failed = counts?.failed ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  results.set(stage, {
    stage,
    status: code === 0 ? 'ok' : `FAILED (exit ${code})`,
    ms,
    passed: counts?.passed ?? 0,
    failed,
    counts,
    tail: code === 0 ? [] : tail,
  });
  out.write(`\n${stage.name}: ${results.get(stage).status} in ${seconds(ms)}\n`);
  if (code !== 0 && !stage.tests) {
    stopAll();
    return false;
  }
  return true;
}

const wallStarted = Date.now();
await Promise.all(
  lanes.map(async ({ stages, niceness }, index) => {
    const out = index === 0 ? process.stdout : heldOutput();
    let laneOk = true;
    for (const stage of stages) {
      if (!laneOk) {
        if (!results.has(stage)) results.set(stage, { stage, status: 'not run' });
        continue;
      }
      laneOk = await runStage(stage, out, niceness);
    }
    out.flush?.();
  }),
);

const allStages = [...checks, build, playwright, vitestSqlite, vitestPostgres];
const ordered = allStages.map((stage) => results.get(stage) ?? { stage, status: 'not run' });
const passed = ordered.reduce((sum, r) => sum + (r.passed ?? 0), 0);
const failed = ordered.reduce((sum, r) => sum + (r.failed ?? 0), 0);
for (const { stage, tail } of ordered) {
  if (!tail?.length) continue;
  process.stdout.write(rule(`the last lines of ${stage.name}, which failed`));
  process.stdout.write(`${tail.join('\n')}\n`);
}
process.stdout.write(rule('summary'));
for (const { stage, status, ms, counts } of ordered) {
  const time = ms === undefined ? '' : seconds(ms);
  const tests = counts
    ? `${counts.passed} passed, ${counts.failed} failed${counts.note ? `, ${counts.note}` : ''}`
    : stage.tests && ms !== undefined
      ? 'no test report'
      : '';
  process.stdout.write(
    `  ${stage.name.padEnd(28)} ${status.padEnd(22)} ${time.padStart(8)}  ${tests}`.trimEnd() +
      '\n',
  );
}
if (stopped) process.stdout.write('  (stopped after the first failed check)\n');
if (interruptedBy) process.stdout.write(`  (interrupted by ${interruptedBy})\n`);
const total = Date.now() - wallStarted;
process.stdout.write(
  `  total ${seconds(total)} (stages side by side overlap)\n\n${passed} passed, ${failed} failed\n`,
);
process.exitCode = failed > 0 || interruptedBy ? 1 : 0;
