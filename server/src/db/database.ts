import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { SqliteDatabase } from 'kysely';
import type { DB } from './schema';
import type { Dialect } from './dialect';
import { registerDirectAccess, statementCache } from './direct';
import { migrationProvider } from './migrations';

export type { Dialect };

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Human-readable location for logs (never the password). */
  location: string;
  /**
   * PostgreSQL: calls `listener` when an idle pooled connection ends under the server (a
   * restart, a network cut). The pool drops that connection and opens another when asked.
   * Returns a function that removes the listener.
   */
  onConnectionLost(listener: (error: Error) => void): () => void;
}

// COUNT(*) and BIGINT come back from pg as strings; every count here fits a double.
pg.types.setTypeParser(20, (value) => Number(value));

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL: statements running longer are cancelled (a request's time budget). */
  statementTimeoutMs?: number;
}): Database {
  if (options.databaseUrl) {
    const statementTimeoutMs = options.statementTimeoutMs ?? 10_000;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      statement_timeout: statementTimeoutMs,
      // Neither waiting for a connection nor a reply on a silent network may hold a
      // request for ever: both end within the request's time budget.
      connectionTimeoutMillis: statementTimeoutMs,
      query_timeout: statementTimeoutMs + 5_000,
      keepAlive: true,
    });
    const listeners = new Set<(error: Error) => void>();
    const notify = (error: Error) => {
      for (const listener of listeners) listener(error);
    };
    // A connection that ends under the server is an 'error' event on its client, and an
    // 'error' event without a listener ends the process. The pool listens to its idle
    // clients only (and re-emits on itself), so every client gets a listener of its own
    // for the whole of its life; a query in flight on it fails with the error by itself.
    pool.on('connect', (client) => client.on('error', notify));
    pool.on('error', () => undefined);
    const url = new URL(options.databaseUrl);
    return {
      db: new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      location: `postgresql://${url.host}${url.pathname}`,
      onConnectionLost(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, 'console.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  // FULL: a commit is on disk before it is acknowledged, so a crash loses nothing acknowledged.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Reads of a large trace table: a 64 MB page cache and memory-mapped I/O.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 268435456');
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<DB>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  registerDirectAccess(db, sqlite);
  return {
    db,
    dialect: 'sqlite',
    location: file,
    // An embedded database has no connection to lose.
    onConnectionLost: () => () => undefined,
  };
}

/** Statements kept prepared, by their text; the oldest goes past this many. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every statement anew; preparing costs about as much as running a
 * small read. Statements are kept by their text instead: Kysely runs one statement at a
 * time on its one SQLite connection, so a kept statement is never in use twice at once.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  return { close: () => sqlite.close(), prepare: statementCache(sqlite, STATEMENT_CACHE_SIZE) };
}

export async function migrate(database: Database): Promise<void> {
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider(database.dialect),
  });
  // PostgreSQL: Kysely holds a lock row while migrating. SQLite has no such lock across
  // connections, so two processes starting on one file can race; the loser's transaction
  // rolls back whole, and a second look finds nothing left to do.
  const attempts = database.dialect === 'sqlite' ? 5 : 1;
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((r) => r.status === 'Error');
    if (!error && !failed) return;
    if (attempt >= attempts) {
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
}

/** Liveness of the database with its round-trip time. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL shutting down or starting, or out of connection slots.
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/**
 * Whether an error means the database could not be reached (as opposed to a statement
 * that failed): the request may succeed once the database is back.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) {
    return true;
  }
  // pg's own errors for a connection that ended or could not be made in time.
  return /^Connection terminated|^timeout exceeded when trying to connect|^Query read timeout/.test(
    error.message,
  );
}

export async function pingDatabase(database: Database): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(database.db);
  return performance.now() - started;
}

/**
 * Runs a transaction that reads and then writes. On SQLite a second writer that read
 * an older snapshot fails with SQLITE_BUSY instead of waiting; it is run again, once
 * the first has committed, and then sees the new state.
 */
export async function retryBusy<T>(database: Database, work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (database.dialect !== 'sqlite' || !code.startsWith('SQLITE_BUSY') || attempt >= 5) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
