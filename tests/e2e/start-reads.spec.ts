import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/** Holds back the files matching `file` until the returned function is called. */
async function holdBack(page: Page, file: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(file, async (route) => {
    await released;
    await route.continue();
  });
  return release;
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
  const release = await holdBack(page, /\/assets\/boot-[\w-]+\.js$/);
  const reload = page.reload();
  await expect
    .poll(() => START_READS.filter((read) => reads.some((path) => read.test(path))).length)
    .toBe(START_READS.length);
  release();
  await reload;
  await expect(page.getByTestId('traffic-totals')).toBeVisible();
  await page.waitForLoadState('networkidle');
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
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await signIn(page, 'operator@example.com');
  await expect(page.getByTestId('traffic-totals')).toBeVisible();

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  // The entry's own code is held back: what is asked meanwhile comes from index.html alone.
  const release = await holdBack(page, /\/assets\/start-[\w-]+\.js$/);
  const reload = page.reload();
  const early = [
    /^\/runtime-config\.json$/,
    /^\/assets\/boot-[\w-]+\.js$/,
    /^\/assets\/signed-in-[\w-]+\.js$/,
    /^\/assets\/first-page-[\w-]+\.js$/,
  ];
  await expect
    .poll(() => early.filter((file) => asked.some((path) => file.test(path))).length)
    .toBe(early.length);
  release();
  await reload;
  await expect(page.getByTestId('traffic-totals')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Taken by the console, not asked for twice; allowed by the content security policy.
  expect(asked.filter((path) => path === '/runtime-config.json')).toHaveLength(1);
  expect(problems).toEqual([]);
});
