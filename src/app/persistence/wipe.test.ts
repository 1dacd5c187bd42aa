import { describe, expect, it } from 'vitest';
import { memoryStore } from './keyValueStore';
import { wipeUserData } from './wipe';

class FakeCaches {
  readonly names = new Set<string>();
  keys = async () => [...this.names];
  delete = async (name: string) => this.names.delete(name);
}

describe('wipeUserData (sign-out)', () => {
  it('removes persisted queries, user caches and user keys, and keeps the device settings', async () => {
    const store = memoryStore();
    await store.set('u7.o2|q|["session","user",7]', { email: 'operator@example.com' });
    const caches = new FakeCaches();
    for (const name of ['console-precache-v2-http://x/', 'console-assets', 'api-answers']) {
      caches.names.add(name);
    }
    localStorage.setItem('console.auth', JSON.stringify({ token: null }));
    localStorage.setItem('console.locale', '"fr"');
    localStorage.setItem('console.multiScreen', '"Independent"');
    localStorage.setItem('console.activeRole', '{"organizationId":2,"role":"OPERATOR"}');
    localStorage.setItem('console.draft.user.7.configuration', '{"theme":"light"}');
    localStorage.setItem('console.tabs.dateRange', '{"fromDate":"1"}');
    sessionStorage.setItem('console.activeRole', '{"organizationId":2,"role":"OPERATOR"}');
    sessionStorage.setItem('console.draft.login.email', '"operator@example.com"');
    sessionStorage.setItem('console.wantedPath', '/platform?organization=nordkraft');
    sessionStorage.setItem('console.staleChunkReloadAt', '1');

    await wipeUserData({
      store,
      caches: caches as unknown as CacheStorage,
      local: localStorage,
      session: sessionStorage,
    });

    expect(store.entries.size).toBe(0);
    expect([...caches.names].sort()).toEqual(['console-assets', 'console-precache-v2-http://x/']);
    expect(Object.keys(localStorage).sort()).toEqual([
      'console.auth',
      'console.locale',
      'console.multiScreen',
    ]);
    expect(Object.keys(sessionStorage)).toEqual(['console.staleChunkReloadAt']);
    const everything = JSON.stringify({ ...localStorage, ...sessionStorage });
    expect(everything).not.toContain('example.com');
    expect(everything).not.toContain('nordkraft');
  });

  it('keeps the wanted page when the server ended the session', async () => {
    sessionStorage.clear();
    sessionStorage.setItem('console.wantedPath', '/platform');
    await wipeUserData({
      store: memoryStore(),
      session: sessionStorage,
      keepSessionKeys: ['console.wantedPath'],
    });
    expect(sessionStorage.getItem('console.wantedPath')).toBe('/platform');
  });
});
