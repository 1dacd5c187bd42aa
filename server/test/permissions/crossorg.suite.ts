import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrgUser } from '@contracts/org-users';
import { NOT_HOME_ORGANIZATION } from '../../src/services/identity/users-routes';
import { bearer, login } from '../support';
import type { TestServer } from '../support';
import { FJORDNETT, NORDKRAFT, foreignState, seedCrossOrg, send, sessionIdsOf } from './crossorg';
import type { CrossOrgCase, CrossOrgCells, CrossOrgContext, ForeignStateOptions } from './crossorg';
import { IDENTITY_CROSS_ORG } from './identity.crossorg.rows';
import type { PrincipalName } from './matrix';
import { IDP_CROSS_ORG, SECADMIN_CROSS_ORG } from './secadmin.crossorg.rows';

/** Every cell of the column, by route. */
export const CROSS_ORG: CrossOrgCells = {
  ...IDENTITY_CROSS_ORG,
  ...SECADMIN_CROSS_ORG,
  ...IDP_CROSS_ORG,
};

/** The routes that need a cell: all of the identity and secAdmin services (idp included). */
const NEEDS_CELL = /^[A-Z]+ \/api\/(identity|secadmin)\//;

/**
 * The "admin of another organization" column and the "user shared by two organizations" case,
 * on the permission matrix's server (after its rows: these add rows of their own) with its
 * signed-in principals.
 */
