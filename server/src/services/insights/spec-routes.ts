import type { FastifyInstance } from 'fastify';
import type { FlowSpec } from '../../../../src/shared/contracts/heartbeat';
import { CONNECTOR_KINDS } from '../../../../src/shared/contracts/heartbeat';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { nowIso } from '../../lib/crypto';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { requireFeature } from '../../lib/features';
import { idSchema } from '../../lib/schemas';
import { deployedFlows } from './store';

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

/** The editable part of a flow spec; id, state and times are the server's. */
export type FlowSpecEdit = Pick<
  FlowSpec,
  | 'description'
  | 'exchangePattern'
  | 'groups'
  | 'owner'
  | 'allowAnonymousAccess'
  | 'redeliveryStrategy'
  | 'deadLetterStrategy'
  | 'processors'
> & { specVersion: number };

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
  const { db } = ctx;
  app.put<{ Params: { org: number; flowId: string }; Body: FlowSpecEdit }>(
    '/v1/:org/flows/:flowId/spec',
    {
      config: { access: { role: 'DEPLOYER' } },
      schema: {
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
      await requireFeature(db, org, 'flowSpecEdit');
      const edit = request.body;
      const identifiers = edit.processors.map((p) => p.identifier);
      if (new Set(identifiers).size !== identifiers.length) {
        throw badRequest('Invalid body: processor identifiers must be unique.');
      }
      await db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('flows')
          .select(['spec_version'])
          .where('organization_id', '=', org)
          .where('id', '=', flowId)
          .executeTakeFirst();
        if (!current) throw notFound(`Flow ${flowId} not found.`);
        if (current.spec_version !== edit.specVersion) {
          throw new HttpError(
            409,
            'The flow spec was changed by someone else: reload it and edit again.',
          );
        }
        const updated = await trx
          .updateTable('flows')
          .set({
            description: edit.description,
            exchange_pattern: edit.exchangePattern,
            groups_json: JSON.stringify(edit.groups),
            owner: edit.owner,
            allow_anonymous_access: edit.allowAnonymousAccess ? 1 : 0,
            redelivery_max_attempts: edit.redeliveryStrategy.maxAttempts,
            redelivery_timeout_ms: edit.redeliveryStrategy.timeoutMs,
            dead_letter_id: edit.deadLetterStrategy.id,
            dead_letter_log_full_message: edit.deadLetterStrategy.logFullMessage ? 1 : 0,
            dead_letter_redelivery_ms: edit.deadLetterStrategy.redeliveryMs,
            processors_json: JSON.stringify(edit.processors),
            spec_version: edit.specVersion + 1,
            updated_at: nowIso(),
          })
          .where('organization_id', '=', org)
          .where('id', '=', flowId)
          .where('spec_version', '=', edit.specVersion)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) {
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
