/**
 * A fresh database (SQLite in a temp folder, or a new PostgreSQL database when
 * TEST_DATABASE_URL is set) with the demo organizations and TRACES synthetic traces
 * spread over 30 days, for the benchmarks that read a large trace table.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import pg from 'pg';
import { migrate, openDatabase } from '../../server/src/db/database';
import type { Database } from '../../server/src/db/database';
import type { TracesTable } from '../../server/src/db/schema';
import { seedDemo } from '../../server/src/demo/seed';
import { seededRandom } from '../../server/src/lib/random';
import { deliveryAttempts } from '../../server/src/services/insights/engine';

export const TRACES = Number(process.env.TRACES ?? 1_000_000);

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL. */
async function adminQuery(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * An empty database and a temp data folder for a benchmark: SQLite in that folder, or a
 * new PostgreSQL database `name` when TEST_DATABASE_URL is set. `cleanup` removes both.
 */
export async function openFresh(
  name = 'trace_bench',
): Promise<{ database: Database; dataDir: string; cleanup: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name.replace(/_/g, '-')}-`));
  const adminUrl = process.env.TEST_DATABASE_URL;
  let databaseUrl: string | null = null;
  if (adminUrl) {
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const database = openDatabase({ databaseUrl, dataDir });
  return {
    database,
    dataDir,
    cleanup: async () => {
      await database.db.destroy();
      if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${name}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function fill(database: Database) {
  const { db } = database;
  const flows = await db.selectFrom('flows').selectAll().execute();
  const random = seededRandom(99);
  const now = Date.now();
  const span = 30 * 86_400_000;
  let made = 0;
  const started = performance.now();
  while (made < TRACES) {
    const rows: Insertable<TracesTable>[] = [];
    while (rows.length < 2000 && made + rows.length < TRACES) {
      const flow = flows[Math.floor(random() * flows.length)]!;
      const at = now - Math.floor(random() * span);
      const payloadId = random() < 0.7 ? made + rows.length + 1 : null;
      for (const row of deliveryAttempts(flow, { source: 'TRAFFIC', at }, payloadId, random).rows) {
        rows.push(row);
      }
    }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('traces')
          .values(rows.slice(i, i + 500))
          .execute();
      }
    });
    made += rows.length;
  }
  await sql`analyze`.execute(db);
  return { flows, seconds: (performance.now() - started) / 1000 };
}

/** openFresh, migrated, with the demo data and the synthetic traces. */
export async function filledDatabase(name?: string) {
  const fresh = await openFresh(name);
  await migrate(fresh.database);
  await seedDemo(fresh.database);
  const filled = await fill(fresh.database);
  return { ...fresh, ...filled };
}

/** Runs a bench's `main`: an error is printed and fails the run. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
