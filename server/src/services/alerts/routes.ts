import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  ALERT_FLOWS_MAX,
  ALERT_MESSAGE_TYPES,
  ALERT_OPERATORS,
  ALERT_PROBLEM_TEXT,
  ALERT_RECIPIENTS_MAX,
  ALERT_RULES_MAX,
  ALERT_TIME_UNITS,
  alertRuleProblems,
  normalRecipient,
  outsideRecipientsMessage,
  type AlertRuleInput,
} from '@contracts/alerts';
import { roleAtLeast } from '@contracts/roles';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { accessOf, authenticate, roleIn, signedIn, type Principal } from '../../lib/auth';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors';
import { flowIdSchema, idParams, noContent, orgParams } from '../../lib/schemas';
import { deployedFlows } from '../registry/account-store';
import { alertRuleDetailsReply, alertRuleReply, alertRulesReply } from './replies';
import {
  alertRuleCount,
  alertRuleDetails,
  alertRules,
  deleteAlertRule,
  insertAlertRule,
  recipientsOutside,
  storedRecipients,
  updateAlertRule,
  type AlertTransaction,
} from './store';

const RULE = HEARTBEAT_ACTIONS.manageAlerts;
const NOT_FOUND = 'We could not find the alert rule.';
const alertParams = idParams('org', 'alertId');

/** A rule as the body gives it: numbers any, checked in code with spec 5's messages. */
const ruleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['messageType', 'operator', 'count', 'timeValue', 'timeUnit', 'flowIds', 'recipients'],
  properties: {
    messageType: { type: 'string', enum: [...ALERT_MESSAGE_TYPES] },
    operator: { type: 'string', enum: [...ALERT_OPERATORS] },
    count: { type: 'number', minimum: -1e9, maximum: 1e9 },
    timeValue: { type: 'number', minimum: -1e9, maximum: 1e9 },
    timeUnit: { type: 'string', enum: [...ALERT_TIME_UNITS] },
    flowIds: { type: 'array', maxItems: ALERT_FLOWS_MAX + 1, items: flowIdSchema },
    recipients: {
      type: 'array',
      maxItems: ALERT_RECIPIENTS_MAX + 1,
      items: { type: 'string', maxLength: 300 },
    },
  },
} as const;

/**
 * The rule's problems answered as spec 5 words them; its flows must be the organization's.
 * Recipients at a domain none of the organization's users has an address at are an admin's
 * to add (or the owner's): a deployer may keep those the rule already has (`kept`), and
 * gets a 403 naming the others. Nothing is stored before this passes.
 */
async function checkedRule(
  trx: AlertTransaction,
  org: number,
  input: AlertRuleInput,
  by: Principal,
  kept: readonly string[] = [],
) {
  const problems = Object.values(alertRuleProblems(input));
  if (problems[0]) throw badRequest(ALERT_PROBLEM_TEXT[problems[0]]);
  const found = new Set((await deployedFlows(trx, org, input.flowIds)).map((f) => f.id));
  const missing = input.flowIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(`No deployed flow ${missing.slice(0, 5).join(', ')}.`);
  const role = roleIn(by, org);
  if (by.owner || (role && roleAtLeast(role, 'ADMIN'))) return;
  const added = input.recipients.map(normalRecipient).filter((r) => !kept.includes(r));
  const outside = await recipientsOutside(trx, org, added);
  if (outside.length > 0) throw forbidden(outsideRecipientsMessage(outside));
}

/** Alert rules of the insights service: Deployers and up, with the alerts feature. */
export function alertRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  app.addHook('preValidation', authenticate(db, ctx.signer));
  // The alerts feature too: RULE names it (lib/features.ts guards it).
  const access = { access: accessOf(RULE) };
  const auditOf = (request: FastifyRequest, org: number, id: number) => ({
    createdById: signedIn(request).userId,
    organizationId: org,
    entityType: 'ALERT_RULE',
    entityId: id,
    clientIp: request.ip,
  });

  api.get(
    '/v1/:org/alerts',
    { config: access, schema: { response: { 200: alertRulesReply }, params: orgParams } },
    async (request) => {
      const { org } = request.params;
      return alertRules(db, org);
    },
  );

  api.get(
    '/v1/:org/alerts/:alertId',
    { config: access, schema: { response: { 200: alertRuleDetailsReply }, params: alertParams } },
    async (request) => {
      const { org, alertId } = request.params;
      const details = await alertRuleDetails(db, org, alertId);
      if (!details) throw notFound(NOT_FOUND);
      return details;
    },
  );

  api.post(
    '/v1/:org/alerts',
    {
      config: access,
      schema: { response: { 201: alertRuleReply }, params: orgParams, body: ruleBody },
    },
    async (request, reply) => {
      const { org } = request.params;
      const input: AlertRuleInput = request.body;
      const by = signedIn(request).userId;
      const id = await db.transaction().execute(async (trx) => {
        await checkedRule(trx, org, input, signedIn(request));
        if ((await alertRuleCount(trx, org)) >= ALERT_RULES_MAX) {
          throw new HttpError(
            409,
            `The organization has ${ALERT_RULES_MAX} alert rules, the most it may have.`,
          );
        }
        const created = await insertAlertRule(trx, org, input, by, new Date().toISOString());
        await audit(trx, {
          ...auditOf(request, org, created),
          eventType: 'CREATED',
          payload: input,
        });
        return created;
      });
      const details = await alertRuleDetails(db, org, id);
      if (!details) throw notFound(NOT_FOUND);
      const { history: _history, ...rule } = details;
      return reply.code(201).send(rule);
    },
  );

  api.put(
    '/v1/:org/alerts/:alertId',
    {
      config: access,
      schema: { response: { 200: alertRuleReply }, params: alertParams, body: ruleBody },
    },
    async (request) => {
      const { org, alertId } = request.params;
      const input: AlertRuleInput = request.body;
      await db.transaction().execute(async (trx) => {
        const kept = await storedRecipients(trx, org, alertId);
        if (!kept) throw notFound(NOT_FOUND);
        await checkedRule(trx, org, input, signedIn(request), kept);
        const by = signedIn(request).userId;
        if (!(await updateAlertRule(trx, org, alertId, input, by, new Date().toISOString()))) {
          throw notFound(NOT_FOUND);
        }
        await audit(trx, {
          ...auditOf(request, org, alertId),
          eventType: 'UPDATED',
          payload: input,
        });
      });
      const details = await alertRuleDetails(db, org, alertId);
      if (!details) throw notFound(NOT_FOUND);
      const { history: _history, ...rule } = details;
      return rule;
    },
  );

  api.delete(
    '/v1/:org/alerts/:alertId',
    { config: access, schema: { response: { 204: noContent }, params: alertParams } },
    async (request, reply) => {
      const { org, alertId } = request.params;
      await db.transaction().execute(async (trx) => {
        if (!(await deleteAlertRule(trx, org, alertId))) throw notFound(NOT_FOUND);
        await audit(trx, { ...auditOf(request, org, alertId), eventType: 'DELETED', payload: {} });
      });
      return reply.code(204).send(null);
    },
  );
}
