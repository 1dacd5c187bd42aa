import { Worker } from 'node:worker_threads';
import { Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult } from 'kysely';
import type { DB } from './schema';

/** A read that ran past its time budget; its thread was ended and another started. */
export class ReadTimeoutError extends Error {
  readonly code = 'READ_TIMEOUT';
}

interface Pending {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/** One reader thread: a read-only connection, one statement at a time, in order. */
class Reader {
  private worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly file: string,
    private readonly budgetMs: number,
  ) {
    this.worker = this.start();
  }

  get load(): number {
    return this.pending.size;
  }

  private start(): Worker {
    const worker = new Worker(new URL('./read-worker.mjs', import.meta.url), {
      workerData: { file: this.file },
    });
    worker.on('message', (message: { id: number; rows?: unknown[]; error?: Error }) => {
      const pending = this.pending.get(message.id);
      if (!pending) return;
      this.pending.delete(message.id);
      clearTimeout(pending.timer);
      if (message.error) pending.reject(Object.assign(new Error(), message.error));
      else pending.resolve(message.rows ?? []);
    });
    worker.on('error', (error) => this.fail(error));
    // After the listeners: a 'message' listener refs the worker's port again, and a reader
    // must not keep the process alive (a test runner hosting the server waited on it).
    worker.unref();
    return worker;
  }

  /** Ends every pending read with the error and starts a fresh thread. */
  private fail(error: Error): void {
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) {
      clearTimeout(p.timer);
      p.reject(error);
    }
    void this.worker.terminate();
    this.worker = this.start();
  }

  run(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      // SQLite cannot interrupt a statement from outside: past the budget, its thread ends.
      const timer = setTimeout(
        () => this.fail(new ReadTimeoutError(`A read ran past ${this.budgetMs} ms.`)),
        this.budgetMs,
      );
      this.pending.set(id, { resolve, reject, timer });
      this.worker.postMessage({ id, sql, parameters });
    });
  }

  close(): Promise<number> {
    for (const p of this.pending.values()) clearTimeout(p.timer);
    return this.worker.terminate();
  }
}

class ReadPoolDriver implements Driver {
  constructor(private readonly readers: Reader[]) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const readers = this.readers;
    return {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const reader = readers.reduce((least, r) => (r.load < least.load ? r : least));
        return { rows: (await reader.run(query.sql, query.parameters)) as R[] };
      },
      // eslint-disable-next-line require-yield
      async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
        throw new Error('The read pool does not stream.');
      },
    };
  }

  async beginTransaction(): Promise<void> {
    throw new Error('The read pool runs no transactions.');
  }

  async commitTransaction(): Promise<void> {}

  async rollbackTransaction(): Promise<void> {}

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await Promise.all(this.readers.map((r) => r.close()));
  }
}

/**
 * Reads of an SQLite database on threads of their own. better-sqlite3 runs a statement
 * synchronously, so a read over a million traces would stop every other request for
 * as long as it takes; here it runs on a reader thread with its own read-only
 * connection (WAL lets it read beside the writer) and the event loop stays free. Each
 * read has a time budget, as PostgreSQL's statement timeout gives there.
 */
export function createReadPool(file: string, size: number, budgetMs: number): Kysely<DB> {
  const readers = Array.from({ length: size }, () => new Reader(file, budgetMs));
  return new Kysely<DB>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new ReadPoolDriver(readers),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
}
