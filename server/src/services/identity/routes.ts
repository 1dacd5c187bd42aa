import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AppContext } from '../../context';
import { authenticate, signedIn } from '../../lib/auth';
import { loginUiPublicRoutes } from './login-ui-routes';
import type { Principal } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { idParams, replyList } from '../../lib/schemas';
import { modulesReply, organizationReply, roleEntryReply, userReply } from './replies';
import { organizationModules } from '../config/store';
import { auditRoutes } from './audit-routes';
import { organizationsRoutes } from './organizations-routes';
import { passwordRoutes } from './password-routes';
import { sessionCheckRoutes } from './session-check-routes';
import { requireOrganization } from '../../lib/organizations';
import { findOrganization, findUserWithOrganization, roleEntriesFor, toUser } from './store';
import { tokenRoutes } from './token-routes';
import { usersRoutes } from './users-routes';

/**
 * Who may read a user: the user, an owner, or an admin of an organization in which
 * the user holds a role. Anyone else gets 404, so ids cannot be probed.
 */
function mayReadUser(principal: Principal, userId: number, userOrganizations: number[]): boolean {
  if (principal.userId === userId || principal.owner) return true;
  return principal.roles.some(
    (r) => r.role === 'ADMIN' && userOrganizations.includes(r.organizationId),
  );
}

export async function identityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db, signer } = ctx;
  tokenRoutes(app, ctx);
  passwordRoutes(app, ctx);
  loginUiPublicRoutes(app, ctx);
  sessionCheckRoutes(app, ctx);

  await app.register(async (secured) => {
    const securedApi = secured.withTypeProvider<JsonSchemaToTsProvider>();
    secured.addHook('preValidation', authenticate(db, signer));
    usersRoutes(secured, ctx);

    async function readableUser(principal: Principal, userId: number) {
      const row = await findUserWithOrganization(db, userId);
      if (!row) throw notFound('User not found.');
      // The caller's own roles were read with the session, in this request.
      const roles =
        userId === principal.userId ? principal.roles : await roleEntriesFor(db, userId);
      const organizations = [row.organization_id, ...roles.map((r) => r.organizationId)];
      if (!mayReadUser(principal, userId, organizations)) throw notFound('User not found.');
      const { organization_short_name: shortName, ...user } = row;
      // An admin sees a user's roles in the organizations they administer only: a user shared
      // by two organizations shows each one's admins that organization's role.
      const visible =
        userId === principal.userId || principal.owner
          ? roles
          : roles.filter((r) =>
              principal.roles.some(
                (own) => own.role === 'ADMIN' && own.organizationId === r.organizationId,
              ),
            );
      return toUser(user, shortName, visible);
    }

    securedApi.get('/users/me', { schema: { response: { 200: userReply } } }, async (request) => {
      const principal = signedIn(request);
      return readableUser(principal, principal.userId);
    });

    securedApi.get(
      '/users/:userId',
      { schema: { response: { 200: userReply }, params: idParams('userId') } },
      async (request) => readableUser(signedIn(request), request.params.userId),
    );

    securedApi.get(
      '/users/:userId/roles',
      { schema: { response: { 200: replyList(roleEntryReply) }, params: idParams('userId') } },
      async (request) => (await readableUser(signedIn(request), request.params.userId)).roles,
    );

    organizationsRoutes(secured, ctx);

    securedApi.get(
      '/organizations/:organizationId',
      {
        config: { access: { role: 'AGENT', orgParam: 'organizationId' } },
        schema: { response: { 200: organizationReply }, params: idParams('organizationId') },
      },
      async (request) => {
        const organization = await findOrganization(db, request.params.organizationId);
        if (!organization) throw notFound('Organization not found.');
        return organization;
      },
    );

    securedApi.get(
      '/organizations/:organizationId/modules',
      {
        config: { access: { role: 'AGENT', orgParam: 'organizationId' } },
        schema: { response: { 200: modulesReply }, params: idParams('organizationId') },
      },
      async (request) => {
        const { organizationId } = request.params;
        await requireOrganization(db, organizationId);
        return { modules: await organizationModules(db, organizationId) };
      },
    );

    auditRoutes(secured, ctx);
  });
}
