import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import type { DehydratedState } from '@tanstack/react-query';
import { joinChunks, splitLargeArrays, type ChunkedArray } from './chunks';
import type { KeyValueStore } from './keyValueStore';
import { parseStoreKey, storeKeys, type PersistScope } from './scope';

export type DehydratedQuery = DehydratedState['queries'][number];

/** One persisted query; the pieces of its large arrays are stored beside it. */
export interface QueryEntry {
  version: 1;
  buster: string;
  persistedAt: number;
  query: DehydratedQuery;
  chunks: { stamp: string; arrays: ChunkedArray[] } | null;
}

export interface ScopedPersisterOptions {
  store: KeyValueStore;
  /** Entries of another build are dropped (the build version). */
  buster: string;
  /** Entries whose data is older than this are dropped, in ms. */
  maxAge: number;
  now?: () => number;
  /** Resolves at the page's next idle moment: one write per moment. */
  yieldToPage?: () => Promise<void>;
  /** Checked before every write; false stops the work (signed out, or scope changed). */
  mayWrite?: () => boolean;
  /** The scope's query entries, when their read was started early (before the app loaded). */
  preloaded?: Promise<[string, unknown][] | null> | null;
}

/** The Persister of one (user, organization), with the large entries restored later. */
export interface ScopedPersister extends Persister {
  /** The entries `restoreClient` left out for being large, put back together. */
  restoreLarge: () => Promise<PersistedClient | undefined>;
  /** dataUpdatedAt of each query as stored, so unchanged queries are not written again. */
  readonly stored: Map<string, number>;
  /** Deletes pieces of large entries that no entry refers to. */
  removeOrphans: () => Promise<void>;
  /**
   * Writes `queries` (those whose data is not stored yet) in one transaction, handed to the
   * store before anything else runs: for the moment the page is hidden, closed or goes
   * offline, when a write left for an idle moment may never be made.
   */
  persistNow: (queries: readonly DehydratedQuery[]) => Promise<void>;
}

const isEntry = (value: unknown): value is QueryEntry =>
  typeof value === 'object' && value !== null && (value as QueryEntry).version === 1;

function chunkKeys(scope: PersistScope, entry: QueryEntry): string[] {
  if (!entry.chunks) return [];
  const total = entry.chunks.arrays.reduce((sum, array) => sum + array.count, 0);
  const { stamp } = entry.chunks;
  return Array.from({ length: total }, (_, i) =>
    storeKeys.chunk(scope, stamp, i, entry.query.queryHash),
  );
}

class WriteStopped extends Error {}
class WriteSuperseded extends Error {}

