import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { OrgUser } from '@contracts/org-users';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { nowIso } from '../../src/lib/crypto';
import { form } from '../support';
import { FJORDNETT, NORDKRAFT_INVITEE, OWNER_ORG, REFUSED, send, waitFor } from './crossorg';
import type { CrossOrgCase, CrossOrgCells, CrossOrgContext, CrossOrgIds } from './crossorg';

/** Nothing of nordkraft's or the owner's (their rows are tagged so) is in the answer. */
export const showsNothingForeign = (response: { body: string }) =>
  expect(response.body).not.toMatch(/nordkraft|gridline/i);

const users = (path = '') => `/api/identity/organizations/${FJORDNETT}/users${path}`;

/** The owner (user 1) and nordkraft's monitor (user 4), as fjordnett's admin names them. */
const TARGETS = [
  ['the owner', (ids: CrossOrgIds) => ids.users.owner],
  ["nordkraft's monitor", (ids: CrossOrgIds) => ids.users.monitor],
] as const;

/** One case per target user: fjordnett's admin names the user in fjordnett's path. */
function forEachTarget(
  title: string,
  request: (userId: number) => InjectOptions,
  expected: CrossOrgCase['expected'] = 404,
): CrossOrgCase[] {
  return TARGETS.map(([who, id]) => ({
    title: title.replace('{user}', who),
    request: (ids) => request(id(ids)),
    expected,
  }));
}

/** Fjordnett's roles of the user (users 1 and 4 have none), removed after a case. */
async function dropFjordnettRoles({ database }: CrossOrgContext, userId: number) {
  await database.db
    .deleteFrom('user_roles')
    .where('user_id', '=', userId)
    .where('organization_id', '=', FJORDNETT)
    .execute();
}

/**
 * Adding a user of another organization by e-mail: an invitation the user accepts (or the
 * owner's doing), so the user has no role in fjordnett afterwards, and the answer is the one
 * an unknown e-mail gets (it does not tell whether the e-mail exists).
 */
function addExisting(who: string, email: string, userId: (ids: CrossOrgIds) => number) {
  return {
    title: `adding ${who} by e-mail gives no role without their consent and does not tell the e-mail exists`,
    request: () =>
      send('POST', users('/existing'), {
        email,
        role: email.startsWith('admin') ? 'MONITOR' : 'ADMIN',
      }),
    expected: [202, ...REFUSED],
    // The invitation may be audited where the user lives.
    foreignAudit: true,
    after: async (context: CrossOrgContext, response: { statusCode: number; body: string }) => {
      const unknown = `nobody-${Date.now().toString(36)}@example.com`;
      const probe = await context.send(
        send('POST', users('/existing'), { email: unknown, role: 'ADMIN' }),
        context.tokens.fjordAdmin,
      );
      expect(
        { status: probe.statusCode, body: probe.body.replaceAll(unknown, '<e-mail>') },
        'an unknown e-mail is answered alike',
      ).toEqual({ status: response.statusCode, body: response.body.replaceAll(email, '<e-mail>') });
      // Nothing to remove, so no session of the user can be ended from fjordnett.
      const removed = await context.send(
        send('DELETE', users(`/${userId(context.ids)}/role`)),
        context.tokens.fjordAdmin,
      );
      expect(removed.statusCode).toBe(404);
    },
    cleanup: (context: CrossOrgContext) => dropFjordnettRoles(context, userId(context.ids)),
  } satisfies CrossOrgCase;
}

