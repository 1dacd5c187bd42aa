import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  SessionConcurrentLimit,
  SessionLifetimeLimit,
  UserGroup,
} from '@contracts/authorization';
import type { KnownClient } from '@contracts/secadmin';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { bearer, form, login } from '../support';
import { adminsSuite } from './support';

const suite = adminsSuite();
const { send, userIdOf, base } = suite;
afterEach(() => vi.useRealTimers());

/** A user group of nordkraft with the one user. */
async function groupOf(name: string, email: string): Promise<UserGroup> {
  const created = await send('POST', base(2, 'user-groups'), suite.nordAdmin, {
    name,
    description: '',
    mappedGroupName: '',
    roleIds: [],
    memberIds: [await userIdOf(email)],
  });
  expect(created.statusCode).toBe(201);
  return created.json<UserGroup>();
}

/** A concurrent limit of two sessions a user, refusing a third, for the given user groups. */
const twoAtATime = (userGroupIds: number[]) => ({
  description: 'Two at a time',
  rank: 1,
  userLimit: 2,
  clientIpLimit: null,
  onLimit: 'REFUSE',
  userGroupIds,
  knownClientIds: [],
});

/** A bulk delete of limits of one kind (`session-limits/<kind>`) in an organization. */
const deleteLimits = (org: number, path: string, token: string, ids: number[]) =>
  send('POST', `${base(org, path)}/delete`, token, { ids });

const signIn = (email: string, clientId?: string) =>
  suite.server.app.inject(
    form({
      grant_type: 'password',
      scope: 'console',
      username: email,
      password: DEMO_PASSWORD,
      ...(clientId ? { client_id: clientId } : {}),
    }),
  );

const me = (token: string) =>
  suite.server.app.inject({ url: '/api/identity/users/me', headers: bearer(token) });
const refresh = (token: string) =>
  suite.server.app.inject(
    form({ grant_type: 'refresh_token', scope: 'console', refresh_token: token }),
  );

