import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { flowSpecEditSchema } from '@contracts/flowSpecSchema';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { accessOf, signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { idSchema } from '../../lib/schemas';
import { deployedFlowReply } from './replies';
import { deployedFlows, findFlow, updateFlowSpec } from './flow-store';
import type { FlowSpecEdit } from './flow-store';

export type { FlowSpecEdit };

/** Editing a flow spec (flowSpecEdit feature, Deployer and up), with optimistic locking. */
export function flowSpecRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  inboundBase: (org: number) => Promise<string>,
) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  api.put(
    '/v1/:org/flows/:flowId/spec',
    {
      config: { access: accessOf(HEARTBEAT_ACTIONS.editFlowSpecs) },
      schema: {
        response: { 200: deployedFlowReply },
        params: {
          type: 'object',
          required: ['org', 'flowId'],
          additionalProperties: false,
          properties: {
            org: idSchema,
            flowId: { type: 'string', pattern: '^[a-z0-9][a-z0-9._-]{0,99}$' },
          },
        },
        body: flowSpecEditSchema,
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { org, flowId } = request.params;
      const edit = request.body;
      const identifiers = edit.processors.map((p) => p.identifier);
      if (new Set(identifiers).size !== identifiers.length) {
        throw badRequest('Invalid body: processor identifiers must be unique.');
      }
      await db.transaction().execute(async (trx) => {
        const current = await findFlow(trx, org, flowId);
        if (!current) throw notFound(`Flow ${flowId} not found.`);
        if (current.spec_version !== edit.specVersion) {
          throw new HttpError(
            409,
            'The flow spec was changed by someone else: reload it and edit again.',
          );
        }
        const updated = await updateFlowSpec(trx, org, flowId, edit);
        if (!updated) {
          throw new HttpError(
            409,
            'The flow spec was changed by someone else: reload it and edit again.',
          );
        }
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'FLOW',
          entityId: flowId,
          eventType: 'SPEC_UPDATED',
          payload: { ...edit, specVersion: edit.specVersion + 1 },
          clientIp: request.ip,
        });
      });
      const [flow] = await deployedFlows(db, org, await inboundBase(org), flowId);
      return flow;
    },
  );
}
