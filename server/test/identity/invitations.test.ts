import { describe, expect, it } from 'vitest';
import type {
  MyInvitationList,
  OrgInvitationList,
  OrgUser,
  OrgUserPage,
} from '@contracts/org-users';
import type { Role, RoleEntry } from '@contracts/roles';
import { addMember, login, setPassword } from '../support';
import { adminsSuite } from '../secadmin/support';

/**
 * Adding a user of another organization needs that user's acceptance (an invitation) or an
 * owner; removing a role in one organization ends no session the user holds for another; no
 * answer tells whether an e-mail exists; cross-organization effects are audited in both
 * organizations (issue 30, item 2).
 */
const suite = adminsSuite();
const OWNER_ORG = 1;
const NORD = 2;
const FJORD = 3;
const STRONG = 'violet-harbour-lantern-42';

const call = suite.identity;

/** An admin's (or owner's) adding of an existing user's e-mail to an organization. */
const addExisting = (token: string, organizationId: number, email: string, role: Role) =>
  call(token, 'POST', `/organizations/${organizationId}/users/existing`, { email, role });

/** The status of an answer (accept or decline) to an invitation, by the holder of `token`. */
const answer = async (token: string, invitationId: number, reply: 'accept' | 'decline') =>
  (await call(token, 'POST', `/users/me/invitations/${invitationId}/${reply}`)).statusCode;

/** The status of removing a user's role in an organization, by the holder of `token`. */
const removeRole = async (token: string, organizationId: number, userId: number) =>
  (await call(token, 'DELETE', `/organizations/${organizationId}/users/${userId}/role`)).statusCode;

/** Adds a user to nordkraft with `role`: its id. */
const addToNord = async (email: string, role: Role) => {
  await addMember(suite.server.database, email, NORD, role);
  return suite.userIdOf(email);
};

/** A user added to nordkraft with `role`: its id and a session of its own. */
const nordMember = async (email: string, role: Role) => {
  const id = await addToNord(email, role);
  return { id, token: (await login(suite.server.app, email)).access_token };
};

const me = (token: string) => call(token, 'GET', '/users/me');

const usersOf = async (token: string, organizationId: number) =>
  (await call(token, 'GET', `/organizations/${organizationId}/users`)).json<OrgUserPage>().users;

const pendingOf = async (token: string, organizationId: number) => {
  const response = await call(token, 'GET', `/organizations/${organizationId}/invitations`);
  expect(response.statusCode).toBe(200);
  return response.json<OrgInvitationList>().invitations;
};

const myInvitations = async (token: string) => {
  const response = await call(token, 'GET', '/users/me/invitations');
  expect(response.statusCode).toBe(200);
  return response.json<MyInvitationList>().invitations;
};

/** Role rows of a user in an organization, straight from the database. */
const rolesIn = (userId: number, organizationId: number) =>
  suite.server.database.db
    .selectFrom('user_roles')
    .select('role')
    .where('user_id', '=', userId)
    .where('organization_id', '=', organizationId)
    .execute();

/** The audit events of an organization, newest last, of the given types. */
const auditOf = async (organizationId: number, eventTypes: string[]) =>
  (
    await suite.server.database.db
      .selectFrom('audit_events')
      .select(['event_type', 'entity_type', 'entity_id', 'payload', 'created_by_id'])
      .where('organization_id', '=', organizationId)
      .where('event_type', 'in', eventTypes)
      .orderBy('id')
      .execute()
  ).map((row) => ({ ...row, payload: JSON.parse(String(row.payload)) as Record<string, unknown> }));

