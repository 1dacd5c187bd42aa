import { beforeAll, describe, expect, it } from 'vitest';
import type { OrgUser, OrgUserPage } from '@contracts/org-users';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { NOT_HOME_ORGANIZATION } from '../../src/services/identity/users-routes';
import { addMember, bearer, form, login, snapshot } from '../support';
import type { Tokens } from '../support';
import { adminsSuite } from '../secadmin/support';

const suite = adminsSuite();
let targetId: number;
const NORD = 2;
const FJORD = 3;
const TARGET = 'disable-me@example.com';

beforeAll(async () => {
  await addMember(suite.server.database, TARGET, NORD, 'MONITOR');
  targetId = await suite.userIdOf(TARGET);
});

const setDisabled = (token: string, organizationId: number, userId: number, disabled: unknown) =>
  suite.server.app.inject({
    method: 'PUT',
    url: `/api/identity/organizations/${organizationId}/users/${userId}/disabled`,
    headers: bearer(token),
    payload: { disabled },
  });
const me = (token: string) =>
  suite.server.app.inject({ url: '/api/identity/users/me', headers: bearer(token) });
const password = (email: string, secret: string) =>
  suite.server.app.inject(
    form({ grant_type: 'password', scope: 'console', username: email, password: secret }),
  );
const refresh = (token: string) =>
  suite.server.app.inject(form({ grant_type: 'refresh_token', refresh_token: token }));
const auditRows = (eventType: string) => suite.auditRows(eventType, targetId);

describe('disabling a user', () => {
  it('ends every session at once and refuses sign-in and refresh, until enabled again', async () => {
    const first = await login(suite.server.app, TARGET);
    const second = await login(suite.server.app, TARGET);
    expect((await me(first.access_token)).statusCode).toBe(200);

    const disabled = await setDisabled(suite.nordAdmin, NORD, targetId, true);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json<OrgUser>().disabled).toBe(true);
    const [event] = await auditRows('USER_DISABLED');
    expect(JSON.parse(String(event!.payload))).toEqual({ sessionsEnded: 2 });

    for (const tokens of [first, second]) {
      expect((await me(tokens.access_token)).statusCode).toBe(401);
      const refused = await refresh(tokens.refresh_token);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ error: string }>().error).toBe('invalid_grant');
    }
    // The right password gets the wrong password's answer: no account oracle.
    const right = await password(TARGET, DEMO_PASSWORD);
    const wrong = await password(TARGET, 'not-the-password');
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json<{ error_description: string }>().error_description).toBe(
      'Invalid password/username',
    );

    const page = await suite.server.app.inject({
      url: `/api/identity/organizations/${NORD}/users/${targetId}`,
      headers: bearer(suite.nordAdmin),
    });
    expect(page.json<OrgUser>().disabled).toBe(true);

    const enabled = await setDisabled(suite.nordAdmin, NORD, targetId, false);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json<OrgUser>().disabled).toBe(false);
    expect(await auditRows('USER_ENABLED')).toHaveLength(1);
    const again: Tokens = await login(suite.server.app, TARGET);
    expect((await me(again.access_token)).statusCode).toBe(200);
    expect((await refresh(again.refresh_token)).statusCode).toBe(200);
  });

  it('refuses an admin disabling themself, and bad input, changing nothing', async () => {
    const selfId = await suite.userIdOf('nordadmin@example.com');
    const before = await snapshot(suite.server.database);
    const refused = await setDisabled(suite.nordAdmin, NORD, selfId, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'You cannot disable yourself.' });
    for (const bad of ['yes', null, 1]) {
      expect((await setDisabled(suite.nordAdmin, NORD, targetId, bad)).statusCode).toBe(400);
    }
    expect(await snapshot(suite.server.database)).toEqual(before);
    expect((await me(suite.nordAdmin)).statusCode).toBe(200);
  });

  it("answers another organization's admin 404 and changes nothing", async () => {
    const session = await login(suite.server.app, TARGET);
    const before = await snapshot(suite.server.database);
    for (const organizationId of [NORD, FJORD]) {
      expect((await setDisabled(suite.fjordAdmin, organizationId, targetId, true)).statusCode).toBe(
        404,
      );
    }
    expect(await snapshot(suite.server.database)).toEqual(before);
    expect((await me(session.access_token)).statusCode).toBe(200);
  });

  it('refuses the admin of another organization the user has a role in: only the home one may', async () => {
    // The user also works in fjordnett; its admin sees them there but may not disable them
    // everywhere: that is for nordkraft's admins (the user's own organization) or an owner.
    await suite.server.database.db
      .insertInto('user_roles')
      .values({ user_id: targetId, organization_id: FJORD, role: 'OPERATOR' })
      .execute();
    const session = await login(suite.server.app, TARGET);
    const before = await snapshot(suite.server.database);
    const refused = await setDisabled(suite.fjordAdmin, FJORD, targetId, true);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ message: NOT_HOME_ORGANIZATION });
    expect(await snapshot(suite.server.database)).toEqual(before);
    expect((await me(session.access_token)).statusCode).toBe(200);
  });

  it('says in every user answer whether the caller may disable the user, by the same rule', async () => {
    // Home nordkraft, also working in fjordnett.
    const email = 'works-in-two@example.com';
    await addMember(suite.server.database, email, NORD, 'OPERATOR');
    const id = await suite.userIdOf(email);
    await suite.server.database.db
      .insertInto('user_roles')
      .values({ user_id: id, organization_id: FJORD, role: 'MONITOR' })
      .execute();
    const owner = (await login(suite.server.app, 'admin@example.com')).access_token;
    const selfId = await suite.userIdOf('nordadmin@example.com');
    const one = async (token: string, organizationId: number, userId: number) => {
      const reply = await suite.server.app.inject({
        url: `/api/identity/organizations/${organizationId}/users/${userId}`,
        headers: bearer(token),
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<OrgUser>().canDisable;
    };
    const inList = async (token: string, organizationId: number, userId: number) => {
      const reply = await suite.server.app.inject({
        url: `/api/identity/organizations/${organizationId}/users`,
        headers: bearer(token),
      });
      return reply.json<OrgUserPage>().users.find((user) => user.userId === userId)?.canDisable;
    };
    // The home organization's admin may; another organization's admin may not; an owner may
    // anywhere; nobody may disable themself.
    for (const [token, organizationId, userId, may] of [
      [suite.nordAdmin, NORD, id, true],
      [suite.fjordAdmin, FJORD, id, false],
      [owner, FJORD, id, true],
      [owner, NORD, id, true],
      [suite.nordAdmin, NORD, selfId, false],
    ] as const) {
      expect(await one(token, organizationId, userId)).toBe(may);
      expect(await inList(token, organizationId, userId)).toBe(may);
    }
    // The route agrees: the one refused is refused, the one allowed changes the user.
    expect((await setDisabled(suite.fjordAdmin, FJORD, id, true)).statusCode).toBe(403);
    const done = await setDisabled(suite.nordAdmin, NORD, id, true);
    expect(done.statusCode).toBe(200);
    expect(done.json<OrgUser>()).toMatchObject({ disabled: true, canDisable: true });
    expect((await setDisabled(suite.nordAdmin, NORD, id, false)).statusCode).toBe(200);
  });
});
