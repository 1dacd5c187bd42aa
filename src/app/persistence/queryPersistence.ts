import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/query-persist-client-core';
import type { KeyValueStore } from './keyValueStore';
import { mark, measure } from './perfMarks';
import { sameScope, type PersistScope } from './scope';
import { createScopedPersister, type ScopedPersister } from './scopedPersister';

/** Persisted data older than a week is not shown: a sign-in session lasts as long. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Changes are gathered for a second before they are written. */
export const PERSIST_THROTTLE_MS = 1000;

export interface QueryPersistenceOptions {
  queryClient: QueryClient;
  store: KeyValueStore;
  buster: string;
  maxAge?: number;
  throttleMs?: number;
  now?: () => number;
  /** The signed-in user's id now, or null; writes stop the moment it is not the scope's. */
  currentUserId: () => number | null;
  yieldToPage?: () => Promise<void>;
}

export interface QueryPersistence {
  /**
   * Restores (user, organization)'s data and writes further changes there. `preloaded`: that
   * scope's entries, read early (src/app/persistence/earlyRead.ts).
   */
  setScope: (
    scope: PersistScope,
    preloaded?: Promise<[string, unknown][] | null> | null,
  ) => Promise<void>;
  readonly scope: PersistScope | null;
  /**
   * Writes every change not stored yet at once, in one transaction, without waiting for the
   * throttle, an idle moment or a write under way: for the page being hidden, closed or
   * reloaded, or going offline (see flushOnLeave). Resolves when that and a write under way
   * are done.
   */
  flush: () => Promise<void>;
  /** Stops writing: nothing more reaches the store until setScope is called again. */
  stop: () => void;
  /** Resolves once the large entries of the last restore are back in the cache too. */
  readonly settled: Promise<void>;
}

/** Only successful answers are kept; a query can opt out with `meta: { persist: false }`. */
export function shouldPersist(query: {
  state: { status: string; data: unknown };
  meta?: Record<string, unknown> | undefined;
}): boolean {
  return (
    query.state.status === 'success' &&
    query.state.data !== undefined &&
    query.meta?.persist !== false
  );
}

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * An infinite query is kept with its first page only: a trace list may hold a thousand pages
 * of 100 rows, too much to write and read back. Restored, it shows that page and loads the
 * next ones again when asked.
 */
export function firstPageOnly(query: DehydratedQuery): DehydratedQuery {
  const data = query.state.data as { pages?: unknown; pageParams?: unknown } | undefined;
  if (
    query.queryType !== 'infinite' ||
    !Array.isArray(data?.pages) ||
    !Array.isArray(data.pageParams) ||
    (data.pages.length <= 1 && data.pageParams.length <= 1)
  ) {
    return query;
  }
  return {
    ...query,
    state: {
      ...query.state,
      data: { ...data, pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    },
  };
}

/** An idle moment of the page; a timeout keeps background tabs going. */
export function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window !== 'undefined' && 'requestIdleCallback' in window) {
      window.requestIdleCallback(() => resolve(), { timeout: 500 });
    } else {
      setTimeout(resolve, 0);
    }
  });
}

/**
 * The React Query cache, kept in IndexedDB per user and organization (DESIGN.md, offline):
 * successful queries only (infinite ones with their first page only), dropped when older
 * than maxAge or written by another build.
 * Writes are gathered for a second, then made one query (or one piece of a large one) per
 * idle moment, and only for queries whose data changed since they were stored.
 */
