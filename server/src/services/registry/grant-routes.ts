import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { idParams, noContent } from '../../lib/schemas';
import { checkedFlows, flowIdsSchema } from './account-routes';
import { accountDetails, deleteAccess, findAccess, findAccount, grantFlows } from './account-store';
import { serviceAccountDetailsReply } from './replies';

/** Granting a service account flow access and revoking it: Deployers and up. */
export function grantRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  const edit = { access: { role: HEARTBEAT_ACTIONS.manageServiceAccounts.role } };

  api.post(
    '/v1/:org/service-accounts/:accountId/flow-accesses',
    {
      config: edit,
      schema: {
        response: { 201: serviceAccountDetailsReply },
        params: idParams('org', 'accountId'),
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['flowIds'],
          properties: { flowIds: flowIdsSchema },
        },
      },
    },
    async (request, reply) => {
      const { org, accountId } = request.params;
      const { flowIds } = request.body;
      const by = signedIn(request).userId;
      await db.transaction().execute(async (trx) => {
        const account = await findAccount(trx, org, accountId);
        if (!account) throw notFound('We could not find the service account.');
        await checkedFlows(trx, org, flowIds);
        const granted = await grantFlows(
          trx,
          org,
          accountId,
          flowIds,
          by,
          new Date().toISOString(),
        );
        await audit(trx, {
          createdById: by,
          organizationId: org,
          entityType: 'SERVICE_ACCOUNT',
          entityId: accountId,
          eventType: 'FLOW_ACCESS_GRANTED',
          payload: { name: account.name, flows: granted },
          clientIp: request.ip,
        });
      });
      const details = await accountDetails(db, org, accountId);
      if (!details) throw notFound('We could not find the service account.');
      return reply.code(201).send(details);
    },
  );

  api.delete(
    '/v1/:org/flow-accesses/:flowAccessId',
    {
      config: edit,
      schema: { response: { 204: noContent }, params: idParams('org', 'flowAccessId') },
    },
    async (request, reply) => {
      const { org, flowAccessId } = request.params;
      await db.transaction().execute(async (trx) => {
        const access = await findAccess(trx, org, flowAccessId);
        if (!access) throw notFound('We could not find the flow access.');
        await deleteAccess(trx, org, flowAccessId);
        await audit(trx, {
          createdById: signedIn(request).userId,
          organizationId: org,
          entityType: 'SERVICE_ACCOUNT',
          entityId: access.service_account_id,
          eventType: 'FLOW_ACCESS_REVOKED',
          payload: { flowAccessId, flowId: access.flow_id },
          clientIp: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  );
}
