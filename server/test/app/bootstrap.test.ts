import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapOwner } from '../../src/bootstrap';
import { prune } from '../../src/jobs/maintenance';
import { login, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('first start without demo data', () => {
  it('creates the owner organization and one admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    server = await startTestServer(
      { ADMIN_EMAIL: 'Root@Example.org', ADMIN_PASSWORD: 'amber-glacier-tunnel-77' },
      { seed: false },
    );
    expect(await bootstrapOwner(server.ctx)).toEqual({
      kind: 'admin-created',
      email: 'root@example.org',
    });
    await login(server.app, 'root@example.org', 'amber-glacier-tunnel-77');
    const users = await server.database.db.selectFrom('users').select('email').execute();
    expect(users).toEqual([{ email: 'root@example.org' }]);
    const org = await server.database.db.selectFrom('organizations').selectAll().execute();
    expect(org).toMatchObject([{ id: 1, type: 'owner' }]);
    // A second start leaves it alone.
    expect(await bootstrapOwner(server.ctx)).toEqual({ kind: 'existing' });
  });

  it('prints a one-time set-password link when no password is given', async () => {
    server = await startTestServer({}, { seed: false });
    const result = await bootstrapOwner(server.ctx);
    expect(result.kind).toBe('set-password-link');
    const link = result.kind === 'set-password-link' ? result.link : '';
    const token = link.split('/setpassword/')[1]!;
    const set = await server.app.inject({
      method: 'POST',
      url: '/api/identity/password/set',
      payload: {
        setPasswordToken: token,
        newPassword: {
          requestedPassword: 'copper-meadow-signal-19',
          repeatedPassword: 'copper-meadow-signal-19',
        },
      },
    });
    expect(set.json()).toEqual({ message: 'Password set.' });
    await login(server.app, 'admin@localhost', 'copper-meadow-signal-19');
    const demo = await server.database.db
      .selectFrom('users')
      .select('email')
      .where('email', 'like', '%@example.com')
      .execute();
    expect(demo).toEqual([]);
  });

  it('refuses a weak ADMIN_PASSWORD', async () => {
    server = await startTestServer({ ADMIN_PASSWORD: 'password' }, { seed: false });
    await expect(bootstrapOwner(server.ctx)).rejects.toThrow(/too weak/);
  });
});

describe('maintenance job', () => {
  it('prunes ended sessions and stale sign-in failures, and nothing live', async () => {
    server = await startTestServer();
    await login(server.app, 'admin@example.com');
    const live = await login(server.app, 'monitor@example.com');
    const { db } = server.database;
    await db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', 1)
      .execute();
    await db
      .insertInto('login_attempts')
      .values({
        subject: 'old@example.com',
        client_ip: '10.0.0.1',
        failures: 2,
        last_failure: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        locked_until: null,
      })
      .execute();
    expect(await prune(server.database)).toBe(2);
    const sessions = await db.selectFrom('sessions').select('user_id').execute();
    expect(sessions).toEqual([{ user_id: 4 }]);
    expect(live.refresh_token).toBeTruthy();
  });
});

describe('several instances on one database', () => {
  it('migrate, make the signing key and seed exactly once when started together', async () => {
    const { createTestDatabase } = await import('../support');
    const { loadConfig } = await import('../../src/config');
    const { buildApp } = await import('../../src/app');
    const { openDatabase } = await import('../../src/db/database');
    const { seedDemo } = await import('../../src/demo/seed');
    const testDb = await createTestDatabase();
    const config = loadConfig({
      DATA_DIR: testDb.dataDir,
      ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    });
    try {
      const instances = await Promise.all(
        [0, 1, 2].map(async () => {
          const database = openDatabase(config);
          const built = await buildApp(config, { logger: false, database, jobs: false });
          return { database, built, seeded: await seedDemo(database) };
        }),
      );
      expect(instances.filter((i) => i.seeded)).toHaveLength(1);
      const { db } = instances[0]!.database;
      expect(await db.selectFrom('organizations').select('id').execute()).toHaveLength(3);
      expect(await db.selectFrom('signing_keys').select('kid').execute()).toHaveLength(1);
      // A token signed by one instance is accepted by another.
      const tokens = await login(instances[0]!.built.app, 'monitor@example.com');
      const me = await instances[2]!.built.app.inject({
        url: '/api/identity/users/me',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(me.statusCode).toBe(200);
      for (const instance of instances) {
        await instance.built.app.close();
        await instance.database.db.destroy();
      }
    } finally {
      await testDb.drop();
    }
  });
});
