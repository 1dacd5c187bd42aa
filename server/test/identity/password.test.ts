import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, snapshot, startTestServer } from '../support';
import type { TestServer } from '../support';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const STRONG = 'violet-harbour-lantern-42';

async function requestReset(email: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/identity/password/reset',
    payload: { email },
  });
}

/** Asks for a reset mail through the real SMTP server and returns the link's token. */
async function resetToken(email: string, nth: number): Promise<string> {
  expect((await requestReset(email)).statusCode).toBe(202);
  const mail = await server.smtp.waitFor(email, nth);
  const match = /http:\/\/console\.test\/setpassword\/([A-Za-z0-9_-]+)/.exec(mail);
  expect(match).not.toBeNull();
  return match![1]!;
}

const setPassword = (
  token: string,
  requestedPassword: string,
  repeatedPassword = requestedPassword,
) =>
  server.app.inject({
    method: 'POST',
    url: '/api/identity/password/set',
    payload: { setPasswordToken: token, newPassword: { requestedPassword, repeatedPassword } },
  });

describe('password reset', () => {
  it('answers the same whether or not the address exists, and mails only real users', async () => {
    const known = await requestReset('Monitor@Example.com');
    const unknown = await requestReset('stranger@example.com');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: 'Mail sent, check your inbox.' });
    await server.smtp.waitFor('monitor@example.com');
    await new Promise((r) => setTimeout(r, 200));
    expect(server.smtp.messages.some((m) => m.to.includes('stranger@example.com'))).toBe(false);
  });

  it('sets a password once with a mailed token, ending every session of the user', async () => {
    const session = await login(server.app, 'agent@example.com');
    const token = await resetToken('agent@example.com', 1);
    expect(
      (await server.app.inject({ url: `/api/identity/password/reset/${token}` })).json(),
    ).toEqual({ valid: true });

    expect((await setPassword(token, STRONG, `${STRONG}x`)).json()).toEqual({
      message: 'Passwords must match',
    });
    expect((await setPassword(token, 'password')).json()).toEqual({ message: 'Password too weak' });
    const done = await setPassword(token, STRONG);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Password set.' });

    // Single use.
    expect((await setPassword(token, `${STRONG}-again`)).json()).toEqual({
      message: 'Invalid token',
    });
    const check = await server.app.inject({ url: `/api/identity/password/reset/${token}` });
    expect(check.statusCode).toBe(404);
    expect(check.json()).toEqual({ message: 'Invalid token' });

    // The old session ended; the new password works, the old one does not.
    const me = await server.app.inject({
      url: '/api/identity/users/me',
      headers: bearer(session.access_token),
    });
    expect(me.statusCode).toBe(401);
    await expect(login(server.app, 'agent@example.com')).rejects.toThrow();
    await login(server.app, 'agent@example.com', STRONG);

    const audit = await server.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('event_type', 'in', ['PASSWORD_RESET_REQUESTED', 'PASSWORD_SET'])
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    for (const event of audit) {
      expect(event.payload).not.toContain(STRONG);
      expect(event.payload).not.toContain(token);
    }
  });

  it('refuses an expired token and a weak password without changing anything', async () => {
    const token = await resetToken('billing@example.com', 1);
    const before = await snapshot(server.database);
    expect((await setPassword(token, 'abc')).statusCode).toBe(400);
    expect(await snapshot(server.database)).toEqual(before);

    await server.database.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    expect((await setPassword(token, STRONG)).json()).toEqual({ message: 'Invalid token' });
  });

  it('ends every other reset link of the user when a password is set', async () => {
    const older = await resetToken('multi@example.com', 1);
    const newer = await resetToken('multi@example.com', 2);
    expect((await setPassword(newer, STRONG)).statusCode).toBe(200);
    const check = await server.app.inject({ url: `/api/identity/password/reset/${older}` });
    expect(check.statusCode).toBe(404);
    expect((await setPassword(older, `${STRONG}-older`)).json()).toEqual({
      message: 'Invalid token',
    });
    await login(server.app, 'multi@example.com', STRONG);
    const open = await server.database.db
      .selectFrom('password_reset_tokens')
      .innerJoin('users', 'users.id', 'password_reset_tokens.user_id')
      .select('password_reset_tokens.used_at')
      .where('users.email', '=', 'multi@example.com')
      .execute();
    expect(open).toHaveLength(2);
    expect(open.every((t) => t.used_at !== null)).toBe(true);
  });

  it('refuses made-up tokens', async () => {
    expect((await server.app.inject({ url: '/api/identity/password/reset/nope' })).statusCode).toBe(
      404,
    );
    expect((await setPassword('nope', STRONG)).statusCode).toBe(400);
  });
});