export function createQueryPersistence(options: QueryPersistenceOptions): QueryPersistence {
  const { queryClient, store, buster, currentUserId } = options;
  const maxAge = options.maxAge ?? PERSIST_MAX_AGE_MS;
  const throttleMs = options.throttleMs ?? PERSIST_THROTTLE_MS;
  const yieldToPage = options.yieldToPage ?? idleMoment;

  let scope: PersistScope | null = null;
  let persister: ScopedPersister | null = null;
  /** Bumped by stop and setScope: work of an older generation stops at its next step. */
  let generation = 0;
  const dirty = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let writing: Promise<void> = Promise.resolve();
  let settled: Promise<void> = Promise.resolve();
  let unsubscribe: (() => void) | null = null;

  const mayWrite = (forGeneration: number, forScope: PersistScope) => () =>
    generation === forGeneration && currentUserId() === forScope.userId;

  function hydrateRestored(restored: PersistedClient | undefined): void {
    if (!restored) return;
    // Each query is put back only where the cache holds nothing newer.
    hydrate(queryClient, restored.clientState as unknown as DehydratedState);
  }

  async function writeDirty(): Promise<void> {
    if (!persister || !scope || dirty.size === 0) return;
    if (currentUserId() !== scope.userId) return;
    const batch = new Set(dirty);
    dirty.clear();
    const state = dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => batch.has(query.queryHash) && shouldPersist(query),
      shouldDehydrateMutation: () => false,
    });
    if (state.queries.length === 0) return;
    const trimmed: DehydratedState = { ...state, queries: state.queries.map(firstPageOnly) };
    mark('console:persist-start');
    await persister.persistClient({
      buster,
      timestamp: (options.now ?? Date.now)(),
      clientState: trimmed as unknown as PersistedClient['clientState'],
    });
    mark('console:persist-end');
  }

  function schedule(): void {
    if (timer !== null || !scope) return;
    timer = setTimeout(() => {
      timer = null;
      writing = writing.then(writeDirty).catch(() => {
        // Storage full or unavailable: the cache still works, it just is not kept.
      });
    }, throttleMs);
  }

  function markAll(): void {
    for (const query of queryClient.getQueryCache().getAll()) {
      if (shouldPersist(query)) dirty.add(query.queryHash);
    }
  }

  function subscribe(): void {
    unsubscribe ??= queryClient.getQueryCache().subscribe((event) => {
      const changed =
        (event.type === 'updated' && event.action.type === 'success') ||
        (event.type === 'added' && event.query.state.status === 'success');
      if (!changed) return;
      dirty.add(event.query.queryHash);
      schedule();
    });
  }

  return {
    get scope() {
      return scope;
    },
    get settled() {
      return settled;
    },

    async setScope(next, preloaded) {
      if (sameScope(scope, next) && persister) return;
      generation += 1;
      const mine = generation;
      scope = next;
      persister = createScopedPersister(next, {
        store,
        buster,
        maxAge,
        now: options.now,
        yieldToPage,
        mayWrite: mayWrite(mine, next),
        preloaded,
      });
      subscribe();
      const current = persister;
      mark('console:cache-restore-start');
      hydrateRestored(
        await Promise.resolve()
          .then(() => current.restoreClient())
          .catch(() => undefined),
      );
      measure('console:cache-restore', 'console:cache-restore-start');
      settled = current
        .restoreLarge()
        .then((restored) => {
          if (generation === mine) hydrateRestored(restored);
        })
        .then(() => current.removeOrphans())
        .catch(() => undefined);
      if (generation !== mine) return;
      // Everything in memory belongs to this scope from now on: queries fetched before it
      // was known (the user) and those of another organization still on screen.
      markAll();
      schedule();
    },

    async flush() {
      const current = persister;
      if (current && scope && currentUserId() === scope.userId) {
        // Everything not stored, also what a write under way has not reached yet; that write
        // and the throttled one skip what this one stores.
        const state = dehydrate(queryClient, {
          shouldDehydrateQuery: shouldPersist,
          shouldDehydrateMutation: () => false,
        });
        await current.persistNow(state.queries.map(firstPageOnly)).catch(() => undefined);
      }
      await writing;
    },

    stop() {
      generation += 1;
      scope = null;
      persister = null;
      dirty.clear();
      if (timer !== null) clearTimeout(timer);
      timer = null;
      unsubscribe?.();
      unsubscribe = null;
    },
  };
}
