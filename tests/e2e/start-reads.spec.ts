import type { Page } from '@playwright/test';
import { collectPageErrors, expect, signIn, test } from './support/fixtures';

/**
 * Reloads the overview with the files matching `held` held back until every path in
 * `expected` has been asked for (`asked` fills as the page asks), then lets them through and
 * waits for the page's totals and a quiet network.
 */
async function reloadHolding(
  page: Page,
  held: RegExp,
  expected: readonly RegExp[],
  asked: readonly string[],
): Promise<void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  const reload = page.reload();
  await expect
    .poll(() => expected.filter((path) => asked.some((seen) => path.test(seen))).length)
    .toBe(expected.length);
  release();
  await reload;
  await expect(page.getByTestId('traffic-totals')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The reads a signed-in start of the overview makes, by path (the query strings aside). */
const START_READS = [
  /\/api\/identity\/users\/\d+$/,
  /\/api\/identity\/organizations\/\d+$/,
  /\/api\/identity\/organizations\/\d+\/modules$/,
  /\/api\/config\/v2\/\d+\/features$/,
  /\/api\/config\/v1\/\d+\/configuration\/\d+$/,
  /\/api\/insights\/v1\/\d+\/histograms$/,
  /\/api\/insights\/v1\/\d+\/summary$/,
  /\/api\/insights\/v1\/\d+\/metrics$/,
  /\/api\/insights\/v1\/\d+\/flows$/,
  /\/api\/registry\/v1\/\d+\/flow-accesses\/discrepancies$/,
];

test("a signed-in start asks for the session's and the overview's data once each, while the console's code loads", async ({
  page,
}) => {
  await signIn(page, 'operator@example.com');
  await expect(page.getByTestId('traffic-totals')).toBeVisible();

  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });
  // The boot code (React, the providers) is held back on the reload until the start's reads
  // have gone out: the entry asks for them, not the code that renders.
  await reloadHolding(page, /\/assets\/boot-[\w-]+\.js$/, START_READS, reads);
  for (const read of START_READS) {
    expect(
      reads.filter((path) => read.test(path)),
      String(read),
    ).toHaveLength(1);
  }
});

test("a signed-in start asks for the service addresses and the start's code before the entry's code has come", async ({
  page,
}) => {
  const problems = collectPageErrors(page);
  await signIn(page, 'operator@example.com');
  await expect(page.getByTestId('traffic-totals')).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // The entry's own code is held back: what is asked meanwhile comes from index.html alone.
  const early = [
    /^\/runtime-config\.json$/,
    /^\/assets\/boot-[\w-]+\.js$/,
    /^\/assets\/signed-in-[\w-]+\.js$/,
    /^\/assets\/first-page-[\w-]+\.js$/,
  ];
  await reloadHolding(page, /\/assets\/start-[\w-]+\.js$/, early, asked);
  // Taken by the console, not asked for twice; allowed by the content security policy.
  expect(asked.filter((path) => path === '/runtime-config.json')).toHaveLength(1);
  expect(problems).toEqual([]);
});