/** The identity service's cells of the "admin of another organization" column. */
export const IDENTITY_CROSS_ORG: CrossOrgCells = {
  'POST /api/identity/authentication/token': [
    {
      title:
        "the owner's password sign-in is not judged by a directory fjordnett mapped to the owner's domain",
      caller: 'anonymous',
      // However such a mapping came to be (fjordnett's admin cannot make one: see the
      // idp-mappings cells), even in force (approved), sign-in picks the user first and asks
      // only the directory of the user's own organization.
      before: async ({ database, ids }) => {
        await database.db
          .insertInto('idp_mappings')
          .values({
            organization_id: FJORDNETT,
            authenticator_id: ids.fjordnett.ldap,
            login_domain: 'example.com',
            user_group_id: null,
            kerberos_enabled: 0,
            updated: nowIso(),
            updated_by: null,
            approved_at: nowIso(),
            approved_by: ids.users.owner,
          })
          .execute();
      },
      request: () =>
        form({
          grant_type: 'password',
          scope: 'console',
          username: 'admin@example.com',
          password: DEMO_PASSWORD,
        }),
      expected: 200,
      // The sign-in is audited in the owner's organization.
      foreignAudit: true,
      cleanup: async ({ database }) => {
        await database.db
          .deleteFrom('idp_mappings')
          .where('organization_id', '=', FJORDNETT)
          .where('login_domain', '=', 'example.com')
          .execute();
      },
    },
  ],
  'POST /api/identity/authentication/logout': [
    {
      title: "ends fjordnett's admin's own session, no other",
      caller: 'fjordAdminFresh',
      request: () => send('POST', '/api/identity/authentication/logout'),
      expected: 204,
    },
  ],
  'GET /api/identity/authentication/session': [
    {
      title: "answers for fjordnett's admin's own session only",
      request: () => ({ url: '/api/identity/authentication/session' }),
      expected: 204,
    },
  ],
  'GET /api/identity/login-ui': [
    {
      title: "shows the platform's sign-in page, never nordkraft's",
      request: () => ({ url: '/api/identity/login-ui' }),
      expected: 200,
      answer: (response) => expect(response.body).not.toMatch(/nordkraft/i),
    },
  ],
  'GET /api/identity/login-ui/:organizationId/logo/:version': [
    {
      title: "nordkraft's logo is not served under fjordnett's id",
      request: (ids) => ({
        url: `/api/identity/login-ui/${FJORDNETT}/logo/${ids.nordkraftLogoVersion}`,
      }),
      expected: 404,
    },
  ],
  'GET /api/identity/users/me': [
    {
      title: "is fjordnett's admin, whoever else is named",
      request: () => ({ url: '/api/identity/users/me' }),
      expected: 200,
      answer: (response) => {
        expect(response.json<{ email: string }>().email).toBe('fjordadmin@example.com');
        showsNothingForeign(response);
      },
    },
  ],
  'GET /api/identity/users/:userId': forEachTarget('{user} is not found', (userId) => ({
    url: `/api/identity/users/${userId}`,
  })),
  'GET /api/identity/users/:userId/roles': forEachTarget(
    "{user}'s roles are not found",
    (userId) => ({
      url: `/api/identity/users/${userId}/roles`,
    }),
  ),
  'GET /api/identity/organizations': [
    {
      title: 'lists fjordnett only',
      request: () => ({ url: '/api/identity/organizations' }),
      expected: 200,
      answer: (response) => {
        const ids = response
          .json<{ organizations: { organizationId: number }[] }>()
          .organizations.map((o) => o.organizationId);
        expect(ids).toEqual([FJORDNETT]);
      },
    },
  ],
  'POST /api/identity/organizations': [
    {
      title: 'creating an organization under nordkraft is refused',
      request: (ids) =>
        send('POST', '/api/identity/organizations', {
          ...ids.fjordnettOrganization,
          name: 'Fjordnett Nord',
          shortName: 'fjordnett-nord',
          parentId: 2,
        }),
      expected: REFUSED,
    },
  ],
  'PUT /api/identity/organizations/:organizationId': [
    {
      title: 'moving fjordnett under nordkraft is refused',
      request: (ids) =>
        send('PUT', `/api/identity/organizations/${FJORDNETT}`, {
          ...ids.fjordnettOrganization,
          parentId: 2,
        }),
      expected: REFUSED,
    },
    {
      title: "taking nordkraft's name is refused",
      request: (ids) =>
        send('PUT', `/api/identity/organizations/${FJORDNETT}`, {
          ...ids.fjordnettOrganization,
          name: 'Nordkraft Energi',
        }),
      expected: [...REFUSED, 409],
    },
    {
      title: "taking nordkraft's short name is refused",
      request: (ids) =>
        send('PUT', `/api/identity/organizations/${FJORDNETT}`, {
          ...ids.fjordnettOrganization,
          shortName: 'nordkraft',
        }),
      expected: [...REFUSED, 409],
    },
  ],
  'GET /api/identity/organizations/:organizationId': [
    {
      title: 'the owner organization is not found',
      request: () => ({ url: `/api/identity/organizations/${OWNER_ORG}` }),
      expected: 404,
    },
  ],
  'GET /api/identity/organizations/:organizationId/modules': [
    {
      title: "the owner organization's modules are not found",
      request: () => ({ url: `/api/identity/organizations/${OWNER_ORG}/modules` }),
      expected: 404,
    },
  ],
  'GET /api/identity/organizations/:organizationId/audit-events': [
    {
      title: "filtering fjordnett's log by nordkraft's admin and user group finds nothing",
      request: (ids) => ({
        url:
          `/api/identity/organizations/${FJORDNETT}/audit-events` +
          `?createdById=${ids.users.nordAdmin}&entityId=${ids.nordkraft.userGroup}`,
      }),
      expected: 200,
      answer: (response) => expect(response.json<{ data: unknown[] }>().data).toEqual([]),
    },
    {
      title: "fjordnett's log holds no event of nordkraft's",
      request: () => ({ url: `/api/identity/organizations/${FJORDNETT}/audit-events?limit=200` }),
      expected: 200,
      answer: (response, ids) => {
        const events = response.json<{ data: { auditEventId: number }[] }>().data;
        expect(events.map((e) => e.auditEventId)).not.toContain(ids.nordkraftAuditEvent);
      },
    },
  ],
  'GET /api/identity/organizations/:organizationId/audit-events/:auditEventId': [
    {
      title: "nordkraft's event is not found through fjordnett",
      request: (ids) => ({
        url: `/api/identity/organizations/${FJORDNETT}/audit-events/${ids.nordkraftAuditEvent}`,
      }),
      expected: 404,
    },
  ],
  'POST /api/identity/password/reset': [
    {
      title: "asking a reset for nordkraft's monitor changes nothing of theirs",
      request: () => send('POST', '/api/identity/password/reset', { email: 'monitor@example.com' }),
      expected: 202,
      // The request is audited where the user lives, after the answer: wait for it, so that
      // it does not show in the next case's state.
      foreignAudit: true,
      after: ({ database, ids }) =>
        waitFor(async () => {
          const row = await database.db
            .selectFrom('audit_events')
            .select('id')
            .where('event_type', '=', 'PASSWORD_RESET_REQUESTED')
            .where('entity_id', '=', String(ids.users.monitor))
            .executeTakeFirst();
          return row !== undefined;
        }, 'the reset request of monitor@ is audited'),
    },
  ],
  'GET /api/identity/password/reset/:token': [
    {
      title: 'a made-up token opens nothing',
      request: () => ({ url: '/api/identity/password/reset/monitor-example-com' }),
      expected: 404,
    },
  ],
  'POST /api/identity/password/set': [
    {
      title: "a made-up token sets no password of nordkraft's",
      request: () =>
        send('POST', '/api/identity/password/set', {
          setPasswordToken: 'monitor-example-com',
          newPassword: {
            requestedPassword: 'violet-harbour-lantern-42',
            repeatedPassword: 'violet-harbour-lantern-42',
          },
        }),
      expected: REFUSED,
    },
  ],
  'GET /api/identity/organizations/:organizationId/users': [
    {
      title: "lists fjordnett's users without the owner, nordkraft's users or their roles there",
      request: () => ({ url: users('?limit=200') }),
      expected: 200,
      answer: (response) => {
        const listed = response.json<{ users: OrgUser[] }>().users;
        const emails = listed.map((u) => u.email);
        expect(emails).not.toContain('admin@example.com');
        expect(emails).not.toContain('monitor@example.com');
        expect(emails).not.toContain('nordadmin@example.com');
        showsNothingForeign(response);
      },
    },
  ],
  'GET /api/identity/organizations/:organizationId/users/:userId': forEachTarget(
    '{user} is not found through fjordnett',
    (userId) => ({ url: users(`/${userId}`) }),
  ),
  'POST /api/identity/organizations/:organizationId/users/existing': [
    addExisting("nordkraft's monitor", 'monitor@example.com', (ids) => ids.users.monitor),
    addExisting('the owner', 'admin@example.com', (ids) => ids.users.owner),
  ],
  'POST /api/identity/organizations/:organizationId/users': [
    {
      title: "inviting nordkraft's monitor's e-mail as a new user changes nothing of theirs",
      request: () =>
        send('POST', users(), {
          email: 'monitor@example.com',
          name: 'Fjord Monitor',
          phone: null,
          role: 'ADMIN',
        }),
      expected: [202, 409, ...REFUSED],
      foreignAudit: true,
      cleanup: (context) => dropFjordnettRoles(context, context.ids.users.monitor),
    },
  ],
  'PUT /api/identity/organizations/:organizationId/users/:userId/role': forEachTarget(
    'giving {user} a role in fjordnett is refused',
    (userId) => send('PUT', users(`/${userId}/role`), { role: 'ADMIN' }),
  ),
  'PUT /api/identity/organizations/:organizationId/users/:userId/disabled': forEachTarget(
    'disabling {user} through fjordnett is refused',
    (userId) => send('PUT', users(`/${userId}/disabled`), { disabled: true }),
    [403, 404],
  ),
  'DELETE /api/identity/organizations/:organizationId/users/:userId/role': forEachTarget(
    "removing {user}'s role through fjordnett is refused",
    (userId) => send('DELETE', users(`/${userId}/role`)),
  ),
  'GET /api/identity/organizations/:organizationId/invitations': [
    {
      title: "lists fjordnett's invitations, not nordkraft's",
      request: () => ({ url: `/api/identity/organizations/${FJORDNETT}/invitations` }),
      expected: 200,
      answer: (response) => {
        expect(response.body).not.toContain(NORDKRAFT_INVITEE);
        showsNothingForeign(response);
      },
    },
  ],
  'DELETE /api/identity/organizations/:organizationId/invitations/:invitationId': [
    {
      title: "withdrawing nordkraft's invitation through fjordnett is not found",
      request: (ids) =>
        send(
          'DELETE',
          `/api/identity/organizations/${FJORDNETT}/invitations/${ids.nordkraftInvitation}`,
        ),
      expected: 404,
    },
  ],
  'GET /api/identity/users/me/invitations': [
    {
      title: "lists the invitations to fjordnett's admin only",
      request: () => ({ url: '/api/identity/users/me/invitations' }),
      expected: 200,
      answer: (response) => expect(response.body).not.toContain(NORDKRAFT_INVITEE),
    },
  ],
  'POST /api/identity/users/me/invitations/:invitationId/accept': [
    {
      title: "accepting nordkraft's invitation to someone else is not found and joins nobody",
      request: (ids) =>
        send('POST', `/api/identity/users/me/invitations/${ids.nordkraftInvitation}/accept`),
      expected: 404,
    },
  ],
  'POST /api/identity/users/me/invitations/:invitationId/decline': [
    {
      title: "declining nordkraft's invitation to someone else is not found and keeps it",
      request: (ids) =>
        send('POST', `/api/identity/users/me/invitations/${ids.nordkraftInvitation}/decline`),
      expected: 404,
    },
  ],
};
