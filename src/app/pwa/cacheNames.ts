/**
 * Cache Storage names, shared by the service worker (sw/) and the sign-out wipe. The app's own
 * caches hold the built console only; any other cache may hold user data.
 */
export const CACHE_PREFIX = 'console';
export const ASSETS_CACHE = 'console-assets';
export const CONFIG_CACHE = 'console-config';

export function isAppCache(name: string): boolean {
  return (
    name.startsWith(`${CACHE_PREFIX}-precache`) || name === ASSETS_CACHE || name === CONFIG_CACHE
  );
}
