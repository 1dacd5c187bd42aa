/**
 * Browser benchmarks of the heartbeat module: builds tests/perf/ui (Vite, production), serves
 * it on loopback and drives the system Chromium through it (see README.md here).
 *
 *   1. Traces table: TraceList (through useTraceList) over 100,000 loaded traces. Mount time
 *      (budget < 500 ms), body rows in the DOM (budget <= 150) and a 10 s scroll's frame time
 *      p95 (budget <= 16.7 ms).
 *   2. Flows list: FlowsPage (through useFlowRows) over 5,000 flows and their metrics, CPU
 *      slowed 4x: time to the first frame showing rows (budget < 300 ms).
 * Budgeted mounts go into the app's providers, already mounted (as a navigation does); the
 * "cold" figures (createRoot().render of providers and component) and FlowsTable alone are
 * reported without a budget.
 *
 * Usage: npx tsx tests/perf/ui/run.ts   (RUNS=5, SKIP_BUILD=1, BUDGET_ON=median|worst, ...)
 * Writes .test-output/perf-ui.json; exits non-zero when a budget is missed.
 */
import { createReadStream, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { pathAliases } from '../../../build/aliases';
import { CHROMIUM_ARGS } from '../../support/chromium';
import type { MountMode, MountResult, ScrollResult } from './protocol';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../../..');
const OUT_DIR = path.join(REPO, '.test-output/perf-ui');
const RESULT_FILE = path.join(REPO, '.test-output/perf-ui.json');
const PROFILE_DIR = path.join(REPO, '.test-output/perf-ui-profiles');

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const settings = {
  runs: numberFrom('RUNS', 5),
  traceRows: numberFrom('TRACE_ROWS', 100_000),
  flows: numberFrom('FLOWS', 5000),
  scrollSeconds: numberFrom('SCROLL_SECONDS', 10),
  /** 160 px is four 40 px rows per frame, 9,600 px/s at 60 fps: a brisk continuous scroll. */
  scrollStepPx: numberFrom('SCROLL_STEP_PX', 160),
  cpuThrottle: numberFrom('CPU_THROTTLE', 4),
  viewport: { width: 1280, height: 800 },
  /**
   * Which run a budget is checked against: the median of the runs (default) or the worst.
   * On this 2-core machine one run in five or so takes 1.5-2.5x the others whatever the code:
   * an A/B of main against an older commit showed such runs on both (README).
   */
  budgetOn: process.env.BUDGET_ON === 'worst' ? ('worst' as const) : ('median' as const),
  /** ONLY=resources,lookup: only the scenarios whose key holds one of these words ("traces" too). */
  only: (process.env.ONLY ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean),
  /** PROFILE=1: an unminified build and a CPU profile of each measured mount (see README). */
  profile: process.env.PROFILE === '1',
};
const chosen = (key: string) =>
  settings.only.length === 0 || settings.only.some((word) => key.toLowerCase().includes(word));

const BUDGETS = {
  tracesMountMs: 500,
  tracesDomRows: 150,
  tracesFrameP95Ms: 16.7,
  flowsPageMountMs: 300,
};

const LAUNCH = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: CHROMIUM_ARGS,
};

const round = (value: number) => Math.round(value * 10) / 10;

/** Nearest-rank percentile. */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
const median = (values: readonly number[]) => percentile(values, 50);

async function buildPage() {
  const started = Date.now();
  await build({
    configFile: false,
    root: HERE,
    base: './',
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [react()],
    resolve: { alias: pathAliases(REPO) },
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      // Profiles need the functions' names.
      minify: !settings.profile,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 4096,
    },
  });
  return Date.now() - started;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves the built page; anything it cannot answer is counted (a fetch would be a bug). */
function serve(): Promise<{ server: Server; baseUrl: string; misses: string[] }> {
  const misses: string[] = [];
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(OUT_DIR, pathname === '/' ? 'index.html' : pathname);
    const inside = file.startsWith(OUT_DIR + path.sep);
    if (!inside || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      misses.push(`${request.method} ${request.url}`);
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, baseUrl: `http://127.0.0.1:${port}`, misses });
    });
  });
}

/** Errors the page reported (uncaught or console.error), per page: any fails the run. */
const pageErrors = new WeakMap<Page, string[]>();

