import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { CONNECTOR_KINDS } from '../../../../src/shared/contracts/heartbeat';
import { HEARTBEAT_ACTIONS } from '../../../../src/shared/contracts/rules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { accessOf, signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { idSchema } from '../../lib/schemas';
import { deployedFlowReply } from './replies';
import { deployedFlows, findFlow, updateFlowSpec } from './flow-store';
import type { FlowSpecEdit } from './flow-store';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

export type { FlowSpecEdit };

const processorSchema = {
  type: 'object',
  required: [
    'identifier',
    'type',
    'properties',
    'concurrencyMax',
    'logDescription',
    'logFullMessage',
  ],
  additionalProperties: false,
  properties: {
    identifier: { type: 'string', pattern: '^[a-zA-Z0-9_-]{1,64}$' },
    type: { type: 'string', enum: [...CONNECTOR_KINDS, 'transform', 'validate', 'route'] },
    properties: {
      type: 'object',
      maxProperties: 50,
      additionalProperties: { type: 'string', maxLength: 2000 },
    },
    concurrencyMax: { type: 'integer', minimum: 1, maximum: 10000 },
    logDescription: { type: 'boolean' },
    logFullMessage: { type: 'boolean' },
  },
} as const;

export const flowSpecEditSchema = {
  type: 'object',
  required: [
    'specVersion',
    'description',
    'exchangePattern',
    'groups',
    'owner',
    'allowAnonymousAccess',
    'redeliveryStrategy',
    'deadLetterStrategy',
    'processors',
  ],
  additionalProperties: false,
  properties: {
    specVersion: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    description: text(500),
    exchangePattern: { type: 'string', enum: ['InOnly', 'InOut'] },
    groups: { type: 'array', maxItems: 20, uniqueItems: true, items: text(64) },
    owner: text(254),
    allowAnonymousAccess: { type: 'boolean' },
    redeliveryStrategy: {
      type: 'object',
      required: ['maxAttempts', 'timeoutMs'],
      additionalProperties: false,
      properties: {
        maxAttempts: { type: 'integer', minimum: 1, maximum: 100 },
        // Spec 5: milliseconds above 0 and below 120000.
        timeoutMs: { type: 'integer', exclusiveMinimum: 0, exclusiveMaximum: 120000 },
      },
    },
    deadLetterStrategy: {
      type: 'object',
      required: ['id', 'logFullMessage', 'redeliveryMs'],
      additionalProperties: false,
      properties: {
        id: text(128),
        logFullMessage: { type: 'boolean' },
        redeliveryMs: { type: 'integer', minimum: 0, maximum: 604_800_000 },
      },
    },
    processors: { type: 'array', minItems: 1, maxItems: 50, items: processorSchema },
  },
} as const;

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
