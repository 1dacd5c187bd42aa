import { AUTH_STORAGE_KEY } from '../../shared/api';
import { isAppCache } from '../pwa/cacheNames';
import type { KeyValueStore } from './keyValueStore';

/**
 * Keys that describe the device, not the user: the language of the sign-in page, the theme,
 * the menu, the multi-screen setting and refresh timer, the logout confirmation choice, and the
 * signed-out auth state (which tells why the user was signed out). Everything else, the page
 * snapshot and form drafts included, is removed at sign-out.
 */
export const DEVICE_LOCAL_KEYS: readonly string[] = [
  AUTH_STORAGE_KEY,
  'console.locale',
  'console.theme',
  'console.menu.open',
  'console.subMenu.open',
  'console.multiScreen',
  'console.tabs.refresh',
  'console.refreshEvery',
  // "Don't ask again" of the logout confirmation (spec 2.4): a setting of this device.
  'console.logout.skipConfirmation',
];

/** Per-tab keys kept: the stale-chunk reload guard and the tab's own refresh timer. */
export const DEVICE_SESSION_KEYS: readonly string[] = [
  'console.staleChunkReloadAt',
  'console.tabs.refresh',
];

export interface WipeTargets {
  store: KeyValueStore;
  /** Further session keys to keep (the page wanted when the server ended the session). */
  keepSessionKeys?: readonly string[];
  caches?: CacheStorage | undefined;
  local?: Storage | undefined;
  session?: Storage | undefined;
}

function removeAllBut(storage: Storage | undefined, keep: readonly string[]): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null && !keep.includes(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * Removes every persisted byte of the signed-in user's data (DESIGN.md): the persisted query
 * cache, Cache Storage other than the console's own files, and the user's keys in local and
 * session storage. Stop the query persistence first, so nothing is written after this.
 */
export async function wipeUserData({
  store,
  caches,
  local,
  session,
  keepSessionKeys = [],
}: WipeTargets): Promise<void> {
  removeAllBut(local, DEVICE_LOCAL_KEYS);
  removeAllBut(session, [...DEVICE_SESSION_KEYS, ...keepSessionKeys]);
  await store.clear();
  if (caches) {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => !isAppCache(name)).map((name) => caches.delete(name)));
  }
}
