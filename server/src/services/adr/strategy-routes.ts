import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  ASSETS_ACTIONS,
  MAX_ATTEMPTS_LIMIT,
  STRATEGY_NAME_MAX,
  WAIT_UNITS,
} from '@contracts/assets';
import type { AutomationStrategyInput } from '@contracts/assets';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { idParams, noContent, orgParams, plainText, replyList } from '../../lib/schemas';
import { strategyReply } from './replies';
import {
  deleteStrategy,
  findStrategy,
  insertStrategy,
  listStrategies,
  nameTaken,
  openActionsOf,
  updateStrategy,
} from './strategy-store';

const isoTime = { type: 'string', format: 'date-time', maxLength: 40 } as const;

const strategyBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'approxWaitTime', 'approxWaitTimeUnit', 'deadline', 'maxAttempts', 'startAt'],
  properties: {
    name: plainText(STRATEGY_NAME_MAX),
    approxWaitTime: { type: 'integer', minimum: 1, maximum: 10_000 },
    approxWaitTimeUnit: { type: 'string', enum: [...WAIT_UNITS] },
    deadline: isoTime,
    maxAttempts: { type: 'integer', minimum: 1, maximum: MAX_ATTEMPTS_LIMIT },
    startAt: isoTime,
  },
} as const;

function checked(input: AutomationStrategyInput): AutomationStrategyInput {
  const name = input.name.trim();
  if (name.length === 0) throw badRequest('Invalid body: "name" is required.');
  if (Date.parse(input.startAt) >= Date.parse(input.deadline)) {
    throw badRequest('The deadline must be after the start.');
  }
  return { ...input, name };
}

/** Automation strategies: every member reads them, Deployers and up change them. */
export function strategyRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  const edit = { access: { role: ASSETS_ACTIONS.editStrategies.role } };
  const strategyParams = idParams('org', 'strategyId');

  api.get(
    '/v1/:org/automation-strategies',
    {
      config: { access: { role: ASSETS_ACTIONS.read.role } },
      schema: { response: { 200: replyList(strategyReply) }, params: orgParams },
    },
    async (request) => listStrategies(db, request.params.org),
  );

  api.post(
    '/v1/:org/automation-strategies',
    {
      config: edit,
      schema: { response: { 201: strategyReply }, params: orgParams, body: strategyBody },
    },
    async (request, reply) => {
      const principal = signedIn(request);
      const { org } = request.params;
      const input = checked(request.body);
      const id = await db.transaction().execute(async (trx) => {
        if (await nameTaken(trx, org, input.name)) throw new HttpError(409, 'Name is taken');
        const created = await insertStrategy(trx, org, input, new Date().toISOString());
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'AUTOMATION_STRATEGY',
          entityId: created,
          eventType: 'CREATED',
          payload: input,
          clientIp: request.ip,
        });
        return created;
      });
      const strategy = await findStrategy(db, org, id);
      if (!strategy) throw notFound('We could not find the automation strategy.');
      return reply.code(201).send(strategy);
    },
  );

  api.put(
    '/v1/:org/automation-strategies/:strategyId',
    {
      config: edit,
      schema: { response: { 200: strategyReply }, params: strategyParams, body: strategyBody },
    },
    async (request) => {
      const principal = signedIn(request);
      const { org, strategyId } = request.params;
      const input = checked(request.body);
      await db.transaction().execute(async (trx) => {
        if (!(await findStrategy(trx, org, strategyId))) {
          throw notFound('We could not find the automation strategy.');
        }
        if (await nameTaken(trx, org, input.name, strategyId)) {
          throw new HttpError(409, 'Name is taken');
        }
        await updateStrategy(trx, org, strategyId, input, new Date().toISOString());
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'AUTOMATION_STRATEGY',
          entityId: strategyId,
          eventType: 'UPDATED',
          payload: input,
          clientIp: request.ip,
        });
      });
      const strategy = await findStrategy(db, org, strategyId);
      if (!strategy) throw notFound('We could not find the automation strategy.');
      return strategy;
    },
  );

  api.delete(
    '/v1/:org/automation-strategies/:strategyId',
    { config: edit, schema: { response: { 204: noContent }, params: strategyParams } },
    async (request, reply) => {
      const principal = signedIn(request);
      const { org, strategyId } = request.params;
      await db.transaction().execute(async (trx) => {
        const strategy = await findStrategy(trx, org, strategyId);
        if (!strategy) throw notFound('We could not find the automation strategy.');
        const open = await openActionsOf(trx, org, strategyId);
        if (open > 0) {
          throw new HttpError(
            409,
            `The automation strategy still runs ${open} open actions: close them first.`,
          );
        }
        await deleteStrategy(trx, org, strategyId);
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'AUTOMATION_STRATEGY',
          entityId: strategyId,
          eventType: 'DELETED',
          payload: strategy,
          clientIp: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  );
}