export function crossOrganizationSuite(
  env: () => { server: TestServer; tokens: Map<PrincipalName, string> },
): void {
  let context: CrossOrgContext;

  /**
   * Runs the call and checks that everything of the owner's and nordkraft's is as it was before
   * (of their sessions: those open before; sign-ins in the call may add others).
   */
  async function unchangedAround<T>(options: ForeignStateOptions, call: () => Promise<T>) {
    const before = await foreignState(context.database, options);
    const result = await call();
    const after = await foreignState(context.database, {
      ...options,
      sessionIds: sessionIdsOf(before),
    });
    expect(after, "nothing of the owner's or nordkraft's changed").toEqual(before);
    return result;
  }

  /** The owner's, nordkraft's admin's, monitor's and multi's sessions still answer. */
  async function foreignSessionsWork() {
    const { owner, nordAdmin, monitor, multi } = context.tokens;
    const answers = await Promise.all(
      Object.entries({ owner, nordAdmin, monitor, multi }).map(async ([who, token]) => [
        who,
        (await context.send({ url: '/api/identity/users/me' }, token)).statusCode,
      ]),
    );
    expect(Object.fromEntries(answers), 'their sessions answer').toEqual({
      owner: 200,
      nordAdmin: 200,
      monitor: 200,
      multi: 200,
    });
  }

  async function runCase(cell: CrossOrgCase) {
    const allowed = typeof cell.expected === 'number' ? [cell.expected] : cell.expected;
    try {
      await cell.before?.(context);
      let token: string | null = context.tokens.fjordAdmin;
      if (cell.caller === 'anonymous') token = null;
      if (cell.caller === 'fjordAdminFresh') token = await context.signIn('fjordadmin@example.com');
      const response = await unchangedAround({ withoutAudit: cell.foreignAudit }, async () => {
        const answer = await context.send(cell.request(context.ids), token);
        // Soft: the state is compared as well, so a failing case tells all that went wrong.
        expect
          .soft(allowed, `answered ${answer.statusCode}: ${answer.body}`)
          .toContain(answer.statusCode);
        return answer;
      });
      if (allowed.includes(response.statusCode)) cell.answer?.(response, context.ids);
      await foreignSessionsWork();
      await cell.after?.(context, response);
    } finally {
      await cell.cleanup?.(context);
    }
  }

  describe('across organizations', () => {
    beforeAll(async () => {
      const { server, tokens } = env();
      const token = (name: PrincipalName) => {
        const value = tokens.get(name);
        if (!value) throw new Error(`${name} is not signed in`);
        return value;
      };
      const app = server.app;
      const signIn = async (email: string) => (await login(app, email)).access_token;
      const crossTokens = {
        owner: token('owner'),
        nordAdmin: token('ADMIN'),
        monitor: token('MONITOR'),
        multi: await signIn('multi@example.com'),
        fjordAdmin: token('otherOrgAdmin'),
      };
      context = {
        app,
        database: server.database,
        ids: await seedCrossOrg(app, server.database, crossTokens),
        tokens: crossTokens,
        send: (request: InjectOptions, withToken?: string | null) =>
          app.inject({
            ...request,
            headers: { ...request.headers, ...(withToken ? bearer(withToken) : {}) },
          }),
        signIn,
      };
    });

    describe('an admin of another organization, in their own', () => {
      it('has a case for every identity, secAdmin and identity provider route', () => {
        const routes = env().server.routes.filter((route) => NEEDS_CELL.test(route));
        expect(routes.filter((route) => !CROSS_ORG[route]?.length)).toEqual([]);
        expect(Object.keys(CROSS_ORG).filter((route) => !routes.includes(route))).toEqual([]);
      });

      for (const [route, cells] of Object.entries(CROSS_ORG)) {
        for (const cell of cells) it(`${route}: ${cell.title}`, () => runCase(cell));
      }
    });

    describe('a user shared by two organizations (multi: OPERATOR in nordkraft, MONITOR in fjordnett)', () => {
      const asFjordAdmin = (request: InjectOptions) =>
        context.send(request, context.tokens.fjordAdmin);
      const multiUser = () =>
        `/api/identity/organizations/${FJORDNETT}/users/${context.ids.users.multi}`;
      const shared = () => ({ sharedUser: context.ids.users.multi, withoutAudit: true });
      /** Multi reads an organization's flows with the token multi signed in with first. */
      const multiReadsFlows = async (org: number) =>
        (await context.send({ url: `/api/insights/v1/${org}/flows` }, context.tokens.multi))
          .statusCode;
      const multiRoles = async () =>
        (
          await context.database.db
            .selectFrom('user_roles')
            .select(['organization_id', 'role'])
            .where('user_id', '=', context.ids.users.multi)
            .orderBy('organization_id')
            .execute()
        ).map((row) => [row.organization_id, row.role]);

      it("fjordnett's admin sees multi with fjordnett's role only", async () => {
        const seen = await asFjordAdmin({ url: multiUser() });
        expect(seen.statusCode).toBe(200);
        expect(seen.json<OrgUser>()).toMatchObject({
          role: 'MONITOR',
          type: 'EXTERNAL',
          externalRoles: [],
          canDisable: false,
        });
        expect(seen.body).not.toMatch(/nordkraft/i);
      });

      it("multi's user record shows fjordnett's admin multi's role in fjordnett only", async () => {
        const url = `/api/identity/users/${context.ids.users.multi}`;
        const record = await asFjordAdmin({ url });
        const roles = await asFjordAdmin({ url: `${url}/roles` });
        type Entry = { organizationId: number };
        expect({
          record: record.json<{ roles: Entry[] }>().roles.map((r) => r.organizationId),
          roles: roles.json<Entry[]>().map((r) => r.organizationId),
        }).toEqual({ record: [FJORDNETT], roles: [FJORDNETT] });
      });

      it("changing multi's role in fjordnett leaves nordkraft's role and multi's sessions", async () => {
        await unchangedAround(shared(), async () => {
          const changed = await asFjordAdmin(
            send('PUT', `${multiUser()}/role`, { role: 'OPERATOR' }),
          );
          expect(changed.statusCode, changed.body).toBe(200);
          expect(changed.json<OrgUser>()).toMatchObject({ role: 'OPERATOR', externalRoles: [] });
        });
        expect(await multiRoles()).toEqual([
          [NORDKRAFT, 'OPERATOR'],
          [FJORDNETT, 'OPERATOR'],
        ]);
        expect(await multiReadsFlows(NORDKRAFT)).toBe(200);
        expect(await multiReadsFlows(FJORDNETT)).toBe(200);
        const back = await asFjordAdmin(send('PUT', `${multiUser()}/role`, { role: 'MONITOR' }));
        expect(back.statusCode).toBe(200);
      });

      it("disabling multi from fjordnett is refused: nordkraft is multi's home", async () => {
        await unchangedAround(shared(), async () => {
          const disabled = await asFjordAdmin(
            send('PUT', `${multiUser()}/disabled`, { disabled: true }),
          );
          expect(disabled.statusCode).toBe(403);
          expect(disabled.json()).toEqual({ message: NOT_HOME_ORGANIZATION });
        });
        expect(await multiReadsFlows(NORDKRAFT)).toBe(200);
      });

      it("fjordnett's session list and terminate neither show nor end multi's sessions", async () => {
        const multiSession = context.ids.sessions.multi;
        await unchangedAround(shared(), async () => {
          const list = await asFjordAdmin({
            url: `/api/secadmin/v1/${FJORDNETT}/sessions?limit=200`,
          });
          expect(list.statusCode).toBe(200);
          expect(list.body).not.toContain(multiSession);
          expect(list.body).not.toContain('multi@example.com');
          const ended = await asFjordAdmin(
            send('POST', `/api/secadmin/v1/${FJORDNETT}/sessions/terminate`, {
              sessionIds: [multiSession],
            }),
          );
          expect(ended.json()).toEqual({ terminated: [], failed: [multiSession] });
        });
        expect(await multiReadsFlows(NORDKRAFT)).toBe(200);
      });

      it("a session limit fjordnett sets on a group with multi in it ends none of multi's sessions", async () => {
        const { db } = context.database;
        try {
          // Multi holds a role in fjordnett: its admin may put multi in its own user group.
          const group = await asFjordAdmin(
            send('POST', `/api/secadmin/v1/${FJORDNETT}/user-groups`, {
              name: 'fjordnett shared',
              description: '',
              mappedGroupName: '',
              roleIds: [],
              memberIds: [context.ids.users.multi],
            }),
          );
          expect(group.statusCode, group.body).toBe(201);
          const limit = await asFjordAdmin(
            send('POST', `/api/secadmin/v1/${FJORDNETT}/session-limits/concurrent`, {
              description: 'fjordnett one session',
              rank: 0,
              userLimit: 1,
              clientIpLimit: null,
              onLimit: 'END_OLDEST',
              userGroupIds: [group.json<{ id: number }>().id],
              knownClientIds: [],
            }),
          );
          expect(limit.statusCode, limit.body).toBe(201);
          // Multi signs in again: nordkraft's limits apply, not fjordnett's.
          await unchangedAround(shared(), () => context.signIn('multi@example.com'));
          expect(await multiReadsFlows(NORDKRAFT)).toBe(200);
        } finally {
          const groups = db
            .selectFrom('user_groups')
            .select('id')
            .where('organization_id', '=', FJORDNETT)
            .where('name', '=', 'fjordnett shared');
          await db
            .deleteFrom('session_limits')
            .where('organization_id', '=', FJORDNETT)
            .where('description', '=', 'fjordnett one session')
            .execute();
          await db.deleteFrom('user_group_members').where('user_group_id', 'in', groups).execute();
          await db
            .deleteFrom('user_groups')
            .where('organization_id', '=', FJORDNETT)
            .where('name', '=', 'fjordnett shared')
            .execute();
        }
      });

      // Last: it takes multi's role in fjordnett away.
      it("removing multi's role in fjordnett ends no session multi holds for nordkraft", async () => {
        try {
          await unchangedAround(shared(), async () => {
            const removed = await asFjordAdmin(send('DELETE', `${multiUser()}/role`));
            expect(removed.statusCode, removed.body).toBe(204);
          });
          expect(await multiRoles()).toEqual([[NORDKRAFT, 'OPERATOR']]);
          // The same token: nordkraft's flows still, fjordnett's no more.
          expect(await multiReadsFlows(NORDKRAFT)).toBe(200);
          expect([403, 404]).toContain(await multiReadsFlows(FJORDNETT));
        } finally {
          const { db } = context.database;
          await db
            .deleteFrom('user_roles')
            .where('user_id', '=', context.ids.users.multi)
            .where('organization_id', '=', FJORDNETT)
            .execute();
          await db
            .insertInto('user_roles')
            .values({
              user_id: context.ids.users.multi,
              organization_id: FJORDNETT,
              role: 'MONITOR',
            })
            .execute();
        }
      });
    });
  });
}
