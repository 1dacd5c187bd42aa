import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  ORG_INVITATIONS_LIMIT,
  type OrgInvitationList,
  type MyInvitationList,
} from '@contracts/org-users';
import { type RoleEntry } from '@contracts/roles';
import type { AppContext } from '../../context';
import { signedIn } from '../../lib/auth';
import type { Principal } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { idParams, noContent } from '../../lib/schemas';
import {
  claimInvitation,
  invitationsTo,
  organizationInvitations,
  pendingInvitation,
  organizationNamed,
} from './invitations-store';
import { roleEntryReply } from './replies';
import { myInvitationListReply, orgInvitationListReply } from './users-replies';
import { setRoleIn, userByEmail } from './users-store';

import { INVITATION_NOT_FOUND, type OrganizationRef, auditInBoth, roleOf } from './invitations';

/**
 * The invitations: an organization's admins list its pending ones and withdraw them; the
 * signed-in user lists those addressed to their e-mail and accepts or declines them. Each
 * answer is audited in the inviting organization and in the user's own.
 */
export function invitationsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  const admin = { access: { role: 'ADMIN', orgParam: 'organizationId' } } as const;

  async function organizationRef(organizationId: number): Promise<OrganizationRef> {
    const row = await organizationNamed(db, organizationId);
    if (!row) throw notFound('Organization not found.');
    return row;
  }

  api.get(
    '/organizations/:organizationId/invitations',
    {
      config: admin,
      schema: { response: { 200: orgInvitationListReply }, params: idParams('organizationId') },
    },
    async (request): Promise<OrgInvitationList> => {
      const { organizationId } = request.params;
      await organizationRef(organizationId);
      return {
        invitations: await organizationInvitations(db, organizationId, ORG_INVITATIONS_LIMIT),
      };
    },
  );

  api.delete(
    '/organizations/:organizationId/invitations/:invitationId',
    {
      config: admin,
      schema: {
        response: { 204: noContent },
        params: idParams('organizationId', 'invitationId'),
      },
    },
    async (request, reply) => {
      const principal = signedIn(request);
      const { organizationId, invitationId } = request.params;
      const organization = await organizationRef(organizationId);
      const invitation = await pendingInvitation(db, invitationId);
      if (invitation?.organization_id !== organizationId) throw notFound(INVITATION_NOT_FOUND);
      await db.transaction().execute(async (trx) => {
        if (!(await claimInvitation(trx, invitationId))) throw notFound(INVITATION_NOT_FOUND);
        const invitee = await userByEmail(trx, invitation.email);
        await auditInBoth(
          trx,
          {
            createdById: principal.userId,
            organizationId,
            entityType: 'INVITATION',
            entityId: invitationId,
            eventType: 'INVITATION_WITHDRAWN',
            payload: { email: invitation.email, role: invitation.role, invitationId },
            clientIp: request.ip,
          },
          organization,
          invitee ? { organizationId: invitee.organization_id, userId: invitee.id } : null,
        );
      });
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/users/me/invitations',
    { schema: { response: { 200: myInvitationListReply } } },
    async (request): Promise<MyInvitationList> => {
      const principal = signedIn(request);
      return { invitations: await invitationsTo(db, principal.email, ORG_INVITATIONS_LIMIT) };
    },
  );

  /** The caller's pending invitation, else 404 (another's is not told apart from none). */
  async function myInvitation(principal: Principal, invitationId: number) {
    const invitation = await pendingInvitation(db, invitationId);
    if (!invitation || invitation.email !== principal.email.toLowerCase()) {
      throw notFound(INVITATION_NOT_FOUND);
    }
    return invitation;
  }

  const answerParams = idParams('invitationId');

  api.post(
    '/users/me/invitations/:invitationId/accept',
    { schema: { response: { 200: roleEntryReply }, params: answerParams } },
    async (request): Promise<RoleEntry> => {
      const principal = signedIn(request);
      const invitation = await myInvitation(principal, request.params.invitationId);
      const role = roleOf(invitation);
      const organization = { id: invitation.organization_id, name: invitation.organization_name };
      await db.transaction().execute(async (trx) => {
        if (!(await claimInvitation(trx, invitation.id))) throw notFound(INVITATION_NOT_FOUND);
        await setRoleIn(trx, principal.userId, organization.id, role, principal.userId);
        await auditInBoth(
          trx,
          {
            createdById: principal.userId,
            organizationId: organization.id,
            entityType: 'USER',
            entityId: principal.userId,
            eventType: 'INVITATION_ACCEPTED',
            payload: { email: invitation.email, role, invitationId: invitation.id },
            clientIp: request.ip,
          },
          organization,
          { organizationId: principal.organizationId, userId: principal.userId },
        );
      });
      return {
        role,
        userId: principal.userId,
        organizationId: organization.id,
        organizationDetails: {
          name: invitation.organization_name,
          shortName: invitation.organization_short_name,
        },
      };
    },
  );

  api.post(
    '/users/me/invitations/:invitationId/decline',
    { schema: { response: { 204: noContent }, params: answerParams } },
    async (request, reply) => {
      const principal = signedIn(request);
      const invitation = await myInvitation(principal, request.params.invitationId);
      const organization = { id: invitation.organization_id, name: invitation.organization_name };
      await db.transaction().execute(async (trx) => {
        if (!(await claimInvitation(trx, invitation.id))) throw notFound(INVITATION_NOT_FOUND);
        await auditInBoth(
          trx,
          {
            createdById: principal.userId,
            organizationId: organization.id,
            entityType: 'INVITATION',
            entityId: invitation.id,
            eventType: 'INVITATION_DECLINED',
            payload: {
              email: invitation.email,
              role: invitation.role,
              invitationId: invitation.id,
            },
            clientIp: request.ip,
          },
          organization,
          { organizationId: principal.organizationId, userId: principal.userId },
        );
      });
      return reply.code(204).send(null);
    },
  );
}
