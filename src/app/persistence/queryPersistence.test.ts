import { describe, expect, it } from 'vitest';
import { CHUNK_ITEMS } from './chunks';
import { memoryStore } from './keyValueStore';
import { firstPageOnly } from './queryPersistence';
import {
  fetched,
  flows,
  MONITOR_NORDKRAFT,
  OPERATOR_FJORDNETT,
  OPERATOR_NORDKRAFT,
  recordWrites,
  setup,
} from './testing';

describe('query cache persistence', () => {
  it('keeps successful queries per user and organization and restores them there only', async () => {
    const first = setup();
    await first.persistence.setScope(OPERATOR_NORDKRAFT);
    await fetched(first.queryClient, ['platform', 'status'], { services: ['identity'] });
    await first.queryClient
      .fetchQuery({
        queryKey: ['broken'],
        queryFn: async () => {
          throw new Error('down');
        },
      })
      .catch(() => undefined);
    await first.persistence.flush();
    const keys = [...first.store.entries.keys()];
    expect(keys).toEqual(['u7.o2|q|["platform","status"]']);

    const again = setup({ store: first.store });
    await again.persistence.setScope(OPERATOR_NORDKRAFT);
    expect(again.queryClient.getQueryData(['platform', 'status'])).toEqual({
      services: ['identity'],
    });

    const otherUser = setup({ store: first.store, currentUserId: () => 8 });
    await otherUser.persistence.setScope(MONITOR_NORDKRAFT);
    expect(otherUser.queryClient.getQueryData(['platform', 'status'])).toBeUndefined();
    const otherOrganization = setup({ store: first.store });
    await otherOrganization.persistence.setScope(OPERATOR_FJORDNETT);
    expect(otherOrganization.queryClient.getQueryData(['platform', 'status'])).toBeUndefined();
  });

  it('drops what another build wrote, and what is older than the maximum age', async () => {
    const first = setup();
    await first.persistence.setScope(OPERATOR_NORDKRAFT);
    await fetched(first.queryClient, ['a'], 1);
    await first.persistence.flush();

    const newBuild = setup({ store: first.store, buster: 'build-2' });
    await newBuild.persistence.setScope(OPERATOR_NORDKRAFT);
    expect(newBuild.queryClient.getQueryData(['a'])).toBeUndefined();
    expect(first.store.entries.size).toBe(0);

    await fetched(newBuild.queryClient, ['b'], 2);
    await newBuild.persistence.flush();
    const later = setup({
      store: first.store,
      buster: 'build-2',
      maxAge: 60_000,
      now: () => Date.now() + 61_000,
    });
    await later.persistence.setScope(OPERATOR_NORDKRAFT);
    expect(later.queryClient.getQueryData(['b'])).toBeUndefined();
    expect(first.store.entries.size).toBe(0);
  });

  it('writes a large answer in pieces and restores it after the small ones', async () => {
    const first = setup();
    await first.persistence.setScope(OPERATOR_NORDKRAFT);
    await fetched(first.queryClient, ['heartbeat', 2, 'flows'], flows(5000));
    await fetched(first.queryClient, ['session', 'user', 7], { userId: 7 });
    await first.persistence.flush();
    const pieces = [...first.store.entries.keys()].filter((key) => key.includes('|c|'));
    expect(pieces).toHaveLength(Math.ceil(5000 / CHUNK_ITEMS));
    for (const key of pieces) {
      expect((first.store.entries.get(key) as unknown[]).length).toBeLessThanOrEqual(CHUNK_ITEMS);
    }

    const again = setup({ store: first.store });
    await again.persistence.setScope(OPERATOR_NORDKRAFT);
    expect(again.queryClient.getQueryData(['session', 'user', 7])).toEqual({ userId: 7 });
    await again.persistence.settled;
    expect(again.queryClient.getQueryData<unknown[]>(['heartbeat', 2, 'flows'])).toHaveLength(5000);
  });

  it('writes only changed queries, nothing marked persist: false, nothing once signed out', async () => {
    const store = memoryStore();
    const written = recordWrites(store);
    const first = setup({ store });
    await first.persistence.setScope(OPERATOR_NORDKRAFT);
    await fetched(first.queryClient, ['a'], 1);
    await first.queryClient.fetchQuery({
      queryKey: ['payload'],
      queryFn: async () => 'secret payload',
      meta: { persist: false },
    });
    await first.persistence.flush();
    expect(written).toEqual(['u7.o2|q|["a"]']);
    first.queryClient
      .getQueryCache()
      .find({ queryKey: ['a'] })
      ?.setState({ isInvalidated: true });
    await first.persistence.flush();
    expect(written).toEqual(['u7.o2|q|["a"]']);

    first.signOut();
    await fetched(first.queryClient, ['b'], 2);
    await first.persistence.flush();
    expect(written).toEqual(['u7.o2|q|["a"]']);

    first.signIn(7);
    first.persistence.stop();
    await fetched(first.queryClient, ['c'], 3);
    await first.persistence.flush();
    expect(written).toEqual(['u7.o2|q|["a"]']);
  });

  it('keeps an infinite query with its first page only, and the cache in memory whole', async () => {
    const first = setup();
    await first.persistence.setScope(OPERATOR_NORDKRAFT);
    const key = ['heartbeat', 2, 'traces', 'list', { flowId: 'meter-readings-in' }];
    const page = (offset: number) =>
      Array.from({ length: 100 }, (_, i) => ({ id: offset + i, flowId: 'meter-readings-in' }));
    await first.queryClient.fetchInfiniteQuery({
      queryKey: key,
      queryFn: async ({ pageParam }) => ({ offset: pageParam, data: page(pageParam) }),
      initialPageParam: 0,
      getNextPageParam: (last: { offset: number }) => last.offset + 100,
      pages: 300,
    });
    await fetched(first.queryClient, ['heartbeat', 2, 'traces', 'detail', 42], { id: 42 });
    await first.persistence.flush();
    // 300 pages of 100 rows are 30,000 rows: neither written whole nor in pieces.
    expect([...first.store.entries.keys()].filter((k) => k.includes('|c|'))).toEqual([]);
    expect(first.queryClient.getQueryData<{ pages: unknown[] }>(key)?.pages).toHaveLength(300);

    const again = setup({ store: first.store });
    await again.persistence.setScope(OPERATOR_NORDKRAFT);
    await again.persistence.settled;
    const restored = again.queryClient.getQueryData<{
      pages: { offset: number; data: unknown[] }[];
      pageParams: unknown[];
    }>(key);
    expect(restored?.pageParams).toEqual([0]);
    expect(restored?.pages).toHaveLength(1);
    expect(restored?.pages[0]?.data).toEqual(page(0));
    expect(again.queryClient.getQueryData(['heartbeat', 2, 'traces', 'detail', 42])).toEqual({
      id: 42,
    });
  });

  it('trims only infinite queries, and leaves a single page as it is', () => {
    const state = {
      data: { pages: [1, 2], pageParams: [0, 1] },
      dataUpdateCount: 1,
      dataUpdatedAt: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
    };
    const plain = { queryHash: '["a"]', queryKey: ['a'], state, dehydratedAt: 1 };
    expect(firstPageOnly(plain)).toBe(plain);
    expect(firstPageOnly({ ...plain, queryType: 'infinite' }).state.data).toEqual({
      pages: [1],
      pageParams: [0],
    });
    const single = {
      ...plain,
      queryType: 'infinite' as const,
      state: { ...state, data: { pages: [1], pageParams: [0] } },
    };
    expect(firstPageOnly(single)).toBe(single);
  });

  it('follows a switch of organization: the data on screen goes to the new scope too', async () => {
    const first = setup();
    await first.persistence.setScope(OPERATOR_NORDKRAFT);
    await fetched(first.queryClient, ['session', 'user', 7], { userId: 7 });
    await first.persistence.flush();
    await first.persistence.setScope(OPERATOR_FJORDNETT);
    await first.persistence.flush();
    expect([...first.store.entries.keys()].sort()).toEqual([
      'u7.o2|q|["session","user",7]',
      'u7.o3|q|["session","user",7]',
    ]);
  });
});
