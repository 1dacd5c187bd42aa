/**
 * The README's screenshots, taken from the real console: the built console (`npm run build`
 * first) served by the real server on a fresh database with the demo data, in Chromium, on
 * a desktop and a tablet. Re-run after a visible change:
 *   npm run screenshots            (writes docs/screenshots/*.png)
 * CHROMIUM_PATH sets the browser (default /usr/bin/chromium).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { ROOT, startBenchServer } from '../tests/perf/bench-server.mjs';

const OUT = path.join(ROOT, 'docs', 'screenshots');
const PASSWORD = 'console-demo';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 800, height: 1280 },
] as const;

interface Shot {
  name: string;
  email: string;
  path: string;
}

const SHOTS: Shot[] = [
  { name: 'heartbeat-overview', email: 'operator@example.com', path: '/heartbeat' },
  { name: 'flows', email: 'operator@example.com', path: '/heartbeat/flows' },
  { name: 'flow', email: 'operator@example.com', path: '/heartbeat/flows/meter-readings-in' },
  { name: 'traces', email: 'operator@example.com', path: '/heartbeat/flow-traces' },
  { name: 'platform-status', email: 'admin@example.com', path: '/platform' },
];

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The menu is closed on a tablet: the page leaving /login is the sign-in done.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** The page settled: its heading shown, no skeleton left, fonts loaded, two frames drawn. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('.mantine-Skeleton-root').length === 0,
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function capture(browser: Browser, base: string) {
  const written: string[] = [];
  for (const viewport of VIEWPORTS) {
    for (const email of [...new Set(SHOTS.map((shot) => shot.email))]) {
      const context = await browser.newContext({
        baseURL: base,
        viewport: { width: viewport.width, height: viewport.height },
        locale: 'en-GB',
        timezoneId: 'Europe/Oslo',
        colorScheme: 'dark',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await signIn(page, email);
      for (const shot of SHOTS.filter((each) => each.email === email)) {
        await page.goto(shot.path);
        await settled(page);
        const file = path.join(OUT, `${shot.name}-${viewport.name}.png`);
        await page.screenshot({ path: file });
        written.push(path.relative(ROOT, file));
      }
      await context.close();
    }
  }
  return written;
}

async function main() {
  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    throw new Error('No built console in dist/: run `npm run build` first.');
  }
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  try {
    const written = await capture(browser, server.base);
    process.stdout.write(`${written.map((file) => `wrote ${file}`).join('\n')}\n`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
