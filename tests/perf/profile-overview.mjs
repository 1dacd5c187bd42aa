// Where the signed-in overview's first load spends the main thread: signs in, forgets what
// the lighthouse benchmark forgets (service worker, caches, persisted queries, the page's
// picture), reloads the overview under 4x CPU slowdown with the sampling profiler on, and
// prints the functions with the most self time, mapped to their sources through the build's
// source maps. A companion to `npm run perf:lighthouse` when the overview misses its budget.
//
//   node tests/perf/profile-overview.mjs            (PROFILE_TOP=40 for more rows)
import fs from 'node:fs';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map';
import { ROOT, intEnv, startBenchServer } from './bench-server.mjs';
import { signedInFirstVisit } from './signed-in-visit.mjs';

const TOP = intEnv('PROFILE_TOP', 25);
const DIST = path.join(ROOT, 'dist');
const server = await startBenchServer({ env: { DIST_DIR: DIST } });
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
  defaultViewport: { width: 412, height: 823, isMobile: true, hasTouch: true },
});
try {
  const page = await browser.newPage();
  const { url, session: cdp } = await signedInFirstVisit(page, server.base);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(url);
  await page.waitForSelector('[data-testid="traffic-totals"]');
  const shownAfter = Date.now() - started;
  // What runs right after the totals show (charts, tables finishing) counts too.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { profile } = await cdp.send('Profiler.stop');

  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
  const consumers = new Map();
  const consumerFor = async (scriptUrl) => {
    if (!consumers.has(scriptUrl)) {
      const file = path.join(DIST, new URL(scriptUrl).pathname);
      const map = fs.existsSync(`${file}.map`) ? fs.readFileSync(`${file}.map`, 'utf8') : null;
      consumers.set(scriptUrl, map ? await new SourceMapConsumer(map) : null);
    }
    return consumers.get(scriptUrl);
  };
  const rows = new Map();
  let total = 0;
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    total += micros;
    let where = callFrame.url ? new URL(callFrame.url).pathname : '(native)';
    let name = callFrame.functionName || '(anonymous)';
    if (callFrame.url.startsWith(server.base) && callFrame.lineNumber >= 0) {
      const consumer = await consumerFor(callFrame.url);
      const original = consumer?.originalPositionFor({
        line: callFrame.lineNumber + 1,
        column: callFrame.columnNumber,
      });
      if (original?.source) {
        where = `${original.source.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${original.line}`;
        name = original.name ?? name;
      }
    }
    const key = `${name} ${where}`;
    rows.set(key, (rows.get(key) ?? 0) + micros);
  }
  const byPackage = new Map();
  for (const [key, micros] of rows) {
    const where = key.split(' ').slice(1).join(' ');
    const pkg = where.startsWith('src/') ? where.split(':')[0] : where.split('/')[0].split(':')[0];
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
  }
  const ms = (micros) => `${(micros / 1000).toFixed(0)} ms`.padStart(8);
  process.stdout.write(`overview totals shown after ${shownAfter} ms; profiled ${ms(total)}\n`);
  process.stdout.write('\nself time by package or source file:\n');
  for (const [pkg, micros] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    process.stdout.write(`${ms(micros)}  ${pkg}\n`);
  }
  process.stdout.write('\nself time by function:\n');
  for (const [key, micros] of [...rows].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    process.stdout.write(`${ms(micros)}  ${key}\n`);
  }
} finally {
  await browser.close();
  await server.stop();
}
