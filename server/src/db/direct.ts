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
   * A value that differs whenever anything in the database may have changed since it was
   * last taken: a row written on this connection (SQLite's `total_changes()`) or a commit by
   * any other connection, another process on the same file included (`data_version`).
   * Null while a transaction holds the connection.
   */
  changeStamp(): string | null;
}

const registry = new WeakMap<object, DirectAccess>();

/** Statements kept prepared for direct reads; the oldest goes past this many. */
const DIRECT_STATEMENTS = 100;

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
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const totalChanges = sqlite.prepare('select total_changes()').pluck();
  registry.set(db, {
    read<R>(sql: string, parameters: readonly unknown[]) {
      if (sqlite.inTransaction || !sqlite.open) return null;
      return statement(sql).all(parameters) as R[];
    },
    changeStamp() {
      if (sqlite.inTransaction || !sqlite.open) return null;
      return `${String(dataVersion.get())}:${String(totalChanges.get())}`;
    },
  });
}

/** The direct access of a database opened here, if it is the embedded one. */
export function directAccess(db: object): DirectAccess | undefined {
  return registry.get(db);
}
