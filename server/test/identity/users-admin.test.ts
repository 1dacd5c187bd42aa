import { beforeAll, describe, expect, it } from 'vitest';
import type { OrgUser, OrgUserPage } from '@contracts/org-users';
import { login, setPassword } from '../support';
import { adminsSuite } from '../secadmin/support';

const suite = adminsSuite();
let owner: string;
const NORD = 2;
const FJORD = 3;
const STRONG = 'violet-harbour-lantern-42';

beforeAll(async () => {
  owner = (await login(suite.server.app, 'admin@example.com')).access_token;
});

const call = suite.identity;

describe('the users of an organization', () => {
  it('lists them in bounded pages, with their role, type and last login', async () => {
    const first = await call(suite.nordAdmin, 'GET', `/organizations/${NORD}/users?limit=3`);
    expect(first.statusCode).toBe(200);
    const page = first.json<OrgUserPage>();
    expect(page.users).toHaveLength(3);
    expect(page.nextAfter).toBe(page.users[2]!.userId);
    const rest = (
      await call(suite.nordAdmin, 'GET', `/organizations/${NORD}/users?after=${page.nextAfter}`)
    ).json<OrgUserPage>();
    const all = [...page.users, ...rest.users];
    expect(rest.nextAfter).toBeNull();
    const monitor = all.find((u) => u.email === 'monitor@example.com')!;
    expect(monitor).toMatchObject({ role: 'MONITOR', type: 'INTERNAL', externalRoles: [] });
    expect(all.find((u) => u.email === 'nordadmin@example.com')!.lastLogin).not.toBeNull();
    expect(all.some((u) => u.email === 'noroles@example.com')).toBe(false);
    // Mia's role in fjordnett is not shown to nordkraft's admin, but is to the owner.
    const multi = all.find((u) => u.email === 'multi@example.com')!;
    expect(multi.externalRoles).toEqual([]);
    const seen = (
      await call(owner, 'GET', `/organizations/${NORD}/users/${multi.userId}`)
    ).json<OrgUser>();
    expect(seen.externalRoles.map((r) => r.organizationId)).toEqual([FJORD]);
    expect(
      (await call(suite.nordAdmin, 'GET', `/organizations/${NORD}/users?limit=201`)).statusCode,
    ).toBe(400);
  });

  it('keeps organizations apart', async () => {
    const monitorId = await suite.userIdOf('monitor@example.com');
    expect((await call(suite.fjordAdmin, 'GET', `/organizations/${NORD}/users`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(suite.fjordAdmin, 'GET', `/organizations/${NORD}/users/${monitorId}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(suite.fjordAdmin, 'PUT', `/organizations/${NORD}/users/${monitorId}/role`, {
          role: 'ADMIN',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(suite.fjordAdmin, 'DELETE', `/organizations/${NORD}/users/${monitorId}/role`))
        .statusCode,
    ).toBe(404);
    // Through its own organization's address, a user of another organization is not found.
    expect(
      (await call(suite.fjordAdmin, 'GET', `/organizations/${FJORD}/users/${monitorId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(suite.fjordAdmin, 'DELETE', `/organizations/${FJORD}/users/${monitorId}/role`))
        .statusCode,
    ).toBe(404);
    const monitor = (await login(suite.server.app, 'monitor@example.com')).access_token;
    expect((await call(monitor, 'GET', `/organizations/${NORD}/users`)).statusCode).toBe(403);
  });

  it('adds an existing user with a role, once, and audits it (an owner directly)', async () => {
    const agentId = await suite.userIdOf('agent@example.com');
    // Another organization's admin only invites: no role until the user accepts.
    const invited = await call(suite.fjordAdmin, 'POST', `/organizations/${FJORD}/users/existing`, {
      email: 'Agent@Example.com',
      role: 'OPERATOR',
    });
    expect(invited.statusCode).toBe(202);
    expect(await suite.auditRows('USER_ROLE_ADDED', agentId)).toHaveLength(0);
    const added = await call(owner, 'POST', `/organizations/${FJORD}/users/existing`, {
      email: 'Agent@Example.com',
      role: 'OPERATOR',
    });
    expect(added.statusCode).toBe(201);
    expect(added.json<OrgUser>()).toMatchObject({
      userId: agentId,
      role: 'OPERATOR',
      type: 'EXTERNAL',
    });
    // In this organization and in the user's own.
    expect(
      (await suite.auditRows('USER_ROLE_ADDED', agentId)).map((r) => r.organization_id).sort(),
    ).toEqual([NORD, FJORD]);
    // The direct addition answered the pending invitation for it.
    const pending = await call(suite.fjordAdmin, 'GET', `/organizations/${FJORD}/invitations`);
    expect(pending.json<{ invitations: { email: string }[] }>().invitations).toEqual([]);
    const again = await call(suite.fjordAdmin, 'POST', `/organizations/${FJORD}/users/existing`, {
      email: 'agent@example.com',
      role: 'AGENT',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'The user is already in this organization.' });
    // Owners see every user: they are told when no user has the e-mail.
    const unknown = await call(owner, 'POST', `/organizations/${FJORD}/users/existing`, {
      email: 'nobody@example.com',
      role: 'AGENT',
    });
    expect(unknown.statusCode).toBe(404);
    const strict = await call(suite.fjordAdmin, 'POST', `/organizations/${FJORD}/users/existing`, {
      email: 'agent@example.com',
      role: 'KING',
    });
    expect(strict.statusCode).toBe(400);
  });

  it('invites a new user, who is mailed a single-use link to set a password, joins and signs in', async () => {
    const email = 'new.person@example.com';
    const created = await call(suite.nordAdmin, 'POST', `/organizations/${NORD}/users`, {
      email: 'New.Person@example.com',
      name: 'Nora New',
      phone: '+47 900 00 000',
      role: 'OPERATOR',
    });
    expect(created.statusCode).toBe(202);
    expect(created.json()).toEqual({
      message:
        'An invitation was mailed. The person joins when they accept it or set their password.',
    });
    const mail = await suite.server.smtp.waitFor(email);
    expect(mail).toContain('invited you');
    const token = /http:\/\/console\.test\/setpassword\/([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    const stored = await suite.server.database.db
      .selectFrom('membership_invitations')
      .select(['id', 'token_hash'])
      .where('email', '=', email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(token);
    expect(await suite.auditRows('USER_INVITED', stored[0]!.id)).toHaveLength(1);
    const set = () => setPassword(suite.server.app, token, STRONG);
    expect((await set()).statusCode).toBe(200);
    expect((await set()).statusCode).toBe(400);
    await login(suite.server.app, email, STRONG);
    const userId = await suite.userIdOf(email);
    const user = (
      await call(suite.nordAdmin, 'GET', `/organizations/${NORD}/users/${userId}`)
    ).json<OrgUser>();
    expect(user).toMatchObject({
      email,
      name: 'Nora New',
      phone: '+47 900 00 000',
      role: 'OPERATOR',
      type: 'INTERNAL',
    });
    expect(user.lastLogin).not.toBeNull();
    expect(await suite.auditRows('INVITATION_ACCEPTED', userId)).toHaveLength(1);

    const taken = await call(suite.nordAdmin, 'POST', `/organizations/${NORD}/users`, {
      email,
      name: 'Other',
      phone: null,
      role: 'AGENT',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'The user is already in this organization.' });
    const bad = await call(suite.nordAdmin, 'POST', `/organizations/${NORD}/users`, {
      email: 'not-an-email',
      name: 'X',
      phone: null,
      role: 'AGENT',
    });
    expect(bad.statusCode).toBe(400);
    const extra = await call(suite.nordAdmin, 'POST', `/organizations/${NORD}/users`, {
      email: 'x@example.com',
      name: 'X',
      phone: null,
      role: 'AGENT',
      admin: true,
    });
    expect(extra.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: expect.any(String) });
  });

  it('adds one of two new users racing for one e-mail; the other is told it is taken', async () => {
    const body = { email: 'racer@example.com', name: 'Rita Racer', phone: null, role: 'AGENT' };
    const answers = await Promise.all([
      call(owner, 'POST', `/organizations/${NORD}/users`, body),
      call(owner, 'POST', `/organizations/${FJORD}/users`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('keeps one of two invitations racing for one e-mail to one organization', async () => {
    const body = {
      email: 'invite-racer@example.com',
      name: 'Ivo Racer',
      phone: null,
      role: 'AGENT',
    };
    const second = await login(suite.server.app, 'nordadmin@example.com');
    const answers = await Promise.all([
      call(suite.nordAdmin, 'POST', `/organizations/${NORD}/users`, body),
      call(second.access_token, 'POST', `/organizations/${NORD}/users`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      message: 'An invitation to this e-mail is pending.',
    });
  });

  it("changes a role, and removing the last one ends the user's sessions at once", async () => {
    const operatorId = await suite.userIdOf('operator@example.com');
    const session = (await login(suite.server.app, 'operator@example.com')).access_token;
    const changed = await call(
      suite.nordAdmin,
      'PUT',
      `/organizations/${NORD}/users/${operatorId}/role`,
      { role: 'DEPLOYER' },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json<OrgUser>().role).toBe('DEPLOYER');
    expect((await suite.auditRows('USER_ROLE_CHANGED', operatorId))[0]!.payload).toContain(
      'DEPLOYER',
    );
    expect((await call(session, 'GET', '/users/me')).statusCode).toBe(200);

    expect(
      (await call(suite.nordAdmin, 'DELETE', `/organizations/${NORD}/users/${operatorId}/role`))
        .statusCode,
    ).toBe(204);
    expect((await call(session, 'GET', '/users/me')).statusCode).toBe(401);
    expect(
      (await call(suite.nordAdmin, 'GET', `/organizations/${NORD}/users/${operatorId}`)).statusCode,
    ).toBe(404);
    expect(await suite.auditRows('USER_ROLE_REMOVED', operatorId)).toHaveLength(1);
  });

  it('refuses an admin removing their own last admin role', async () => {
    const id = await suite.userIdOf('nordadmin@example.com');
    for (const response of [
      await call(suite.nordAdmin, 'DELETE', `/organizations/${NORD}/users/${id}/role`),
      await call(suite.nordAdmin, 'PUT', `/organizations/${NORD}/users/${id}/role`, {
        role: 'MONITOR',
      }),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'You cannot remove your own last admin role.' });
    }
    expect(
      (await call(suite.nordAdmin, 'GET', `/organizations/${NORD}/users/${id}`)).json<OrgUser>()
        .role,
    ).toBe('ADMIN');
    // The owner may.
    expect(
      (await call(owner, 'PUT', `/organizations/${NORD}/users/${id}/role`, { role: 'ADMIN' }))
        .statusCode,
    ).toBe(200);
  });
});