describe('adding a user of another organization', () => {
  it("the audit's chain: a customer admin adding the owner only invites, and removing the role ends none of the owner's sessions", async () => {
    const ownerId = await suite.userIdOf('admin@example.com');
    const owner = (await login(suite.server.app, 'admin@example.com')).access_token;
    const added = await addExisting(suite.nordAdmin, NORD, 'admin@example.com', 'MONITOR');
    expect(added.statusCode).toBe(202);
    // No role without the owner's acceptance.
    expect(await rolesIn(ownerId, NORD)).toEqual([]);
    expect((await usersOf(suite.nordAdmin, NORD)).some((u) => u.userId === ownerId)).toBe(false);
    expect(
      (await call(suite.nordAdmin, 'GET', `/organizations/${NORD}/users/${ownerId}`)).statusCode,
    ).toBe(404);
    expect((await me(owner)).statusCode).toBe(200);
    // The owner organization's log shows the invitation.
    const invited = await auditOf(OWNER_ORG, ['USER_INVITED']);
    expect(invited).toHaveLength(1);
    expect(invited[0]).toMatchObject({ entity_type: 'USER', entity_id: String(ownerId) });
    expect(invited[0]!.payload).toMatchObject({ organizationId: NORD, role: 'MONITOR' });

    // Even once the owner has accepted, removing that role leaves the owner's sessions alone.
    const [invitation] = await myInvitations(owner);
    expect(invitation).toMatchObject({
      organizationId: NORD,
      organizationName: 'Nordkraft Energi',
      role: 'MONITOR',
      invitedBy: 'nordadmin@example.com',
    });
    const accepted = await call(
      owner,
      'POST',
      `/users/me/invitations/${invitation!.invitationId}/accept`,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<RoleEntry>()).toMatchObject({ organizationId: NORD, role: 'MONITOR' });
    expect(await rolesIn(ownerId, NORD)).toEqual([{ role: 'MONITOR' }]);
    expect(await removeRole(suite.nordAdmin, NORD, ownerId)).toBe(204);
    expect((await me(owner)).statusCode).toBe(200);
    const ownerLog = await auditOf(OWNER_ORG, ['INVITATION_ACCEPTED', 'USER_ROLE_REMOVED']);
    expect(ownerLog.map((e) => e.event_type)).toEqual(['INVITATION_ACCEPTED', 'USER_ROLE_REMOVED']);
    expect(ownerLog[1]).toMatchObject({ entity_type: 'USER', entity_id: String(ownerId) });
    expect(ownerLog[1]!.payload).toMatchObject({ organizationId: NORD, sessionsEnded: 0 });
  });

  it('answers an unknown e-mail and one of another organization alike, and lists both alike', async () => {
    const send = (email: string) => addExisting(suite.fjordAdmin, FJORD, email, 'MONITOR');
    const unknown = await send('Nobody.Here@example.com');
    const existing = await send('Operator@example.com');
    expect(unknown.statusCode).toBe(202);
    expect(existing.statusCode).toBe(unknown.statusCode);
    expect(existing.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({
      message: 'If a user has this e-mail, they are invited to join. They join when they accept.',
    });
    expect(Object.keys(existing.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    // The pending list shows both the same way: the e-mail as typed, role, inviter, expiry.
    const pending = await pendingOf(suite.fjordAdmin, FJORD);
    const a = pending.find((p) => p.email === 'nobody.here@example.com')!;
    const b = pending.find((p) => p.email === 'operator@example.com')!;
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(a).toMatchObject({ role: 'MONITOR', invitedBy: 'fjordadmin@example.com' });
    expect(b).toMatchObject({ role: 'MONITOR', invitedBy: 'fjordadmin@example.com' });
    expect(Date.parse(b.expires) - Date.parse(b.created)).toBe(7 * 24 * 3600 * 1000);

    // This organization's log says the same of both; the user's own organization hears of it.
    const log = (await auditOf(FJORD, ['USER_INVITED'])).filter((e) =>
      ['nobody.here@example.com', 'operator@example.com'].includes(String(e.payload.email)),
    );
    expect(log).toHaveLength(2);
    expect(log.map((e) => e.entity_type)).toEqual(['INVITATION', 'INVITATION']);
    expect(Object.keys(log[0]!.payload).sort()).toEqual(Object.keys(log[1]!.payload).sort());
    const operatorId = await suite.userIdOf('operator@example.com');
    expect(
      (await auditOf(NORD, ['USER_INVITED'])).filter((e) => e.entity_id === String(operatorId)),
    ).toHaveLength(1);

    // The known user is mailed; they are not in the organization until they accept.
    const mail = await suite.server.smtp.waitFor('operator@example.com');
    expect(mail).toContain('fjordadmin@example.com invited you to join Fjordnett as MONITOR');
    expect(mail).toContain('http://console.test/settings/invitations');
    expect(await rolesIn(operatorId, FJORD)).toEqual([]);

    // Asking again while one is pending is told so, alike for both.
    const again = [await send('nobody.here@example.com'), await send('operator@example.com')];
    expect(again.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(again[0]!.body).toBe(again[1]!.body);
  });

  it('answers a new user of an e-mail of another organization as for a new person', async () => {
    const send = (email: string, name: string) =>
      call(suite.fjordAdmin, 'POST', `/organizations/${FJORD}/users`, {
        email,
        name,
        phone: null,
        role: 'OPERATOR',
      });
    const fresh = await send('Fresh.Person@example.com', 'Frida Fresh');
    const taken = await send('deployer@example.com', 'Someone Else');
    expect(fresh.statusCode).toBe(202);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    const pending = await pendingOf(suite.fjordAdmin, FJORD);
    const a = pending.find((p) => p.email === 'fresh.person@example.com')!;
    const b = pending.find((p) => p.email === 'deployer@example.com')!;
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect([a.role, b.role]).toEqual(['OPERATOR', 'OPERATOR']);

    // Nobody joined: the new person has no user yet, the existing one no role here.
    const deployerId = await suite.userIdOf('deployer@example.com');
    expect(await rolesIn(deployerId, FJORD)).toEqual([]);
    expect(
      (
        await suite.server.database.db
          .selectFrom('users')
          .select('name')
          .where('id', '=', deployerId)
          .executeTakeFirstOrThrow()
      ).name,
    ).toBe('Dag Deployer');
    const users = await usersOf(suite.fjordAdmin, FJORD);
    expect(
      users.some((u) => ['fresh.person@example.com', 'deployer@example.com'].includes(u.email)),
    ).toBe(false);

    // The existing user is asked to sign in and accept; no set-password link for them.
    const deployerMail = await suite.server.smtp.waitFor('deployer@example.com');
    expect(deployerMail).toContain('invited you to join Fjordnett as OPERATOR');
    expect(deployerMail).not.toContain('/setpassword/');

    // The new person joins by setting a password through the mailed link.
    const mail = await suite.server.smtp.waitFor('fresh.person@example.com');
    expect(mail).toContain('invited you to join Fjordnett');
    const token = /http:\/\/console\.test\/setpassword\/([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    expect(
      (await suite.server.app.inject({ url: `/api/identity/password/reset/${token}` })).statusCode,
    ).toBe(200);
    const set = () => setPassword(suite.server.app, token, STRONG);
    expect((await set()).statusCode).toBe(200);
    expect((await set()).statusCode).toBe(400);
    const tokens = await login(suite.server.app, 'fresh.person@example.com', STRONG);
    const joined = (await usersOf(suite.fjordAdmin, FJORD)).find(
      (u) => u.email === 'fresh.person@example.com',
    );
    expect(joined).toMatchObject({ name: 'Frida Fresh', role: 'OPERATOR', type: 'INTERNAL' });
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    expect(
      (await pendingOf(suite.fjordAdmin, FJORD)).some(
        (p) => p.email === 'fresh.person@example.com',
      ),
    ).toBe(false);
    const accepted = await auditOf(FJORD, ['INVITATION_ACCEPTED']);
    expect(accepted.some((e) => e.entity_id === String(joined!.userId))).toBe(true);

    // A user already in the organization may still be told so.
    const member = await send('fresh.person@example.com', 'Frida Fresh');
    expect(member.statusCode).toBe(409);
  });
});

describe('an invitation', () => {
  it('to a new person whose e-mail has a user by the time they set a password is answered in the console', async () => {
    const email = 'late.comer@example.com';
    expect(
      (
        await call(suite.fjordAdmin, 'POST', `/organizations/${FJORD}/users`, {
          email,
          name: 'Lars Late',
          phone: null,
          role: 'MONITOR',
        })
      ).statusCode,
    ).toBe(202);
    const mail = await suite.server.smtp.waitFor(email);
    const token = /http:\/\/console\.test\/setpassword\/([A-Za-z0-9_-]+)/.exec(mail)![1]!;
    await addMember(suite.server.database, email, NORD, 'AGENT');
    const set = await setPassword(suite.server.app, token, STRONG);
    expect(set.statusCode).toBe(400);
    expect(set.json()).toEqual({
      message: 'A user with this e-mail exists now. Sign in to accept the invitation.',
    });
    // The user's password is untouched, and the invitation waits for them.
    const session = (await login(suite.server.app, email)).access_token;
    const [invitation] = await myInvitations(session);
    expect(invitation).toMatchObject({ organizationId: FJORD, role: 'MONITOR' });
  });

  it('adds the role when accepted; declined, withdrawn or expired, it adds nothing', async () => {
    const emails = [
      'accepts@example.com',
      'declines@example.com',
      'withdrawn@example.com',
      'expires@example.com',
    ];
    const tokens: Record<string, string> = {};
    const ids: Record<string, number> = {};
    for (const email of emails) {
      ({ id: ids[email], token: tokens[email] } = await nordMember(email, 'MONITOR'));
      const invited = await addExisting(suite.fjordAdmin, FJORD, email, 'DEPLOYER');
      expect(invited.statusCode).toBe(202);
    }
    const invitationOf = async (email: string) => {
      const list = await myInvitations(tokens[email]!);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        organizationId: FJORD,
        organizationName: 'Fjordnett',
        role: 'DEPLOYER',
      });
      return list[0]!.invitationId;
    };

    // Only the invitee may answer an invitation.
    const acceptsId = await invitationOf('accepts@example.com');
    expect(await answer(tokens['declines@example.com']!, acceptsId, 'accept')).toBe(404);
    expect(await answer(tokens['accepts@example.com']!, acceptsId, 'accept')).toBe(200);
    expect(await rolesIn(ids['accepts@example.com']!, FJORD)).toEqual([{ role: 'DEPLOYER' }]);
    const joined = (await usersOf(suite.fjordAdmin, FJORD)).find(
      (u) => u.email === 'accepts@example.com',
    );
    expect(joined).toMatchObject({ role: 'DEPLOYER', type: 'EXTERNAL' });
    // Spent: a second answer finds nothing.
    expect(await answer(tokens['accepts@example.com']!, acceptsId, 'accept')).toBe(404);

    const declinesId = await invitationOf('declines@example.com');
    expect(await answer(tokens['declines@example.com']!, declinesId, 'decline')).toBe(204);
    expect(await myInvitations(tokens['declines@example.com']!)).toEqual([]);
    expect(await answer(tokens['declines@example.com']!, declinesId, 'accept')).toBe(404);

    const withdrawnId = await invitationOf('withdrawn@example.com');
    // Another organization's admin cannot withdraw it, not even through their own address.
    expect(
      (await call(suite.nordAdmin, 'DELETE', `/organizations/${FJORD}/invitations/${withdrawnId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(suite.nordAdmin, 'DELETE', `/organizations/${NORD}/invitations/${withdrawnId}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(suite.fjordAdmin, 'DELETE', `/organizations/${FJORD}/invitations/${withdrawnId}`))
        .statusCode,
    ).toBe(204);
    expect(await myInvitations(tokens['withdrawn@example.com']!)).toEqual([]);
    expect(await answer(tokens['withdrawn@example.com']!, withdrawnId, 'accept')).toBe(404);

    const expiresId = await invitationOf('expires@example.com');
    await suite.server.database.db
      .updateTable('membership_invitations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expiresId)
      .execute();
    expect(await myInvitations(tokens['expires@example.com']!)).toEqual([]);
    expect(
      (await pendingOf(suite.fjordAdmin, FJORD)).some((p) => p.invitationId === expiresId),
    ).toBe(false);
    expect(await answer(tokens['expires@example.com']!, expiresId, 'accept')).toBe(404);

    for (const email of ['declines@example.com', 'withdrawn@example.com', 'expires@example.com']) {
      expect(await rolesIn(ids[email]!, FJORD)).toEqual([]);
    }
    // An expired invitation is no obstacle to a new one.
    expect(
      (await addExisting(suite.fjordAdmin, FJORD, 'expires@example.com', 'AGENT')).statusCode,
    ).toBe(202);
  });

  it('is audited in both organizations: invited, accepted, declined, withdrawn', async () => {
    const emails = ['audit-a@example.com', 'audit-d@example.com', 'audit-w@example.com'];
    const ids: Record<string, number> = {};
    const tokens: Record<string, string> = {};
    for (const email of emails) {
      ({ id: ids[email], token: tokens[email] } = await nordMember(email, 'AGENT'));
      expect((await addExisting(suite.fjordAdmin, FJORD, email, 'MONITOR')).statusCode).toBe(202);
    }
    const idOf = async (email: string) => (await myInvitations(tokens[email]!))[0]!.invitationId;
    const [a, d, w] = [
      await idOf('audit-a@example.com'),
      await idOf('audit-d@example.com'),
      await idOf('audit-w@example.com'),
    ];
    await answer(tokens['audit-a@example.com']!, a, 'accept');
    await answer(tokens['audit-d@example.com']!, d, 'decline');
    await call(suite.fjordAdmin, 'DELETE', `/organizations/${FJORD}/invitations/${w}`);

    const types = [
      'USER_INVITED',
      'INVITATION_ACCEPTED',
      'INVITATION_DECLINED',
      'INVITATION_WITHDRAWN',
    ];
    for (const [email, outcome] of [
      ['audit-a@example.com', 'INVITATION_ACCEPTED'],
      ['audit-d@example.com', 'INVITATION_DECLINED'],
      ['audit-w@example.com', 'INVITATION_WITHDRAWN'],
    ] as const) {
      // The user's own organization: about the user, naming the inviting organization.
      const home = (await auditOf(NORD, types)).filter((e) => e.entity_id === String(ids[email]));
      expect(home.map((e) => e.event_type)).toEqual(['USER_INVITED', outcome]);
      for (const event of home) {
        expect(event).toMatchObject({ entity_type: 'USER' });
        expect(event.payload).toMatchObject({ organizationId: FJORD, role: 'MONITOR' });
      }
      // The inviting organization: the invitation, by the e-mail typed.
      const here = (await auditOf(FJORD, types)).filter((e) => e.payload.email === email);
      expect(here.map((e) => e.event_type)).toEqual(['USER_INVITED', outcome]);
    }
  });

  it('audits a role added, changed or removed for a user of another organization in both', async () => {
    const email = 'crossing@example.com';
    const id = await addToNord(email, 'MONITOR');
    const owner = (await login(suite.server.app, 'admin@example.com')).access_token;
    // An owner adds directly.
    const added = await addExisting(owner, FJORD, email, 'MONITOR');
    expect(added.statusCode).toBe(201);
    expect(added.json<OrgUser>()).toMatchObject({ userId: id, type: 'EXTERNAL', role: 'MONITOR' });
    expect(
      (
        await call(suite.fjordAdmin, 'PUT', `/organizations/${FJORD}/users/${id}/role`, {
          role: 'OPERATOR',
        })
      ).statusCode,
    ).toBe(200);
    expect(await removeRole(suite.fjordAdmin, FJORD, id)).toBe(204);
    const types = ['USER_ROLE_ADDED', 'USER_ROLE_CHANGED', 'USER_ROLE_REMOVED'];
    for (const organizationId of [FJORD, NORD]) {
      const events = (await auditOf(organizationId, types)).filter(
        (e) => e.entity_id === String(id),
      );
      expect(events.map((e) => e.event_type)).toEqual(types);
    }
    const home = (await auditOf(NORD, types)).filter((e) => e.entity_id === String(id));
    expect(home[1]!.payload).toMatchObject({
      organizationId: FJORD,
      from: 'MONITOR',
      to: 'OPERATOR',
    });
  });
});

describe('adding directly', () => {
  it("re-adds a user of the admin's own organization directly", async () => {
    const email = 'returning@example.com';
    const id = await addToNord(email, 'MONITOR');
    expect(await removeRole(suite.nordAdmin, NORD, id)).toBe(204);
    const back = await addExisting(suite.nordAdmin, NORD, email, 'OPERATOR');
    expect(back.statusCode).toBe(201);
    expect(back.json<OrgUser>()).toMatchObject({ userId: id, role: 'OPERATOR', type: 'INTERNAL' });
  });
});

describe('removing a role', () => {
  it("ends the user's sessions only when no role is left in any organization", async () => {
    const email = 'two-homes@example.com';
    const id = await addToNord(email, 'OPERATOR');
    const owner = (await login(suite.server.app, 'admin@example.com')).access_token;
    expect((await addExisting(owner, FJORD, email, 'MONITOR')).statusCode).toBe(201);
    const session = (await login(suite.server.app, email)).access_token;
    expect(await removeRole(suite.fjordAdmin, FJORD, id)).toBe(204);
    // Fjordnett is closed to the user at once, the session for nordkraft lives on.
    expect((await me(session)).statusCode).toBe(200);
    expect((await call(session, 'GET', `/organizations/${FJORD}`)).statusCode).toBe(404);
    expect((await call(session, 'GET', `/organizations/${NORD}`)).statusCode).toBe(200);
    expect(await removeRole(suite.nordAdmin, NORD, id)).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
  });
});

describe('the pending invitations of an organization', () => {
  it('are bounded, and expired ones are deleted when the next is made', async () => {
    const { db } = suite.server.database;
    const nordAdminId = await suite.userIdOf('nordadmin@example.com');
    const live = new Date(Date.now() + 3600_000).toISOString();
    const created = new Date().toISOString();
    const pendingBefore = (await pendingOf(suite.nordAdmin, NORD)).length;
    const rows = Array.from({ length: 200 - pendingBefore }, (_, i) => ({
      organization_id: NORD,
      email: `bulk-${i}@example.com`,
      role: 'AGENT',
      invited_by: nordAdminId,
      created,
      expires_at: live,
    }));
    await db.insertInto('membership_invitations').values(rows).execute();
    try {
      const refused = await addExisting(suite.nordAdmin, NORD, 'one-too-many@example.com', 'AGENT');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        message: 'The organization has 200 pending invitations. Withdraw some first.',
      });
      // Once they have expired they count no more, and the next invitation deletes them.
      await db
        .updateTable('membership_invitations')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('email', 'like', 'bulk-%')
        .execute();
      const made = await addExisting(suite.nordAdmin, NORD, 'one-too-many@example.com', 'AGENT');
      expect(made.statusCode).toBe(202);
      const left = await db
        .selectFrom('membership_invitations')
        .select('id')
        .where('email', 'like', 'bulk-%')
        .execute();
      expect(left).toEqual([]);
    } finally {
      await db.deleteFrom('membership_invitations').where('email', 'like', 'bulk-%').execute();
    }
  });

  it('refuses malformed input and changes nothing', async () => {
    const before = await suite.server.database.db
      .selectFrom('membership_invitations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const response of [
      await call(suite.fjordAdmin, 'DELETE', `/organizations/${FJORD}/invitations/abc`),
      await call(suite.fjordAdmin, 'POST', '/users/me/invitations/0/accept'),
      await call(suite.fjordAdmin, 'POST', `/organizations/${FJORD}/users/existing`, {
        email: 'x@example.com',
        role: 'KING',
      }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const after = await suite.server.database.db
      .selectFrom('membership_invitations')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