/** A fresh context and page on the benchmark page. */
async function openPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({ viewport: settings.viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${baseUrl}/index.html${settings.profile ? '?profile' : ''}`);
  await page.waitForFunction(() => document.documentElement.dataset.benchReady === 'true');
  checkPageErrors(page);
  return page;
}

function checkPageErrors(page: Page) {
  const errors = pageErrors.get(page) ?? [];
  if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
}

interface TracesRun {
  mount: MountResult;
  scroll: Omit<ScrollResult, 'frameDeltas' | 'scrollHandlerMs'> & {
    scrollEvents: number;
    scrollHandlerP50Ms: number;
    scrollHandlerP95Ms: number;
    frames: number;
    frameP50Ms: number;
    /** p95 of the deltas counted in display frames (see tracesRun). */
    frameP95Ms: number;
    /** p95 of the raw deltas. */
    rawFrameP95Ms: number;
    frameP99Ms: number;
    frameMaxMs: number;
    /** Frames that took more than 1.5 times the median frame interval. */
    longFrames: number;
    /** Every rAF delta, for a histogram. */
    frameDeltasMs: number[];
  };
  maxDomRows: number;
}

/** Mounts the traces list in the app's providers, then scrolls it. */
async function tracesRun(browser: Browser, baseUrl: string): Promise<TracesRun> {
  const page = await openPage(browser, baseUrl);
  try {
    const mount = await page.evaluate(
      (rows) => window.heartbeatBench!.mountTraces(rows, 'in-app'),
      settings.traceRows,
    );
    // A user does not scroll within the mounting frame; let the trailing effects run first.
    await page.waitForTimeout(500);
    const scroll = await page.evaluate(
      ([seconds, step]) => window.heartbeatBench!.scrollTraces(seconds, step),
      [settings.scrollSeconds, settings.scrollStepPx] as const,
    );
    checkPageErrors(page);
    const { frameDeltas, scrollHandlerMs, ...rest } = scroll;
    // The display's frame interval: the mean of the deltas near the median (16.67 at 60 Hz).
    const typical = median(frameDeltas);
    const onTime = frameDeltas.filter((delta) => Math.abs(delta - typical) < typical / 4);
    const interval = onTime.reduce((sum, delta) => sum + delta, 0) / Math.max(1, onTime.length);
    return {
      mount,
      scroll: {
        ...rest,
        scrollEvents: scrollHandlerMs.length,
        scrollHandlerP50Ms: percentile(scrollHandlerMs, 50),
        scrollHandlerP95Ms: percentile(scrollHandlerMs, 95),
        frames: frameDeltas.length,
        frameP50Ms: typical,
        // Each delta as the display frames it spans: rAF timestamps have a 0.1 ms resolution,
        // so frames on time measure 16.5 to 16.8 ms; a missed frame spans two (33.3 ms).
        frameP95Ms: percentile(
          frameDeltas.map((delta) => Math.max(1, Math.round(delta / interval)) * interval),
          95,
        ),
        rawFrameP95Ms: percentile(frameDeltas, 95),
        frameP99Ms: percentile(frameDeltas, 99),
        frameMaxMs: Math.max(...frameDeltas),
        longFrames: frameDeltas.filter((delta) => delta > interval * 1.5).length,
        frameDeltasMs: frameDeltas.map(round),
      },
      maxDomRows: Math.max(mount.domRows, scroll.maxDomRows),
    };
  } finally {
    await page.context().close();
  }
}

interface FlowsScenario {
  /** Its runs in the JSON. */
  key: string;
  label: string;
  which:
    | 'mountFlowsPage'
    | 'mountFlowsTable'
    | 'mountBeatboxPage'
    | 'mountAlertsPage'
    | 'mountReportingPage'
    | 'mountResourcesPage'
    | 'mountLookupTablePage';
  mode: MountMode;
  /** Checked against the flows budget (else information). */
  budgeted: boolean;
  /** Also prints the rows-in-DOM time. */
  rowsInDom: boolean;
}

/** The flows measurements, in the order they run and print (see the README). */
const FLOWS_SCENARIOS = [
  {
    key: 'flowsPageFirstOpen',
    label: 'flows page first open',
    which: 'mountFlowsPage',
    mode: 'first-open',
    budgeted: true,
    rowsInDom: true,
  },
  {
    key: 'flowsPageFromOverview',
    label: 'flows page from overview',
    which: 'mountFlowsPage',
    mode: 'from-overview',
    budgeted: true,
    rowsInDom: false,
  },
  {
    key: 'flowsPageAgain',
    label: 'flows page opened again',
    which: 'mountFlowsPage',
    mode: 'return',
    budgeted: true,
    rowsInDom: false,
  },
  {
    key: 'flowsPage',
    label: 'flows page, cached, new code',
    which: 'mountFlowsPage',
    mode: 'in-app',
    budgeted: false,
    rowsInDom: false,
  },
  {
    key: 'flowsPageCold',
    label: 'flows page, cold incl. providers',
    which: 'mountFlowsPage',
    mode: 'cold',
    budgeted: false,
    rowsInDom: false,
  },
  {
    // As many alert rules as flows: the alerts list, its data in the cache.
    key: 'alertsFirstOpen',
    label: 'alerts page first open',
    which: 'mountAlertsPage',
    mode: 'first-open',
    budgeted: true,
    rowsInDom: true,
  },
  {
    key: 'alertsAgain',
    label: 'alerts page opened again',
    which: 'mountAlertsPage',
    mode: 'return',
    budgeted: true,
    rowsInDom: false,
  },
  {
    // As for the flows page: the page's code running for the first time over a full cache
    // (a reload onto the page with its list persisted), with no frame shown before. Reported,
    // not budgeted: the budgets are a page's first open and its return.
    key: 'alertsPage',
    label: 'alerts page, cached, new code',
    which: 'mountAlertsPage',
    mode: 'in-app',
    budgeted: false,
    rowsInDom: false,
  },
  {
    key: 'reportingFirstOpen',
    label: 'reporting page first open',
    which: 'mountReportingPage',
    mode: 'first-open',
    budgeted: true,
    rowsInDom: true,
  },
  {
    key: 'reportingAgain',
    label: 'reporting page opened again',
    which: 'mountReportingPage',
    mode: 'return',
    budgeted: true,
    rowsInDom: false,
  },
  {
    key: 'flowsTable',
    label: 'flows table only',
    which: 'mountFlowsTable',
    mode: 'in-app',
    budgeted: false,
    rowsInDom: false,
  },
  // The beatbox overview with as many beatboxes as flows (FLOWS).
  {
    key: 'beatboxPageFirstOpen',
    label: 'beatbox page first open',
    which: 'mountBeatboxPage',
    mode: 'first-open',
    budgeted: true,
    rowsInDom: true,
  },
  {
    key: 'resourcesFirstOpen',
    label: 'resources page first open, 5,000 resources',
    which: 'mountResourcesPage',
    mode: 'first-open',
    budgeted: true,
    rowsInDom: true,
  },
  {
    key: 'resourcesPage',
    label: 'resources page opened again, 5,000 resources',
    which: 'mountResourcesPage',
    mode: 'return',
    budgeted: true,
    rowsInDom: true,
  },
  {
    key: 'beatboxPageAgain',
    label: 'beatbox page opened again',
    which: 'mountBeatboxPage',
    mode: 'return',
    budgeted: true,
    rowsInDom: false,
  },
  {
    key: 'lookupTableFirstOpen',
    label: 'lookup table first open, 5,000 rows',
    which: 'mountLookupTablePage',
    mode: 'first-open',
    budgeted: true,
    rowsInDom: true,
  },
  {
    key: 'lookupTablePage',
    label: 'lookup table opened again, 5,000 rows',
    which: 'mountLookupTablePage',
    mode: 'return',
    budgeted: true,
    rowsInDom: true,
  },
] as const satisfies readonly FlowsScenario[];
type FlowsKey = (typeof FLOWS_SCENARIOS)[number]['key'];

/** One mount on a fresh page, optionally with the CPU slowed down (CDP). */
async function mountRun(
  browser: Browser,
  baseUrl: string,
  which:
    | 'mountTraces'
    | 'mountFlowsPage'
    | 'mountFlowsTable'
    | 'mountBeatboxPage'
    | 'mountAlertsPage'
    | 'mountReportingPage'
    | 'mountResourcesPage'
    | 'mountLookupTablePage',
  mode: MountMode,
  rows: number,
  cpuThrottle: number,
  /** A file name: write a CPU profile of the mount to PROFILE_DIR. */
  profileAs?: string,
): Promise<MountResult> {
  const page = await openPage(browser, baseUrl);
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
    if (profileAs) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
      await cdp.send('Profiler.start');
    }
    const result = await page.evaluate(
      ([method, count, how]) => window.heartbeatBench![method](count, how),
      [which, rows, mode] as const,
    );
    if (profileAs) {
      const { profile } = await cdp.send('Profiler.stop');
      // The measured stretch lies between the samples of benchClockStarts and benchClockStops.
      mkdirSync(PROFILE_DIR, { recursive: true });
      writeFileSync(path.join(PROFILE_DIR, `${profileAs}.cpuprofile`), JSON.stringify(profile));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    checkPageErrors(page);
    return result;
  } finally {
    await page.context().close();
  }
}

interface Check {
  name: string;
  unit: string;
  budget: string;
  perRun: number[];
  checked: number;
  pass: boolean | null;
}

function check(
  name: string,
  unit: string,
  perRun: number[],
  limit: number | null,
  inclusive: boolean,
): Check {
  const checked = settings.budgetOn === 'median' ? median(perRun) : Math.max(...perRun);
  return {
    name,
    unit,
    budget: limit === null ? '(none)' : `${inclusive ? '<=' : '<'} ${limit}`,
    perRun: perRun.map(round),
    checked: round(checked),
    pass: limit === null ? null : inclusive ? checked <= limit : checked < limit,
  };
}

function printTable(checks: Check[]) {
  const head = ['measure', ...Array.from({ length: settings.runs }, (_, i) => `run ${i + 1}`)];
  const rows = checks.map((entry) => [
    `${entry.name} (${entry.unit})`,
    ...entry.perRun.map(String),
    String(entry.checked),
    entry.budget,
    entry.pass === null ? 'info' : entry.pass ? 'ok' : 'MISSED',
  ]);
  const header = [...head, settings.budgetOn, 'budget', 'verdict'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/**
 * The figure issue 14 budgets: each page's first open (its answers arriving while the page is
 * shown, everything built by code running for the first time), one line per page.
 */
function firstOpenLines(runs: Record<string, MountResult[]>) {
  return FLOWS_SCENARIOS.filter(({ mode, key }) => mode === 'first-open' && runs[key]?.length).map(
    ({ key, label }) => {
      const perRun = (runs[key] ?? []).map((result) => result.firstFrameMs);
      const checked = settings.budgetOn === 'median' ? median(perRun) : Math.max(...perRun);
      const pass = checked < BUDGETS.flowsPageMountMs;
      return { key, label, perRun: perRun.map(round), checked: round(checked), pass };
    },
  );
}

async function main() {
  const loadBefore = os.loadavg();
  let buildMs: number | null = null;
  if (process.env.SKIP_BUILD !== '1') {
    console.log('building tests/perf/ui (production) ...');
    buildMs = await buildPage();
  } else if (!statSync(path.join(OUT_DIR, 'index.html'), { throwIfNoEntry: false })) {
    throw new Error(`SKIP_BUILD=1 but ${path.relative(REPO, OUT_DIR)} holds no build`);
  }
  const { server, baseUrl, misses } = await serve();
  const browser = await chromium.launch(LAUNCH);
  const traces: TracesRun[] = [];
  const tracesCold: MountResult[] = [];
  const flowsRuns = Object.fromEntries(
    FLOWS_SCENARIOS.map(({ key }): [FlowsKey, MountResult[]] => [key, []]),
  ) as Record<FlowsKey, MountResult[]>;
  const { traceRows, flows, cpuThrottle } = settings;
  try {
    for (let run = 1; run <= settings.runs; run += 1) {
      if (chosen('traces')) {
        console.log(
          `run ${run}/${settings.runs}: traces (mount, ${settings.scrollSeconds} s scroll) ...`,
        );
        traces.push(await tracesRun(browser, baseUrl));
        tracesCold.push(await mountRun(browser, baseUrl, 'mountTraces', 'cold', traceRows, 1));
      }
      console.log(`run ${run}/${settings.runs}: pages (CPU ${cpuThrottle}x) ...`);
      for (const { key, which, mode } of FLOWS_SCENARIOS.filter(({ key }) => chosen(key))) {
        const profileAs = settings.profile ? `${key}-${run}` : undefined;
        flowsRuns[key].push(
          await mountRun(browser, baseUrl, which, mode, flows, cpuThrottle, profileAs),
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const loadAfter = os.loadavg();

  const ms = (results: MountResult[], key: 'firstFrameMs' | 'rowsInDomMs') =>
    results.map((result) => result[key]);
  const slow = `${cpuThrottle}x CPU`;
  const checks = [
    check(
      'traces: mount, first frame',
      'ms',
      ms(
        traces.map((r) => r.mount),
        'firstFrameMs',
      ),
      BUDGETS.tracesMountMs,
      false,
    ),
    check(
      'traces: mount, rows in DOM',
      'ms',
      ms(
        traces.map((r) => r.mount),
        'rowsInDomMs',
      ),
      null,
      false,
    ),
    check('traces: cold mount incl. providers', 'ms', ms(tracesCold, 'firstFrameMs'), null, false),
    check(
      'traces: max body rows in DOM',
      'rows',
      traces.map((r) => r.maxDomRows),
      BUDGETS.tracesDomRows,
      true,
    ),
    check(
      'traces: scroll frame p95',
      'ms',
      traces.map((r) => r.scroll.frameP95Ms),
      BUDGETS.tracesFrameP95Ms,
      true,
    ),
    check(
      'traces: scroll frame p95, raw deltas',
      'ms',
      traces.map((r) => r.scroll.rawFrameP95Ms),
      null,
      true,
    ),
    check(
      'traces: scroll frame p99',
      'ms',
      traces.map((r) => r.scroll.frameP99Ms),
      null,
      true,
    ),
    check(
      'traces: scroll long frames',
      'count',
      traces.map((r) => r.scroll.longFrames),
      null,
      true,
    ),
    check(
      'traces: scroll handler p95 (React)',
      'ms',
      traces.map((r) => r.scroll.scrollHandlerP95Ms),
      null,
      true,
    ),
    ...FLOWS_SCENARIOS.flatMap(({ key, label, budgeted, rowsInDom }) => [
      check(
        `${label} ${slow}: first frame`,
        'ms',
        ms(flowsRuns[key], 'firstFrameMs'),
        budgeted ? BUDGETS.flowsPageMountMs : null,
        false,
      ),
      ...(rowsInDom
        ? [
            check(
              `${label} ${slow}: rows in DOM`,
              'ms',
              ms(flowsRuns[key], 'rowsInDomMs'),
              null,
              false,
            ),
          ]
        : []),
    ]),
  ];

  const firstOpens = firstOpenLines(flowsRuns);
  const printFirstOpens = () => {
    console.log(
      `first open of each page, ${slow}, first frame, ${settings.budgetOn} of ${settings.runs} runs, budget < ${BUDGETS.flowsPageMountMs} ms:`,
    );
    const width = Math.max(...firstOpens.map((line) => line.label.length));
    for (const line of firstOpens) {
      console.log(
        `  ${line.label.padEnd(width)}  ${String(line.checked).padStart(6)} ms  ${line.pass ? 'PASS' : 'FAIL'}  (runs ${line.perRun.join(', ')})`,
      );
    }
  };
  // Scenarios left out with ONLY have no runs.
  const measured = checks.filter((entry) => entry.perRun.length > 0);

  // Sanity: the tables held every row, and nothing was fetched.
  const problems: string[] = [];
  if ([...traces.map((r) => r.mount), ...tracesCold].some((r) => r.totalRows !== traceRows))
    problems.push(`the traces table did not hold ${traceRows} rows`);
  // A lookup table is paged on the server: its page holds one page of rows.
  if (
    Object.entries(flowsRuns)
      .filter(([key]) => !key.startsWith('lookupTable'))
      .flatMap(([, runs]) => runs)
      .some((r) => r.totalRows !== flows)
  )
    problems.push(`the flows table did not hold ${settings.flows} rows`);
  if (misses.length > 0) problems.push(`unexpected requests: ${[...new Set(misses)].join(', ')}`);

  console.log('');
  printTable(measured);
  console.log('');
  printFirstOpens();
  console.log('');
  if (traces.length > 0)
    console.log(
      `traces scroll: ${settings.scrollSeconds} s at ${settings.scrollStepPx} px/frame; frames per run ` +
        traces.map((r) => r.scroll.frames).join(', ') +
        '; frame p50 ' +
        traces.map((r) => round(r.scroll.frameP50Ms)).join(', ') +
        ' ms; scroll handler p50 ' +
        traces.map((r) => round(r.scroll.scrollHandlerP50Ms)).join(', ') +
        ' ms; long tasks ' +
        traces
          .map((r) => `${r.scroll.longTasks} (max ${round(r.scroll.longestTaskMs)} ms)`)
          .join(', '),
    );
  console.log(
    `load average (1/5/15 min) before ${loadBefore.map(round).join(' ')}, after ${loadAfter
      .map(round)
      .join(' ')}; ${os.cpus().length} CPUs`,
  );

  mkdirSync(path.dirname(RESULT_FILE), { recursive: true });
  writeFileSync(
    RESULT_FILE,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        settings,
        budgets: BUDGETS,
        machine: {
          cpus: os.cpus().length,
          loadAverageBefore: loadBefore,
          loadAverageAfter: loadAfter,
        },
        buildMs,
        checks: measured,
        firstOpens,
        runs: { traces, tracesCold, ...flowsRuns },
        problems,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`figures written to ${path.relative(REPO, RESULT_FILE)}`);

  const missed = measured.filter((entry) => entry.pass === false);
  for (const entry of missed) {
    console.error(
      `BUDGET MISSED: ${entry.name} ${entry.checked} ${entry.unit} (${settings.budgetOn} of ${settings.runs} runs), budget ${entry.budget}`,
    );
  }
  for (const problem of problems) console.error(`PROBLEM: ${problem}`);
  if (missed.length > 0 || problems.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
