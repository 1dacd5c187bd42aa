import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Database } from '../../src/db/database';
import { migrationProvider } from '../../src/db/migrations';
import { createTestDatabase, type TestDatabase } from '../support';

/**
 * Migration 0023 (login-domain mappings wait for an owner's approval): a mapping made before
 * it stays in force only where no user of another organization has an e-mail in its domain.
 */
let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase('seeded');
  database = openDatabase({ databaseUrl: testDb.url, dataDir: testDb.dataDir });
}, 60_000);

afterAll(async () => {
  await database?.db.destroy();
  await testDb?.drop();
});

describe('0023_idp_mapping_approval', () => {
  it("approves the mappings made before it whose domain no other organization's user has", async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: migrationProvider(database.dialect) });
    const down = await migrator.migrateTo('0022_user_disabled');
    expect(down.error).toBeUndefined();

    const now = new Date().toISOString();
    const { id: authenticatorId } = await db
      .insertInto('ldap_authenticators')
      .values({
        organization_id: 2,
        name: 'Nordkraft directory',
        urls: JSON.stringify(['ldap://dir.nordkraft.test:389']),
        base: 'dc=nordkraft,dc=test',
        username_key: 'uid',
        bind_dn: null,
        password_key: null,
        is_default: 0,
        kerberos_enabled: 0,
        keytab: null,
        service_principal: null,
        updated: now,
        updated_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Before 0023 the table had no approval columns: rows are written as they were then.
    for (const domain of ['example.com', 'nordkraft-only.test']) {
      await sql`insert into idp_mappings
          (organization_id, authenticator_id, login_domain, user_group_id, kerberos_enabled, updated)
        values (2, ${authenticatorId}, ${domain}, null, 0, ${now})`.execute(db);
    }

    await migrate(database);
    const rows = await db
      .selectFrom('idp_mappings')
      .select(['login_domain', 'approved_at'])
      .orderBy('login_domain')
      .execute();
    // example.com: the owner's admin signs in there, so nordkraft's mapping waits.
    expect(rows).toEqual([
      { login_domain: 'example.com', approved_at: null },
      { login_domain: 'nordkraft-only.test', approved_at: now },
    ]);
  });
});
