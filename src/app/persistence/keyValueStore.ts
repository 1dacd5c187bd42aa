import { clear, createStore, delMany, promisifyRequest, type UseStore } from 'idb-keyval';

/** The few storage calls the query persistence makes; IndexedDB in the browser. */
export interface KeyValueStore {
  /** Keys and values of every key starting with `prefix`, in one read. */
  entriesWithPrefix(prefix: string): Promise<[string, unknown][]>;
  keysWithPrefix(prefix: string): Promise<string[]>;
  getMany<T>(keys: readonly string[]): Promise<(T | undefined)[]>;
  set(key: string, value: unknown): Promise<void>;
  /**
   * Writes `entries` and deletes `gone` in one transaction, committed at once: what is handed
   * over before the page goes away is kept (see QueryPersistence.flush).
   */
  update(entries: readonly (readonly [string, unknown])[], gone: readonly string[]): Promise<void>;
  delMany(keys: readonly string[]): Promise<void>;
  clear(): Promise<void>;
}

export const CACHE_DATABASE = 'console-cache';
const CACHE_STORE = 'queries';

let idbStore: UseStore | null = null;

const rangeOf = (prefix: string) => IDBKeyRange.bound(prefix, `${prefix}\uffff`);

/**
 * How long the copy of one value into IndexedDB held the page (it is made on the main thread
 * when put() is called), as a User Timing measure for the benchmarks.
 */
function measureWrite(start: number): void {
  try {
    performance.measure('console:persist-write', { start, end: performance.now() });
  } catch {
    // No User Timing here.
  }
}

/**
 * Commits a write transaction without waiting for the page to go idle: a transaction still
 * open when the page is unloaded (a reload, the tab closed) is aborted, one committed is kept.
 */
function commitNow(transaction: IDBTransaction): Promise<void> {
  const done = promisifyRequest(transaction);
  // Browsers without commit() (Safari before 15) commit once the requests are done.
  transaction.commit?.();
  return done;
}

/** The IndexedDB store (database console-cache, store queries), opened on first use. */
export function indexedDbStore(): KeyValueStore {
  const store = () => (idbStore ??= createStore(CACHE_DATABASE, CACHE_STORE));
  return {
    entriesWithPrefix: (prefix) =>
      store()('readonly', async (objects) => {
        const range = rangeOf(prefix);
        const [keys, values] = await Promise.all([
          promisifyRequest(objects.getAllKeys(range)),
          promisifyRequest(objects.getAll(range)),
        ]);
        return keys.map((key, i): [string, unknown] => [String(key), values[i]]);
      }),
    keysWithPrefix: (prefix) =>
      store()('readonly', async (objects) =>
        (await promisifyRequest(objects.getAllKeys(rangeOf(prefix)))).map(String),
      ),
    getMany: (wanted) =>
      store()('readonly', (objects) =>
        Promise.all(wanted.map((key) => promisifyRequest(objects.get(key)))),
      ),
    set: (key, value) =>
      store()('readwrite', (objects) => {
        const start = performance.now();
        objects.put(value, key);
        measureWrite(start);
        return commitNow(objects.transaction);
      }),
    update: (entries, gone) =>
      store()('readwrite', (objects) => {
        const start = performance.now();
        for (const key of gone) objects.delete(key);
        for (const [key, value] of entries) objects.put(value, key);
        measureWrite(start);
        return commitNow(objects.transaction);
      }),
    delMany: (gone) => (gone.length ? delMany([...gone], store()) : Promise.resolve()),
    clear: () => clear(store()),
  };
}

/** An in-memory store with IndexedDB's copy semantics, for unit tests. */
export function memoryStore(): KeyValueStore & { entries: Map<string, unknown> } {
  const entries = new Map<string, unknown>();
  const copy = <T>(value: T): T => structuredClone(value);
  const withPrefix = (prefix: string) =>
    [...entries.keys()].filter((key) => key.startsWith(prefix)).sort();
  return {
    entries,
    entriesWithPrefix: async (prefix) =>
      withPrefix(prefix).map((key) => [key, copy(entries.get(key))]),
    keysWithPrefix: async (prefix) => withPrefix(prefix),
    getMany: async (wanted) => wanted.map((key) => copy(entries.get(key))) as never,
    set: async (key, value) => {
      entries.set(key, copy(value));
    },
    update: async (written, gone) => {
      for (const key of gone) entries.delete(key);
      for (const [key, value] of written) entries.set(key, copy(value));
    },
    delMany: async (gone) => {
      for (const key of gone) entries.delete(key);
    },
    clear: async () => entries.clear(),
  };
}