export function createScopedPersister(
  scope: PersistScope,
  options: ScopedPersisterOptions,
): ScopedPersister {
  const { store, buster, maxAge } = options;
  const now = options.now ?? Date.now;
  const yieldToPage = options.yieldToPage ?? (() => Promise.resolve());
  const mayWrite = options.mayWrite ?? (() => true);
  const stored = new Map<string, number>();
  /** Chunk keys of each stored query, to delete when it is written again. */
  const storedChunks = new Map<string, string[]>();
  let large: QueryEntry[] = [];

  const client = (queries: DehydratedQuery[], timestamp: number): PersistedClient => ({
    timestamp,
    buster,
    clientState: { mutations: [], queries } as DehydratedState as PersistedClient['clientState'],
  });

  function usable(entry: QueryEntry): boolean {
    return (
      entry.buster === buster &&
      entry.query.state.status === 'success' &&
      now() - entry.query.state.dataUpdatedAt <= maxAge
    );
  }

  /** Data handed to the store by persistNow, not yet committed: hash -> dataUpdatedAt. */
  const committing = new Map<string, number>();

  /** True when this data of the query, or newer, is stored or being stored at once. */
  const isStored = (query: DehydratedQuery) =>
    (stored.get(query.queryHash) ?? -1) >= query.state.dataUpdatedAt ||
    (committing.get(query.queryHash) ?? -1) >= query.state.dataUpdatedAt;

  /** A query's entry and the pieces of its large arrays, with their keys. */
  function entryOf(query: DehydratedQuery) {
    const split = splitLargeArrays(query.state.data);
    const stamp = `${query.state.dataUpdatedAt.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const entry: QueryEntry = {
      version: 1,
      buster,
      persistedAt: now(),
      query: { ...query, state: { ...query.state, data: split.data } },
      chunks: split.arrays.length ? { stamp, arrays: split.arrays } : null,
    };
    const pieceKeys = chunkKeys(scope, entry);
    const pieces = split.chunks.map((piece, index) => [pieceKeys[index] ?? '', piece] as const);
    return { key: storeKeys.query(scope, query.queryHash), entry, pieceKeys, pieces };
  }

  /** Notes a query as stored with `pieceKeys`; returns the keys of its former pieces. */
  function noteStored(query: DehydratedQuery, pieceKeys: string[]): string[] {
    const previous = storedChunks.get(query.queryHash) ?? [];
    storedChunks.set(query.queryHash, pieceKeys);
    stored.set(query.queryHash, query.state.dataUpdatedAt);
    return previous.filter((key) => !pieceKeys.includes(key));
  }

  /**
   * One write per idle moment. A query stored meanwhile by persistNow (this data or newer) is
   * left as stored: the pieces written so far go again.
   */
  async function writeQuery(query: DehydratedQuery): Promise<void> {
    const { key, entry, pieceKeys, pieces } = entryOf(query);
    const step = async (stepKey: string, value: unknown) => {
      await yieldToPage();
      if (!mayWrite()) throw new WriteStopped();
      if (isStored(query)) throw new WriteSuperseded();
      await store.set(stepKey, value);
    };
    try {
      for (const [pieceKey, piece] of pieces) await step(pieceKey, piece);
      // The entry goes last: a reader never sees an entry whose pieces are not all there.
      await step(key, entry);
    } catch (error) {
      if (!(error instanceof WriteSuperseded)) throw error;
      await store.delMany(pieceKeys);
      return;
    }
    await store.delMany(noteStored(query, pieceKeys));
  }

  return {
    stored,

    async persistClient(persisted) {
      for (const query of persisted.clientState.queries) {
        if (query.state.status !== 'success') continue;
        if (isStored(query)) continue;
        try {
          await writeQuery(query);
        } catch (error) {
          if (error instanceof WriteStopped) return;
          throw error;
        }
      }
    },

    async restoreClient() {
      // One read of the query entries; pieces of large ones are read later (restoreLarge).
      const rows =
        (await options.preloaded?.catch(() => null)) ??
        (await store.entriesWithPrefix(storeKeys.queryPrefix(scope)));
      const dropped: string[] = [];
      const small: DehydratedQuery[] = [];
      large = [];
      let newest = 0;
      for (const [key, entry] of rows) {
        if (parseStoreKey(scope, key)?.kind !== 'query') continue;
        if (!isEntry(entry) || !usable(entry)) {
          dropped.push(key, ...(isEntry(entry) ? chunkKeys(scope, entry) : []));
          continue;
        }
        storedChunks.set(entry.query.queryHash, chunkKeys(scope, entry));
        stored.set(entry.query.queryHash, entry.query.state.dataUpdatedAt);
        newest = Math.max(newest, entry.persistedAt);
        if (entry.chunks) large.push(entry);
        else small.push(entry.query);
      }
      // Stale or foreign entries go, without holding up the start.
      void store.delMany(dropped).catch(() => undefined);
      if (small.length === 0 && large.length === 0) return undefined;
      return client(small, newest);
    },

    async persistNow(queries) {
      if (!mayWrite()) return;
      const written = queries
        .filter((query) => query.state.status === 'success' && !isStored(query))
        .map((query) => ({ query, ...entryOf(query) }));
      if (written.length === 0) return;
      // Pieces and entries in one transaction: a reader sees all of them or none.
      const entries = written.flatMap(({ key, entry, pieces }) => [
        ...pieces,
        [key, entry] as const,
      ]);
      // Former pieces go in the same transaction (new pieces have a new stamp).
      const gone = written.flatMap(({ query }) => storedChunks.get(query.queryHash) ?? []);
      for (const { query } of written) committing.set(query.queryHash, query.state.dataUpdatedAt);
      try {
        await store.update(entries, gone);
        for (const { query, pieceKeys } of written) noteStored(query, pieceKeys);
      } finally {
        for (const { query } of written) committing.delete(query.queryHash);
      }
    },

    async removeOrphans() {
      // Pieces no entry refers to: a write cut short (the tab closed), or a stale entry.
      const referenced = new Set([...storedChunks.values()].flat());
      // A piece of data younger than a minute may belong to a write still going on elsewhere.
      const settledBefore = now() - 60_000;
      const pieces = await store.keysWithPrefix(storeKeys.chunkPrefix(scope));
      const orphans = pieces.filter((key) => {
        const parsed = parseStoreKey(scope, key);
        if (parsed?.kind !== 'chunk' || referenced.has(key)) return false;
        const dataTime = parseInt(parsed.stamp.split('-')[0] ?? '', 36);
        return !(dataTime > settledBefore);
      });
      await store.delMany(orphans);
    },

    async restoreLarge() {
      const restored: DehydratedQuery[] = [];
      let newest = 0;
      for (const entry of large) {
        await yieldToPage();
        const pieces = await store.getMany<unknown[]>(chunkKeys(scope, entry));
        const data = entry.chunks
          ? joinChunks(entry.query.state.data, entry.chunks.arrays, pieces)
          : null;
        if (data === null) {
          stored.delete(entry.query.queryHash);
          continue;
        }
        restored.push({ ...entry.query, state: { ...entry.query.state, data } });
        newest = Math.max(newest, entry.persistedAt);
      }
      large = [];
      return restored.length ? client(restored, newest) : undefined;
    },

    async removeClient() {
      await store.delMany(await store.keysWithPrefix(storeKeys.scopePrefix(scope)));
      stored.clear();
      storedChunks.clear();
    },
  };
}
