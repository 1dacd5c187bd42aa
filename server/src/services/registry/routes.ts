import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/auth';
import { flowIdSchema, orgParams } from '../../lib/schemas';
import { flowIdsOf } from '../insights/flow-store';
import { discrepanciesReply, flowAccessesReply, serviceAccountsReply } from './replies';
import { flowAccesses, serviceAccounts } from './store';
import { accountRoutes } from './account-routes';
import { grantRoutes } from './grant-routes';
import { certificateRoutes } from './certificate-routes';
import { lookupRoutes } from './lookup-routes';
import { resourceRoutes } from './resource-routes';
import { secretRoutes } from './secret-routes';

/**
 * The resource registry: service accounts and which flows they may call, resources (with
 * revisions, secrets and lookup tables), and CA certificates.
 */
export async function registryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  app.addHook('preValidation', authenticate(db, ctx.signer));

  const accesses = (org: number, flowId?: string) => flowAccesses(db, org, flowId);

  api.get(
    '/v1/:org/service-accounts',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: serviceAccountsReply }, params: orgParams },
    },
    async (request) => {
      const { org } = request.params;
      return serviceAccounts(db, org);
    },
  );

  api.get(
    '/v1/:org/flow-accesses',
    {
      config: { access: { role: 'AGENT' } },
      schema: {
        response: { 200: flowAccessesReply },
        params: orgParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { flowId: flowIdSchema },
        },
      },
    },
    async (request) => {
      const { org } = request.params;
      return accesses(org, request.query.flowId);
    },
  );

  api.get(
    '/v1/:org/flow-accesses/discrepancies',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: discrepanciesReply }, params: orgParams },
    },
    async (request) => {
      const { org } = request.params;
      const [all, flows] = await Promise.all([accesses(org), flowIdsOf(db, org)]);
      const deployed = new Set(flows);
      const covered = new Set(all.map((a) => a.flowId));
      return {
        accessesWithoutDeployments: all.filter((a) => !deployed.has(a.flowId)),
        deploymentsWithoutAccesses: flows.filter((id) => !covered.has(id)),
      };
    },
  );

  accountRoutes(app, ctx);
  grantRoutes(app, ctx);
  certificateRoutes(app, ctx);
  resourceRoutes(app, ctx);
  secretRoutes(app, ctx);
  lookupRoutes(app, ctx);
}
