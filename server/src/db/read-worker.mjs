// A reader of the SQLite database on its own thread (see read-pool.ts): runs the
// statements it is sent on a read-only connection and posts back their rows, so a long
// read never holds the server's event loop. Plain JavaScript: it runs as it is, without
// the TypeScript loader of the main thread.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const sqlite = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
sqlite.pragma('cache_size = -65536');
sqlite.pragma('mmap_size = 268435456');
sqlite.pragma('temp_store = MEMORY');
sqlite.pragma('query_only = ON');

const statements = new Map();
const CACHE_SIZE = 200;

function prepared(text) {
  let statement = statements.get(text);
  if (!statement) {
    statement = sqlite.prepare(text);
    if (statements.size >= CACHE_SIZE) statements.delete(statements.keys().next().value);
    statements.set(text, statement);
  }
  return statement;
}

parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    const statement = prepared(sql);
    if (!statement.reader) throw new Error('The read pool runs reads only.');
    parentPort.postMessage({ id, rows: statement.all(parameters) });
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { message: error instanceof Error ? error.message : String(error), code: error?.code },
    });
  }
});