describe('session limits', () => {
  it('creates, edits, lists and deletes both kinds, checking what is sent', async () => {
    const group = await groupOf('Limit editors', 'billing@example.com');
    const client = (
      await send('POST', base(2, 'known-clients'), suite.nordAdmin, {
        name: 'Field app',
        notation: 'field-app',
        description: '',
      })
    ).json<KnownClient>();
    const lifetime = await send('POST', base(2, 'session-limits/lifetime'), suite.nordAdmin, {
      name: 'Short',
      description: 'Field tablets',
      rank: 5,
      timeoutSeconds: 3600,
      userGroupIds: [group.id],
      knownClientIds: [client.knownClientId],
    });
    expect(lifetime.statusCode).toBe(201);
    const created = lifetime.json<SessionLifetimeLimit>();
    expect(created).toMatchObject({
      name: 'Short',
      rank: 5,
      timeoutSeconds: 3600,
      userGroupIds: [group.id],
      knownClientIds: [client.knownClientId],
    });
    const edited = await send(
      'PUT',
      `${base(2, 'session-limits/lifetime')}/${created.id}`,
      suite.nordAdmin,
      {
        name: 'Shorter',
        description: '',
        rank: 4,
        timeoutSeconds: 1800,
        userGroupIds: [],
        knownClientIds: [],
      },
    );
    expect(edited.json<SessionLifetimeLimit>()).toMatchObject({
      name: 'Shorter',
      timeoutSeconds: 1800,
      userGroupIds: [],
    });

    const concurrent = await send(
      'POST',
      base(2, 'session-limits/concurrent'),
      suite.nordAdmin,
      twoAtATime([group.id]),
    );
    expect(concurrent.statusCode).toBe(201);
    const limit = concurrent.json<SessionConcurrentLimit>();
    expect(limit).toMatchObject({ userLimit: 2, clientIpLimit: null, onLimit: 'REFUSE' });

    for (const bad of [
      { rank: -1 },
      { userLimit: 0 },
      { onLimit: 'SOMETIMES' },
      { clientIpLimit: 1.5 },
      { userGroupIds: [999_999] },
    ]) {
      const answer = await send('POST', base(2, 'session-limits/concurrent'), suite.nordAdmin, {
        ...twoAtATime([]),
        description: 'bad',
        ...bad,
      });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }

    // Another organization's admin neither reads nor changes them.
    expect(
      (await send('GET', base(2, 'session-limits/lifetime'), suite.fjordAdmin)).statusCode,
    ).toBe(404);
    const foreign = await deleteLimits(3, 'session-limits/concurrent', suite.fjordAdmin, [
      limit.id,
    ]);
    expect(foreign.json()).toEqual({ deleted: [], failed: [limit.id] });
    // A limit of one kind is not deleted through the other kind's path.
    const wrongKind = await deleteLimits(2, 'session-limits/lifetime', suite.nordAdmin, [limit.id]);
    expect(wrongKind.json()).toEqual({ deleted: [], failed: [limit.id] });

    for (const [path, id] of [
      ['session-limits/lifetime', created.id],
      ['session-limits/concurrent', limit.id],
    ] as const) {
      const deleted = await deleteLimits(2, path, suite.nordAdmin, [id]);
      expect(deleted.json()).toEqual({ deleted: [id], failed: [] });
      expect((await send('GET', base(2, path), suite.nordAdmin)).json<{ id: number }[]>()).toEqual(
        [],
      );
    }
  });

  it('ends a session at the timeout of the matching lifetime limit of lowest rank', async () => {
    const group = await groupOf('Short lived', 'operator@example.com');
    const limits: number[] = [];
    for (const [rank, timeoutSeconds] of [
      [20, 7200],
      [10, 60],
    ] as const) {
      const answer = await send('POST', base(2, 'session-limits/lifetime'), suite.nordAdmin, {
        name: `Rank ${rank}`,
        description: '',
        rank,
        timeoutSeconds,
        userGroupIds: [group.id],
        knownClientIds: [],
      });
      limits.push(answer.json<SessionLifetimeLimit>().id);
    }
    // A limit for another client does not apply to the console's sign-in.
    await send('POST', base(2, 'known-clients'), suite.nordAdmin, {
      name: 'Kiosk',
      notation: 'kiosk',
      description: '',
    });
    const kiosk = (await send('GET', base(2, 'known-clients'), suite.nordAdmin))
      .json<KnownClient[]>()
      .find((c) => c.notation === 'kiosk');
    await send('POST', base(2, 'session-limits/lifetime'), suite.nordAdmin, {
      name: 'Kiosk only',
      description: '',
      rank: 0,
      timeoutSeconds: 1,
      userGroupIds: [],
      knownClientIds: [kiosk?.knownClientId ?? 0],
    });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const tokens = (await signIn('operator@example.com')).json<{
      access_token: string;
      refresh_token: string;
    }>();
    // Another user of the organization is not in the group: no limit.
    const other = await login(suite.server.app, 'monitor@example.com');
    vi.advanceTimersByTime(30_000);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    vi.advanceTimersByTime(31_000);
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(400);
    expect((await me(other.access_token)).statusCode).toBe(200);
    vi.useRealTimers();

    await send('POST', `${base(2, 'session-limits/lifetime')}/delete`, suite.nordAdmin, {
      ids: limits,
    });
  });

  it('refuses a sign-in over a concurrent limit, or ends the oldest session', async () => {
    const group = await groupOf('Two sessions', 'deployer@example.com');
    const created = await send(
      'POST',
      base(2, 'session-limits/concurrent'),
      suite.nordAdmin,
      twoAtATime([group.id]),
    );
    const limit = created.json<SessionConcurrentLimit>();
    const first = await signIn('deployer@example.com');
    const second = await signIn('deployer@example.com');
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const third = await signIn('deployer@example.com');
    expect(third.statusCode).toBe(403);
    expect(third.json()).toMatchObject({
      error: 'session_limit_reached',
      message:
        'You have reached the number of sessions you may have open at once. Sign out elsewhere and try again.',
    });
    // The open ones go on.
    const [a, b] = [first, second].map((r) => r.json<{ access_token: string }>().access_token);
    expect((await me(a ?? '')).statusCode).toBe(200);

    await send('PUT', `${base(2, 'session-limits/concurrent')}/${limit.id}`, suite.nordAdmin, {
      ...limit,
      id: undefined,
      created: undefined,
      createdBy: undefined,
      updated: undefined,
      updatedBy: undefined,
      onLimit: 'END_OLDEST',
    });
    const limitNow = (
      await send('GET', base(2, 'session-limits/concurrent'), suite.nordAdmin)
    ).json<SessionConcurrentLimit[]>();
    expect(limitNow[0]?.onLimit).toBe('END_OLDEST');
    const fourth = await signIn('deployer@example.com');
    expect(fourth.statusCode).toBe(200);
    expect((await me(a ?? '')).statusCode).toBe(401);
    expect((await me(b ?? '')).statusCode).toBe(200);
    expect((await me(fourth.json<{ access_token: string }>().access_token)).statusCode).toBe(200);
    const revoked = await suite.server.database.db
      .selectFrom('audit_events')
      .select('id')
      .where('event_type', '=', 'SESSION_REVOKED')
      .where('payload', 'like', '%session limit%')
      .execute();
    expect(revoked).toHaveLength(1);

    // A client IP limit of one: a second session from the same address ends the first.
    await send('PUT', `${base(2, 'session-limits/concurrent')}/${limit.id}`, suite.nordAdmin, {
      description: 'One per address',
      rank: 1,
      userLimit: 5,
      clientIpLimit: 1,
      onLimit: 'END_OLDEST',
      userGroupIds: [group.id],
      knownClientIds: [],
    });
    const fifth = await signIn('deployer@example.com');
    expect(fifth.statusCode).toBe(200);
    expect((await me(b ?? '')).statusCode).toBe(401);
    expect((await me(fifth.json<{ access_token: string }>().access_token)).statusCode).toBe(200);

    await deleteLimits(2, 'session-limits/concurrent', suite.nordAdmin, [limit.id]);
  });
});
