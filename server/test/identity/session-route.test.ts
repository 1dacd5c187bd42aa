import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestServer, type TestServer } from '../support';

/**
 * GET /api/identity/authentication/session: the console's light check that its session is
 * still open (204), or why not (401 with a reason), so an ended session's console signs out
 * within seconds and says who ended it.
 */
describe('the session check route', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const check = (headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url: '/api/identity/authentication/session', headers });
  const sessionOf = (token: string): string =>
    (
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        sid: string;
      }
    ).sid;

  it('answers 204 for an open session, and changes nothing', async () => {
    const { access_token: token } = await login(server.app, 'operator@example.com');
    const before = await server.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionOf(token))
      .executeTakeFirstOrThrow();
    const answer = await check(bearer(token));
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    const after = await server.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('id', '=', sessionOf(token))
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('answers 401 NOT_SIGNED_IN without a token or with a forged one', async () => {
    for (const headers of [{}, bearer('not-a-token'), { authorization: 'Basic abc' }]) {
      const answer = await check(headers);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        message: 'You are not logged in. Please, log in and try again.',
        reason: 'NOT_SIGNED_IN',
      });
    }
  });

  it('says an administrator ended a session an administrator terminated', async () => {
    const { access_token: token } = await login(server.app, 'monitor@example.com');
    const { access_token: admin } = await login(server.app, 'admin@example.com');
    expect((await check(bearer(token))).statusCode).toBe(204);
    const terminated = await server.app.inject({
      method: 'POST',
      url: '/api/secadmin/v1/2/sessions/terminate',
      headers: bearer(admin),
      payload: { sessionIds: [sessionOf(token)] },
    });
    expect(terminated.statusCode).toBe(200);
    const answer = await check(bearer(token));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      message: 'An administrator ended your session. Please, log in again.',
      reason: 'ENDED_BY_ADMINISTRATOR',
    });
    // The administrator's own session is untouched.
    expect((await check(bearer(admin))).statusCode).toBe(204);
  });

  it('says a session the user logged out of has ended, not that an administrator ended it', async () => {
    const { access_token: token, refresh_token: refresh } = await login(
      server.app,
      'deployer@example.com',
    );
    const logout = await server.app.inject({
      method: 'POST',
      url: '/api/identity/authentication/logout',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ refresh_token: refresh }).toString(),
    });
    expect(logout.statusCode).toBe(204);
    const answer = await check(bearer(token));
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ reason: 'ENDED' });
  });
});
