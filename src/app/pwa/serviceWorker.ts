import { proxy } from 'valtio';
import type { Workbox } from 'workbox-window';

/** While online, each tab asks for a new version this often (and when it comes back online). */
export const UPDATE_CHECK_INTERVAL_MS = 15 * 60 * 1000;
const VISIBLE_CHECK_GAP_MS = 60 * 1000;

/** What the update prompt shows. */
export const pwaState = proxy({
  /** A new version is installed and waits for the user to reload. */
  updateReady: false,
  /** Another tab switched to the new version; this one still runs the old code. */
  updatedElsewhere: false,
  dismissed: false,
  /** The service worker controls this page (what the offline tests wait for). */
  controlled: typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller),
});

let workbox: Workbox | null = null;
let reloadRequested = false;
let lastCheckAt = 0;

export function checkForUpdate(): void {
  if (!workbox || !navigator.onLine) return;
  lastCheckAt = Date.now();
  workbox.update().catch(() => {
    // Offline or the server is down: the next check tries again.
  });
}

function noServiceWorker(): void {
  // No service worker (private mode, blocked, its loader gone): the console works online.
}

/**
 * Registers sw.js (built from sw/ by vite-plugin-pwa) in production builds. A new version is
 * installed in the background and waits; the user is offered a reload, never forced.
 */
export function registerServiceWorker(firstScreen: Promise<void> = Promise.resolve()): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !navigator.serviceWorker) return;
  // workbox-window is not needed for the first screen: it loads once the page has loaded, the
  // first screen's reads are in (`firstScreen`) and the page is idle (not in the queue of the
  // first screen's files and reads, nor beside their render), and registers the worker then
  // (its precaching does not compete with the page's files either).
  afterFirstScreen(
    firstScreen,
    () =>
      void import('workbox-window').then(({ Workbox }) => {
        const worker = new Workbox('/sw.js', { scope: '/' });
        workbox = worker;
        worker.addEventListener('waiting', () => {
          pwaState.updateReady = true;
          pwaState.dismissed = false;
        });
        // The worker controlling the page before: none on the very first visit, when the first worker
        // claims the page and nothing needs reloading.
        let controller = navigator.serviceWorker.controller;
        worker.addEventListener('controlling', () => {
          pwaState.controlled = true;
          const wasControlled = controller !== null;
          controller = navigator.serviceWorker.controller;
          if (reloadRequested) {
            window.location.reload();
          } else if (wasControlled) {
            pwaState.updatedElsewhere = true;
            pwaState.dismissed = false;
          }
        });
        worker.register().catch(noServiceWorker);
        setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
        window.addEventListener('online', checkForUpdate);
        document.addEventListener('visibilitychange', () => {
          if (
            document.visibilityState === 'visible' &&
            Date.now() - lastCheckAt > VISIBLE_CHECK_GAP_MS
          ) {
            checkForUpdate();
          }
        });
      }, noServiceWorker),
  );
}

/** The longest the worker waits for an idle moment once the first screen is in. */
const IDLE_WAIT_MS = 3000;

function afterFirstScreen(firstScreen: Promise<void>, run: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(run, { timeout: IDLE_WAIT_MS });
    else setTimeout(run, 0);
  };
  const afterLoad = () => void firstScreen.then(whenIdle, whenIdle);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** The user chose to reload into the new version. */
export function applyUpdate(): void {
  if (pwaState.updatedElsewhere || !workbox) {
    window.location.reload();
    return;
  }
  reloadRequested = true;
  workbox.messageSkipWaiting();
}

export function dismissUpdate(): void {
  pwaState.dismissed = true;
}
