import path from 'node:path';
import { sql } from 'kysely';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db/database';
import { seedDemo } from '../src/demo/seed';
import { createTestDatabase } from './support';
import type { TestDatabase } from './support';

/** Builds one migrated and one migrated-and-seeded database for the whole run. */
async function buildTemplate(seed: boolean): Promise<TestDatabase> {
  const testDb = await createTestDatabase('empty');
  const config = loadConfig({
    DATA_DIR: testDb.dataDir,
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    DIST_DIR: path.join(testDb.dataDir, 'dist'),
  });
  const database = openDatabase(config);
  try {
    await migrate(database);
    if (seed) await seedDemo(database);
    if (!testDb.url) {
      // One self-contained file to copy: the write-ahead log folded in.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(database.db);
    }
  } finally {
    // PostgreSQL copies a template only while nobody is connected to it.
    await database.db.destroy();
  }
  return testDb;
}

function templateName(testDb: TestDatabase): string {
  return testDb.url ? new URL(testDb.url).pathname.slice(1) : testDb.dataDir;
}

export default async function setup(project: TestProject) {
  const migrated = await buildTemplate(false);
  const seeded = await buildTemplate(true);
  project.provide('databaseTemplates', {
    migrated: templateName(migrated),
    seeded: templateName(seeded),
  });
  return async () => {
    await migrated.drop();
    await seeded.drop();
  };
}
