// The signed-in overview as on a first signed-in visit, for the benchmarks that load it
// (lighthouse.bench.mjs, profile-overview.mjs).

/**
 * Signs in as the operator through the form in `page` (puppeteer), waits for the overview,
 * then forgets the service worker, every cached file, the persisted queries and the picture
 * of the last page (not the session). Returns the overview's address, to load it anew.
 *
 * The overview is on screen first (the sign-in is over); then the page goes away from the
 * console (to a file of its origin) before anything is dropped: the console keeps a picture
 * of the page it leaves, and what that picture held depended on how far the page had come (a
 * first paint of 0.3 s or of 3 s from run to run). So each run starts from the same nothing.
 */
export async function signedInFirstVisit(page, base) {
  await page.goto(`${base}/login`);
  await page.locator('input[type="email"], input[name="email"]').fill('operator@example.com');
  await page.locator('input[type="password"]').fill('console-demo');
  await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
  await page.waitForFunction(() => globalThis.location.pathname.startsWith('/heartbeat'));
  const url = page.url();
  await page.waitForSelector('[data-testid="traffic-totals"]');
  await page.goto(`${base}/manifest.webmanifest`);
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations()) {
      await registration.unregister();
    }
    for (const key of await globalThis.caches.keys()) await globalThis.caches.delete(key);
    localStorage.removeItem('console.snapshot');
    await new Promise((resolve) => {
      const request = globalThis.indexedDB.deleteDatabase('console-cache');
      request.onsuccess = request.onerror = request.onblocked = resolve;
    });
  });
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  return { url, session };
}
