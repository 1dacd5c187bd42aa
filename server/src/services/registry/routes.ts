import type { FastifyInstance } from 'fastify';
import type { FlowAccess, ServiceAccount } from '../../../../src/shared/contracts/heartbeat';
import type { AppContext } from '../../context';
import { authenticate } from '../../lib/auth';
import { orgParams } from '../../lib/schemas';
import { flowIdSchema } from '../insights/routes';

/** The resource registry: service accounts and which flows they may call. */
export async function registryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  app.addHook('preValidation', authenticate(db, ctx.signer));

  async function accesses(org: number, flowId?: string): Promise<FlowAccess[]> {
    let query = db
      .selectFrom('flow_accesses')
      .innerJoin('service_accounts', 'service_accounts.id', 'flow_accesses.service_account_id')
      .selectAll('flow_accesses')
      .select('service_accounts.name')
      .where('flow_accesses.organization_id', '=', org)
      .orderBy('flow_accesses.id');
    if (flowId) query = query.where('flow_accesses.flow_id', '=', flowId);
    return (await query.execute()).map((r) => ({
      flowAccessId: r.id,
      serviceAccountId: r.service_account_id,
      serviceAccountName: r.name,
      flowId: r.flow_id,
      created: r.created,
      createdBy: r.created_by,
      updated: r.updated,
      updatedBy: r.updated_by,
    }));
  }

  app.get<{ Params: { org: number } }>(
    '/v1/:org/service-accounts',
    { config: { access: { role: 'AGENT' } }, schema: { params: orgParams } },
    async (request): Promise<ServiceAccount[]> => {
      const { org } = request.params;
      const rows = await db
        .selectFrom('service_accounts')
        .selectAll()
        .where('organization_id', '=', org)
        .orderBy('name')
        .execute();
      return rows.map((r) => ({
        serviceAccountId: r.id,
        name: r.name,
        credentialType: r.credential_type as ServiceAccount['credentialType'],
        created: r.created,
        createdBy: r.created_by,
        updated: r.updated,
        updatedBy: r.updated_by,
      }));
    },
  );

  app.get<{ Params: { org: number }; Querystring: { flowId?: string } }>(
    '/v1/:org/flow-accesses',
    {
      config: { access: { role: 'AGENT' } },
      schema: {
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

  app.get<{ Params: { org: number } }>(
    '/v1/:org/flow-accesses/discrepancies',
    { config: { access: { role: 'AGENT' } }, schema: { params: orgParams } },
    async (request) => {
      const { org } = request.params;
      const [all, flows] = await Promise.all([
        accesses(org),
        db
          .selectFrom('flows')
          .select('id')
          .where('organization_id', '=', org)
          .orderBy('id')
          .execute(),
      ]);
      const deployed = new Set(flows.map((f) => f.id));
      const covered = new Set(all.map((a) => a.flowId));
      return {
        accessesWithoutDeployments: all.filter((a) => !deployed.has(a.flowId)),
        deploymentsWithoutAccesses: flows.map((f) => f.id).filter((id) => !covered.has(id)),
      };
    },
  );
}
