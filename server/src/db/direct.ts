import type SQLite from 'better-sqlite3';

/**
 * The embedded database's connection, for the few reads every request makes. Going through
 * Kysely costs a handful of promise hops and its connection lock for each statement, about
 * as much as the read itself; here a read runs at once on the connection, with its own
 * prepared statement.
 */
export interface DirectAccess {
  /**
   * The rows of a read run at once, or null while a transaction holds the connection (the
   * caller then goes through Kysely, which waits for it): a read never sees a transaction's
   * uncommitted rows.
   */
  read<R>(sql: string, parameters: readonly unknown[]): R[] | null;
  /**
   * As `read`, but the rows (frozen) are remembered for as long as nothing in the database
   * may have changed: no row written on this connection (SQLite's `total_changes()`) and
   * no commit by any other connection, another process on the same file included
   * (`data_version`). Taking that stamp costs a third of a small read.
   */
  remembered<R>(sql: string, parameters: readonly unknown[]): readonly R[] | null;
}

const registry = new WeakMap<object, DirectAccess>();

/** Statements kept prepared for direct reads; the oldest goes past this many. */
const DIRECT_STATEMENTS = 100;
/** Reads remembered at most under one stamp; past this the memory starts again. */
const REMEMBERED_READS = 10_000;

/** Prepares each statement text once on `sqlite`; the oldest kept goes past `size`. */
export function statementCache(sqlite: SQLite.Database, size: number) {
  const statements = new Map<string, SQLite.Statement>();
  return (text: string): SQLite.Statement => {
    let kept = statements.get(text);
    if (!kept) {
      kept = sqlite.prepare(text);
      if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      statements.set(text, kept);
    }
    return kept;
  };
}

export function registerDirectAccess(db: object, sqlite: SQLite.Database): void {
  const statement = statementCache(sqlite, DIRECT_STATEMENTS);
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  // Per statement text, the rows per arguments: no key built from the statement's text.
  let memory = {
    changes: -1,
    version: -1,
    count: 0,
    reads: new Map<string, Map<string, readonly unknown[]>>(),
  };
  const usable = () => sqlite.open && !sqlite.inTransaction;
  registry.set(db, {
    read<R>(sql: string, parameters: readonly unknown[]) {
      return usable() ? (statement(sql).all(parameters) as R[]) : null;
    },
    remembered<R>(sql: string, parameters: readonly unknown[]) {
      if (!usable()) return null;
      const changes = totalChanges.get() as number;
      const version = dataVersion.get() as number;
      if (
        changes !== memory.changes ||
        version !== memory.version ||
        memory.count >= REMEMBERED_READS
      ) {
        memory = { changes, version, count: 0, reads: new Map() };
      }
      let reads = memory.reads.get(sql);
      if (!reads) {
        reads = new Map();
        memory.reads.set(sql, reads);
      }
      const key = JSON.stringify(parameters);
      let rows = reads.get(key);
      if (!rows) {
        rows = Object.freeze((statement(sql).all(parameters) as object[]).map(Object.freeze));
        reads.set(key, rows);
        memory.count += 1;
      }
      return rows as readonly R[];
    },
  });
}

/** The direct access of a database opened here, if it is the embedded one. */
export function directAccess(db: object): DirectAccess | undefined {
  return registry.get(db);
}
