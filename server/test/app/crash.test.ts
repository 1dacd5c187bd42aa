import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/database';
import { createTestDatabase } from '../support';
import type { TestDatabase } from '../support';

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(testDb: TestDatabase, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: testDb.dataDir,
      ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
      DEMO: '1',
      LOG_LEVEL: 'error',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: 'ignore',
  });
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
}

let testDb: TestDatabase;
beforeAll(async () => {
  // The demo data of the run's template: the child server starts without seeding it again.
  testDb = await createTestDatabase('seeded');
});
afterAll(() => testDb.drop());

describe('crash safety', () => {
  it('keeps every acknowledged write after kill -9', async () => {
    const port = await freePort();
    const child = await startServer(testDb, port);
    const acknowledged: string[] = [];
    let sent = 0;
    let stop = false;
    const writer = async (lane: number) => {
      while (!stop) {
        const id = `crash-${lane}-${sent++}`;
        try {
          const response = await fetch(`http://127.0.0.1:${port}/client-api/logging/error`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              userAgent: 'crash-test',
              errorMessage: id,
              clientVersion: '1.3.1',
              currentUrl: '/',
            }),
          });
          if (response.status === 204) acknowledged.push(id);
        } catch {
          return; // the server is gone
        }
      }
    };
    const lanes = Promise.all([0, 1, 2, 3].map(writer));
    // Kill mid-stream, once a good number of writes were acknowledged (slower machines
    // take longer to get there).
    const started = Date.now();
    while (acknowledged.length < 50 && Date.now() - started < 20_000) {
      await new Promise((r) => setTimeout(r, 50));
    }
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    stop = true;
    await lanes;
    expect(acknowledged.length).toBeGreaterThan(20);

    // A restart on the same data must come up and hold every acknowledged write.
    const again = await startServer(testDb, port);
    again.kill('SIGTERM');
    await new Promise((r) => again.once('exit', r));
    const database = openDatabase({ databaseUrl: testDb.url, dataDir: testDb.dataDir });
    const rows = await database.db
      .selectFrom('client_errors')
      .select('error_message')
      .where('user_agent', '=', 'crash-test')
      .execute();
    await database.db.destroy();
    const stored = new Set(rows.map((r) => r.error_message));
    const lost = acknowledged.filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
  }, 180_000);
});
