import { CompiledQuery, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshStatistics } from '../../src/jobs/maintenance';
import { openSessionQuery } from '../../src/lib/sessions';
import { refreshTokenQuery } from '../../src/services/identity/session-store';
import { login, onPostgres, startTestServer, type TestServer } from '../support';

/**
 * SQLite plans from the statistics of its last analysis. Tables analyzed while nearly
 * empty (sessions and refresh tokens on a fresh start) must not be planned as nearly
 * empty once they have grown: the per-request session check and the token refresh would
 * scan every session, and the refresh every session for every token.
 */
if (!onPostgres) {
  describe('planner statistics of tables that grow from empty', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(async () => {
      await server.close();
    });

    async function planOf(query: Compilable<unknown>): Promise<string> {
      const compiled = query.compile();
      const result = await server.database.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      return result.rows.map((row) => row.detail).join(' | ');
    }

    it('finds a session and a refresh token by key after the tables grew unseen', async () => {
      const { db } = server.database;
      // A fresh start: one sign-in so far, then the maintenance job's analysis.
      await login(server.app, 'admin@example.com');
      await refreshStatistics(server.database);
      const now = new Date().toISOString();
      const rows = Array.from({ length: 2_000 }, (_, index) => ({
        id: `grown-${index}`,
        user_id: 1,
        client_id: 'console',
        client_ip: '127.0.0.1',
        proxy_ip: null,
        created: now,
        expires_at: now,
        last_refreshed: now,
        revoked_at: null,
        revoked_reason: null,
      }));
      for (let start = 0; start < rows.length; start += 200) {
        await db
          .insertInto('sessions')
          .values(rows.slice(start, start + 200))
          .execute();
      }

      const session = await planOf(openSessionQuery(db, 'grown-7', 1));
      const token = await planOf(refreshTokenQuery(db, 'a-token'));
      expect(session).not.toMatch(/SCAN (sessions|users)\b/);
      expect(session).toMatch(/SEARCH sessions USING (INDEX|INTEGER PRIMARY KEY)/);
      expect(token).not.toMatch(/SCAN (refresh_tokens|sessions|users)\b/);
    });
  });
}

describe('statistics refresh', () => {
  it('runs on either database and leaves reads working', async () => {
    const server = await startTestServer();
    try {
      await refreshStatistics(server.database);
      await refreshStatistics(server.database);
      const users = await server.database.db.selectFrom('users').select('id').execute();
      expect(users.length).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});
