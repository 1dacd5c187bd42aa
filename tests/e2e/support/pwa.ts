import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * Waits until the service worker controls the page (it precached the shell by then). On a
 * busy machine the first install can miss this page: one reload lets it try again.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  const controlled = () =>
    page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
      timeout: 20_000,
    });
  await controlled().catch(async () => {
    await page.reload();
    await controlled();
  });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

/** The keys of the persisted query cache (IndexedDB console-cache / queries). */
export function persistedKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const databases = await indexedDB.databases();
    if (!databases.some((entry) => entry.name === 'console-cache')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('console-cache');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains('queries')) return [];
      return await new Promise<string[]>((resolve, reject) => {
        const request = db.transaction('queries').objectStore('queries').getAllKeys();
        request.onsuccess = () => resolve(request.result.map(String));
        request.onerror = () => reject(request.error);
      });
    } finally {
      db.close();
    }
  });
}

/** Waits until a persisted key contains `fragment` (persistence is throttled and idle-time). */
export async function waitForPersisted(page: Page, fragment: string): Promise<void> {
  await expect
    .poll(async () => (await persistedKeys(page)).some((key) => key.includes(fragment)), {
      timeout: 15_000,
    })
    .toBe(true);
}

/**
 * Everything this origin keeps in the browser, as text: every IndexedDB database and store,
 * every Cache Storage response body, local and session storage.
 */
export function storedEverything(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        parts.push(`idb ${name}/${store}: ${JSON.stringify(rows)}`);
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        parts.push(`cache ${name} ${request.url}: ${(await response?.text()) ?? ''}`);
      }
    }
    parts.push(`local: ${JSON.stringify({ ...localStorage })}`);
    parts.push(`session: ${JSON.stringify({ ...sessionStorage })}`);
    return parts.join('\n');
  });
}

/** Turns the network off (or on) for the pages and the service worker of `context`. */
export async function setNetwork(context: BrowserContext, online: boolean): Promise<void> {
  await context.setOffline(!online);
}

/** What a control that needs the server says while offline. */
export const OFFLINE_NOTE = 'Not available offline: this needs a connection to the server.';

/**
 * Goes offline: context.setOffline cuts the service worker's network too, not only the
 * page's. A file the worker must fetch itself proves it: found online, a network failure
 * offline.
 */
export async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  const viaWorker = () =>
    page.evaluate(() =>
      fetch(`/assets/missing-${Date.now()}.js`).then(
        (answer) => answer.status,
        () => 'failed',
      ),
    );
  expect(await viaWorker()).toBe(404);
  await context.setOffline(true);
  expect(await viaWorker()).toBe('failed');
}
