// `npm run perf:lighthouse`: Lighthouse (mobile profile, simulated throttling) on the built
// console served by the real server, on Debian's Chromium. Three runs per page; prints the
// median performance score, first and largest contentful paint and total blocking time,
// against the budgets. Needs a build (`npm run build`).
//
//   LIGHTHOUSE_RUNS=5 npm run perf:lighthouse
//   LIGHTHOUSE_DIST=dist-a LIGHTHOUSE_PAGES=login node tests/perf/lighthouse.bench.mjs
//   LIGHTHOUSE_TRACE=/tmp/overview-trace.json LIGHTHOUSE_PAGES=overview npm run perf:lighthouse
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { ROOT, intEnv, startBenchServer } from './bench-server.mjs';
import { signedInFirstVisit } from './signed-in-visit.mjs';

const RUNS = intEnv('LIGHTHOUSE_RUNS', 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Another build to measure (to compare two builds, run them in turns), and which pages. */
const DIST = path.resolve(ROOT, process.env.LIGHTHOUSE_DIST ?? 'dist');
const PAGES = (process.env.LIGHTHOUSE_PAGES ?? 'login,overview').split(',');
/** A folder to keep each run's whole Lighthouse report in (open one in the Lighthouse viewer). */
const REPORTS = process.env.LIGHTHOUSE_REPORTS
  ? path.resolve(ROOT, process.env.LIGHTHOUSE_REPORTS)
  : null;
/** A file to keep the last overview run's trace in (its tasks, user timing marks, samples). */
const TRACE = process.env.LIGHTHOUSE_TRACE
  ? path.resolve(ROOT, process.env.LIGHTHOUSE_TRACE)
  : null;
const OUT = path.resolve(ROOT, process.env.LIGHTHOUSE_OUT ?? '.test-output/lighthouse.json');

/** The budgets: a score at least, times at most (ms). */
const BUDGETS = {
  login: { score: 0.95, lcp: 2000, tbt: 150 },
  overview: { score: 0.9 },
};

if (!fs.existsSync(path.join(DIST, 'index.html'))) {
  process.stderr.write(`lighthouse: no build in ${DIST} (run "npm run build" first)\n`);
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: lhr.categories.performance.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    bytes: audit('total-byte-weight'),
  };
}

const items = (lhr, id) => lhr.audits[id]?.details?.items ?? [];
const file = (url) => (typeof url === 'string' ? url.replace(/^https?:\/\/[^/]+/, '') : url);

let reportCount = 0;
function keepReport(name, lhr) {
  if (!REPORTS) return;
  fs.mkdirSync(REPORTS, { recursive: true });
  reportCount += 1;
  fs.writeFileSync(path.join(REPORTS, `${name}-${reportCount}.json`), JSON.stringify(lhr));
}

/** Where the time went, kept beside each run's figures: what to look at when a budget is missed. */
function diagnostics(lhr) {
  const lcpNode = items(lhr, 'largest-contentful-paint-element')[0]?.items?.[0]?.node;
  return {
    // Why Lighthouse could not score the run, when it could not.
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    lcpElement: lcpNode ? `${lcpNode.selector ?? ''} ${lcpNode.snippet ?? ''}`.trim() : null,
    // Its place in the page: `#document-fragment` in it is the picture's shadow root.
    lcpPath: lcpNode?.path ?? null,
    longTasks: items(lhr, 'long-tasks').map((task) => ({
      url: file(task.url),
      startTime: Math.round(task.startTime),
      duration: Math.round(task.duration),
    })),
    bootup: items(lhr, 'bootup-time')
      .slice(0, 8)
      .map((row) => ({ url: file(row.url), total: Math.round(row.total) })),
    mainThread: Object.fromEntries(
      items(lhr, 'mainthread-work-breakdown').map((row) => [row.group, Math.round(row.duration)]),
    ),
  };
}

/** A browser with nothing of the console stored: a first visit. */
async function launch() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-background-networking'],
  });
}

async function measureLogin(base) {
  const chrome = await launch();
  try {
    const result = await lighthouse(`${base}/login`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    keepReport('login', result.lhr);
    return { ...figures(result.lhr), details: diagnostics(result.lhr) };
  } finally {
    await chrome.kill();
  }
}

/**
 * The signed-in overview: signs in through the form, then forgets the service worker, every
 * cached file, the persisted queries and the picture of the last page (not the session), so
 * the page loads as on a first signed-in visit.
 */
async function measureOverview(base) {
  const chrome = await launch();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    const { url } = await signedInFirstVisit(page, base);
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      { extends: 'lighthouse:default', settings: { disableStorageReset: true } },
      page,
    );
    keepReport('overview', result.lhr);
    if (TRACE) fs.writeFileSync(TRACE, JSON.stringify(result.artifacts.Trace));
    return { ...figures(result.lhr), details: diagnostics(result.lhr) };
  } finally {
    await browser.disconnect();
    await chrome.kill();
  }
}

const server = await startBenchServer({ env: { DIST_DIR: DIST } });
const report = {};
// Simulated throttling scales the CPU time actually taken: a busy machine shows in the figures.
const loadAverage = { start: os.loadavg()[0] };
try {
  for (const [name, measure] of [
    ['login', measureLogin],
    ['overview', measureOverview],
  ].filter(([page]) => PAGES.includes(page))) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measure(server.base));
    // A run Lighthouse could not score (a metric it failed to compute, on a swamped machine)
    // is kept in the file but left out of the median, and counted.
    const scored = runs.filter((run) => typeof run.score === 'number' && !Number.isNaN(run.lcp));
    report[name] = {
      runs,
      unscored: runs.length - scored.length,
      median: Object.fromEntries(
        Object.keys(runs[0])
          .filter((key) => key !== 'details')
          .map((key) => [key, scored.length ? median(scored.map((r) => r[key])) : NaN]),
      ),
    };
  }
} finally {
  await server.stop();
  loadAverage.end = os.loadavg()[0];
}

let missed = 0;
const row = (name) => {
  const { median: m } = report[name];
  const budget = BUDGETS[name];
  const checks = [];
  if (budget.score !== undefined) checks.push(m.score >= budget.score ? 'ok' : 'MISSED score');
  if (budget.lcp !== undefined) checks.push(m.lcp <= budget.lcp ? 'ok' : 'MISSED LCP');
  if (budget.tbt !== undefined) checks.push(m.tbt <= budget.tbt ? 'ok' : 'MISSED TBT');
  missed += checks.filter((c) => c !== 'ok').length;
  return (
    `${name.padEnd(9)} score ${m.score.toFixed(2)}  FCP ${Math.round(m.fcp)} ms  ` +
    `LCP ${Math.round(m.lcp)} ms  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  ` +
    `${Math.round(m.bytes / 1024)} KB  ${[...new Set(checks)].join(', ')}` +
    (report[name].unscored ? `  (${report[name].unscored} of ${RUNS} runs unscored)` : '')
  );
};
const load = `load average ${loadAverage.start.toFixed(2)} at the start, ${loadAverage.end.toFixed(2)} at the end`;
process.stdout.write(`Lighthouse, mobile profile, median of ${RUNS} runs (${load})\n`);
for (const name of Object.keys(report)) process.stdout.write(`${row(name)}\n`);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(
  OUT,
  JSON.stringify(
    { dist: path.relative(ROOT, DIST), loadAverage, budgets: BUDGETS, ...report },
    null,
    2,
  ),
);
process.stdout.write(`full figures: ${path.relative(ROOT, OUT)}\n`);
process.exitCode = missed > 0 ? 1 : 0;
