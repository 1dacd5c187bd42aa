import { describe, expect, it } from 'vitest';
import type { SessionList, TerminateSessionsResult } from '@contracts/secadmin';
import { bearer, form, login } from '../support';
import { adminsSuite, sessionIdOf } from './support';

const suite = adminsSuite();

const sessionsOf = (org: number, token: string) =>
  suite.server.app.inject({ url: `/api/secadmin/v1/${org}/sessions`, headers: bearer(token) });

const terminate = (org: number, token: string, sessionIds: unknown) =>
  suite.server.app.inject({
    method: 'POST',
    url: `/api/secadmin/v1/${org}/sessions/terminate`,
    headers: bearer(token),
    payload: { sessionIds },
  });

const me = (token: string) =>
  suite.server.app.inject({ url: '/api/identity/users/me', headers: bearer(token) });

describe('secAdmin sessions', () => {
  it("lists the organization's live sessions with their client and token times", async () => {
    const monitor = await login(suite.server.app, 'monitor@example.com');
    const fjord = await login(suite.server.app, 'fjordadmin@example.com');
    const response = await sessionsOf(2, suite.nordAdmin);
    expect(response.statusCode).toBe(200);
    const list = response.json<SessionList>();
    const mine = list.sessions.find((s) => s.sessionId === sessionIdOf(monitor.access_token));
    expect(mine).toMatchObject({ username: 'monitor@example.com', clientId: 'console' });
    expect(typeof mine?.clientIp).toBe('string');
    expect(mine?.proxyIp).toBeNull();
    expect(Date.parse(mine?.tokenExpires ?? '')).toBeGreaterThan(
      Date.parse(mine?.tokenIssued ?? ''),
    );
    // Only nordkraft's users: the other organization's admin is not there.
    expect(list.sessions.map((s) => s.sessionId)).not.toContain(sessionIdOf(fjord.access_token));
    expect(list.sessions.every((s) => s.username !== 'fjordadmin@example.com')).toBe(true);
    expect(list.total).toBe(list.sessions.length);

    const capped = await suite.server.app.inject({
      url: '/api/secadmin/v1/2/sessions?limit=1',
      headers: bearer(suite.nordAdmin),
    });
    expect(capped.json<SessionList>()).toMatchObject({ total: list.total });
    expect(capped.json<SessionList>().sessions).toHaveLength(1);
  });

  it("keeps another organization's admin from listing or ending its sessions", async () => {
    const monitor = await login(suite.server.app, 'monitor@example.com');
    const sid = sessionIdOf(monitor.access_token);
    expect((await sessionsOf(2, suite.fjordAdmin)).statusCode).toBe(404);
    expect((await terminate(2, suite.fjordAdmin, [sid])).statusCode).toBe(404);
    // Through the admin's own organization, the id is not one of its sessions.
    const own = await terminate(3, suite.fjordAdmin, [sid]);
    expect(own.json<TerminateSessionsResult>()).toEqual({ terminated: [], failed: [sid] });
    expect((await me(monitor.access_token)).statusCode).toBe(200);
  });

  it("ends the sessions named: the user's next call is refused and an audit event says who", async () => {
    const monitor = await login(suite.server.app, 'monitor@example.com');
    const operator = await login(suite.server.app, 'operator@example.com');
    const sid = sessionIdOf(monitor.access_token);
    const response = await terminate(2, suite.nordAdmin, [sid, 'no-such-session']);
    expect(response.statusCode).toBe(200);
    expect(response.json<TerminateSessionsResult>()).toEqual({
      terminated: [sid],
      failed: ['no-such-session'],
    });

    const refused = await me(monitor.access_token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    const refresh = await suite.server.app.inject(
      form({ grant_type: 'refresh_token', refresh_token: monitor.refresh_token }),
    );
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    expect((await me(operator.access_token)).statusCode).toBe(200);
    const listed = (await sessionsOf(2, suite.nordAdmin)).json<SessionList>();
    expect(listed.sessions.map((s) => s.sessionId)).not.toContain(sid);

    const events = await suite.server.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_type', '=', 'SESSION')
      .where('entity_id', '=', sid)
      .where('event_type', '=', 'TERMINATED')
      .execute();
    expect(events).toHaveLength(1);
    const { id: nordAdminId } = await suite.server.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'nordadmin@example.com')
      .executeTakeFirstOrThrow();
    expect(events[0]).toMatchObject({
      event_type: 'TERMINATED',
      organization_id: 2,
      created_by_id: nordAdminId,
    });
    expect(JSON.parse(events[0]?.payload ?? '{}')).toMatchObject({
      username: 'monitor@example.com',
    });

    // Ended once: a second try names it as failed and writes nothing more.
    const again = await terminate(2, suite.nordAdmin, [sid]);
    expect(again.json<TerminateSessionsResult>()).toEqual({ terminated: [], failed: [sid] });
  });

  it('lets an owner see and end any organization’s sessions from the owning organization', async () => {
    const owner = (await login(suite.server.app, 'admin@example.com')).access_token;
    const billing = await login(suite.server.app, 'billing@example.com');
    const sid = sessionIdOf(billing.access_token);
    const all = (await sessionsOf(1, owner)).json<SessionList>();
    expect(all.sessions.map((s) => s.sessionId)).toContain(sid);
    expect((await terminate(1, owner, [sid])).json<TerminateSessionsResult>().terminated).toEqual([
      sid,
    ]);
    expect((await me(billing.access_token)).statusCode).toBe(401);
  });

  it('takes only a bounded list of well-formed ids', async () => {
    for (const ids of [
      [],
      ['a b'],
      ['x'.repeat(65)],
      Array.from({ length: 501 }, (_, i) => `s${i}`),
      ['a', 'a'],
    ]) {
      const response = await terminate(2, suite.nordAdmin, ids);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const extra = await suite.server.app.inject({
      method: 'POST',
      url: '/api/secadmin/v1/2/sessions/terminate',
      headers: bearer(suite.nordAdmin),
      payload: { sessionIds: ['a'], all: true },
    });
    expect(extra.statusCode).toBe(400);
    const tooMany = await suite.server.app.inject({
      url: '/api/secadmin/v1/2/sessions?limit=10001',
      headers: bearer(suite.nordAdmin),
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
