import type { QueryClient } from '@tanstack/react-query';
import { proxy } from 'valtio';
import { readAuth, subscribeAuth } from '../shared/api';
import { withEarlyRead } from '../shared/modules/askAhead';
import type { TabCoordination } from '../shared/tabs';
import { BUILD_ID } from './buildInfo';
import { startConnectivity } from './network/connectivity';
import type { EarlyRead } from './persistence/earlyRead';
import { flushOnLeave } from './persistence/flushOnLeave';
import { initialScope, signedInUserId } from './persistence/initialScope';
import { askSession } from './persistence/askSession';
import { indexedDbStore, type KeyValueStore } from './persistence/keyValueStore';
import { createQueryPersistence, type QueryPersistence } from './persistence/queryPersistence';
import { sameScope } from './persistence/scope';
import { wipeUserData } from './persistence/wipe';
import { isAppCache } from './pwa/cacheNames';
import { createQueryClient } from './queryClient';
import { createTabCoordinator, type TabCoordinator } from './tabs/coordinator';
import { createTabCoordination } from './tabs/hooks';

const WANTED_PATH_KEY = 'console.wantedPath';

export const runtimeState = proxy({
  /** The persisted cache is being put back in memory (the signed-in app waits for it). */
  restoring: false,
  wiping: false,
  /**
   * The user signed out (in this tab or another) rather than the server ending the session:
   * the page they left is not remembered for the next sign-in, which may be someone else's.
   */
  signedOutByUser: false,
});

export interface AppRuntime {
  queryClient: QueryClient;
  persistence: QueryPersistence;
  coordinator: TabCoordinator;
  tabs: TabCoordination;
  store: KeyValueStore;
  /** `early`: the persisted entries main.tsx began to read before the app's code loaded. */
  start: (early?: EarlyRead | null) => () => void;
}

function cacheStorage(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/** Removes persisted data nobody is signed in for (a sign-out cut short by closing the tab). */
async function clearOrphanedData(store: KeyValueStore): Promise<void> {
  await store.clear();
  const storage = cacheStorage();
  if (!storage) return;
  const names = await storage.keys();
  await Promise.all(names.filter((name) => !isAppCache(name)).map((name) => storage.delete(name)));
}

/**
 * The console's long-lived parts: the query client and its IndexedDB persistence, the
 * many-tab coordination and the connectivity watch. `start` begins restoring the signed-in
 * user's data at once, before the first render needs it.
 */
export function createAppRuntime(): AppRuntime {
  const queryClient = createQueryClient();
  const store = indexedDbStore();
  const persistence = createQueryPersistence({
    queryClient,
    store,
    buster: BUILD_ID,
    currentUserId: signedInUserId,
  });
  const coordinator = createTabCoordinator({ queryClient });
  const tabs = createTabCoordination(coordinator);

  async function signedOut(): Promise<void> {
    // Nothing more may be written, then everything written goes (DESIGN.md: sign-out).
    persistence.stop();
    queryClient.clear();
    runtimeState.wiping = true;
    const forced = readAuth().error !== null;
    runtimeState.signedOutByUser = !forced;
    await wipeUserData({
      store,
      caches: cacheStorage(),
      local: localStorage,
      session: sessionStorage,
      // When the server ended the session, the page the user was on is offered after sign-in.
      keepSessionKeys: forced ? [WANTED_PATH_KEY] : [],
    }).catch(() => undefined);
    runtimeState.wiping = false;
  }

  function start(early?: EarlyRead | null): () => void {
    const stopConnectivity = startConnectivity();
    const stopFlushing = flushOnLeave(persistence);
    coordinator.start();
    const scope = initialScope();
    if (scope) {
      runtimeState.restoring = true;
      const preloaded = early && sameScope(early.scope, scope) ? early.rows : null;
      void persistence.setScope(scope, preloaded).finally(() => {
        runtimeState.restoring = false;
      });
      // prefetchQuery never rejects: a failure stays in the query's state.
      askSession((options) => void queryClient.prefetchQuery(withEarlyRead(options)), scope);
    } else {
      void clearOrphanedData(store).catch(() => undefined);
    }
    let signedIn = readAuth().token !== null;
    const unsubscribe = subscribeAuth(() => {
      const now = readAuth().token !== null;
      if (signedIn && !now) void signedOut();
      if (now) runtimeState.signedOutByUser = false;
      signedIn = now;
    });
    return () => {
      unsubscribe();
      coordinator.stop();
      stopFlushing();
      persistence.stop();
      stopConnectivity();
    };
  }

  return { queryClient, persistence, coordinator, tabs, store, start };
}
