import { QueryClient } from '@tanstack/react-query';
import { memoryStore } from './keyValueStore';
import { createQueryPersistence, type QueryPersistenceOptions } from './queryPersistence';
import type { PersistScope } from './scope';

/** Helpers of the persistence unit tests: a persistence over an in-memory store. */

export const OPERATOR_NORDKRAFT: PersistScope = { userId: 7, organizationId: 2 };
export const OPERATOR_FJORDNETT: PersistScope = { userId: 7, organizationId: 3 };
export const MONITOR_NORDKRAFT: PersistScope = { userId: 8, organizationId: 2 };

export type MemoryStore = ReturnType<typeof memoryStore>;

export function setup(
  overrides: Partial<Omit<QueryPersistenceOptions, 'store'>> & { store?: MemoryStore } = {},
) {
  const store = overrides.store ?? memoryStore();
  let userId: number | null = overrides.currentUserId?.() ?? 7;
  const queryClient = overrides.queryClient ?? new QueryClient();
  const persistence = createQueryPersistence({
    store,
    queryClient,
    buster: 'build-1',
    throttleMs: 0,
    yieldToPage: () => Promise.resolve(),
    currentUserId: () => userId,
    ...overrides,
  });
  return {
    store,
    queryClient,
    persistence,
    signOut: () => {
      userId = null;
    },
    signIn: (id: number) => {
      userId = id;
    },
  };
}

export async function fetched(queryClient: QueryClient, key: unknown[], data: unknown) {
  await queryClient.fetchQuery({ queryKey: key, queryFn: async () => data });
}

/** The keys written to `store` from now on, one at a time or in one transaction. */
export function recordWrites(store: MemoryStore): string[] {
  const written: string[] = [];
  const set = store.set.bind(store);
  const update = store.update.bind(store);
  store.set = (key, value) => {
    written.push(key);
    return set(key, value);
  };
  store.update = (entries, gone) => {
    written.push(...entries.map(([key]) => key));
    return update(entries, gone);
  };
  return written;
}

export const flows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ flowSpec: { id: `flow-${i}` }, documentation: 'x' }));
