import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../../src/app';
import { findOpenSession } from '../../src/lib/sessions';
import { bearer, login, onPostgres, startTestServer, type TestServer } from '../support';

/**
 * Every authenticated call checks that its session is still open. Two instances on one
 * database (on SQLite: two connections to one file, as two processes would have): whatever
 * one of them changes, the other sees on its very next call.
 */
describe('the per-request session check across instances', () => {
  let server: TestServer;
  let other: BuiltApp;
  beforeAll(async () => {
    server = await startTestServer();
    // A second instance with a database connection of its own.
    other = await buildApp(server.config, { logger: false, jobs: false });
    await other.app.ready();
  });
  afterAll(async () => {
    await other.app.close();
    await other.ctx.database.db.destroy();
    await server.close();
  });

  const me = (built: { app: BuiltApp['app'] }, token: string) =>
    built.app.inject({ method: 'GET', url: '/api/identity/users/me', headers: bearer(token) });

  it('refuses a session ended on the other instance at once', async () => {
    const { access_token: token, refresh_token: refresh } = await login(
      server.app,
      'operator@example.com',
    );
    // Both instances have checked the session (and may remember it).
    expect((await me(server, token)).statusCode).toBe(200);
    expect((await me(other, token)).statusCode).toBe(200);
    expect((await me(server, token)).statusCode).toBe(200);

    const logout = await other.app.inject({
      method: 'POST',
      url: '/api/identity/authentication/logout',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ refresh_token: refresh }).toString(),
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await me(server, token)).statusCode).toBe(401);
    expect((await me(other, token)).statusCode).toBe(401);
  });

  it('sees a role changed by the other instance on the next call', async () => {
    const { access_token: token } = await login(server.app, 'monitor@example.com');
    const before = (await me(server, token)).json<{ roles: { role: string }[] }>();
    expect(before.roles.map((r) => r.role)).toContain('MONITOR');

    const user = await other.ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'monitor@example.com')
      .executeTakeFirstOrThrow();
    await other.ctx.db
      .updateTable('user_roles')
      .set({ role: 'OPERATOR' })
      .where('user_id', '=', user.id)
      .where('role', '=', 'MONITOR')
      .execute();

    const after = (await me(server, token)).json<{ roles: { role: string }[] }>();
    expect(after.roles.map((r) => r.role)).toContain('OPERATOR');
    expect(after.roles.map((r) => r.role)).not.toContain('MONITOR');
  });

  it('refuses a session ended on the same instance at once', async () => {
    const { access_token: token } = await login(server.app, 'deployer@example.com');
    expect((await me(server, token)).statusCode).toBe(200);
    await server.ctx.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString(), revoked_reason: 'test' })
      .where('revoked_at', 'is', null)
      .execute();
    expect((await me(server, token)).statusCode).toBe(401);
  });

  if (!onPostgres) {
    it('answers an unchanged session from the rows remembered on the embedded database', async () => {
      await login(server.app, 'admin@example.com');
      const session = await server.database.db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select(['sessions.id', 'sessions.user_id'])
        .where('users.email', '=', 'admin@example.com')
        .where('sessions.revoked_at', 'is', null)
        .executeTakeFirstOrThrow();
      const first = await findOpenSession(server.ctx.db, session.id, session.user_id);
      const second = await findOpenSession(server.ctx.db, session.id, session.user_id);
      expect(first).not.toBeNull();
      expect(second).toEqual(first);
      // From the rows remembered (db/direct.test.ts), a fresh answer no caller shares.
      expect(second).not.toBe(first);
      expect(first?.email).toBe('admin@example.com');
    });
  }
});
