import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  CREDENTIAL_TYPES,
  FLOW_ACCESS_GRANT_MAX,
  SERVICE_ACCOUNT_NAME_MAX,
  SERVICE_ACCOUNT_NAME_PATTERN,
} from '@contracts/heartbeat';
import type { CredentialType } from '@contracts/heartbeat';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { flowIdSchema, idParams, noContent, orgParams } from '../../lib/schemas';
import { organizationShortName } from '../insights/flow-store';
import {
  accountDetails,
  accountNameTaken,
  deleteAccount,
  deployedFlows,
  findAccount,
  grantFlows,
  insertAccount,
  replaceCredential,
  type AccountTransaction,
} from './account-store';
import { issueCredential } from './credentials';
import { accountWithCredentialReply, serviceAccountDetailsReply } from './replies';
import { flowWsdl } from './wsdl';

const credentialType = { type: 'string', enum: [...CREDENTIAL_TYPES] } as const;
export const flowIdsSchema = {
  type: 'array',
  maxItems: FLOW_ACCESS_GRANT_MAX,
  items: flowIdSchema,
} as const;
const accountParams = idParams('org', 'accountId');
const NOT_FOUND = 'We could not find the service account.';

/** Flow ids the organization has deployed, or 400; at least one ('One flow must be selected'). */
export async function checkedFlows(
  trx: AccountTransaction,
  org: number,
  flowIds: readonly string[],
) {
  if (flowIds.length === 0) throw badRequest('One flow must be selected');
  const found = new Set((await deployedFlows(trx, org, flowIds)).map((f) => f.id));
  const missing = flowIds.filter((id) => !found.has(id));
  if (missing.length > 0) throw badRequest(`No deployed flow ${missing.slice(0, 5).join(', ')}.`);
}

/** Service accounts: every member reads them, Deployers and up create and change them. */
export function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  const edit = { access: { role: HEARTBEAT_ACTIONS.manageServiceAccounts.role } };
  const auditOf = (request: FastifyRequest, org: number, id: number) => ({
    createdById: signedIn(request).userId,
    organizationId: org,
    entityType: 'SERVICE_ACCOUNT',
    entityId: id,
    clientIp: request.ip,
  });

  api.get(
    '/v1/:org/service-accounts/:accountId',
    {
      config: { access: { role: 'AGENT' } },
      schema: { response: { 200: serviceAccountDetailsReply }, params: accountParams },
    },
    async (request) => {
      const { org, accountId } = request.params;
      const details = await accountDetails(db, org, accountId);
      if (!details) throw notFound(NOT_FOUND);
      return details;
    },
  );

  api.post(
    '/v1/:org/service-accounts',
    {
      config: edit,
      schema: {
        response: { 201: accountWithCredentialReply },
        params: orgParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'credentialType'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: SERVICE_ACCOUNT_NAME_MAX },
            credentialType,
            flowIds: flowIdsSchema,
          },
        },
      },
    },
    async (request, reply) => {
      const { org } = request.params;
      const { name, flowIds = [] } = request.body;
      if (!new RegExp(SERVICE_ACCOUNT_NAME_PATTERN).test(name)) {
        throw badRequest(
          'Name must use lowercase letters (a-z), number (0-9), underscore (_) or hyphens (-)',
        );
      }
      const type: CredentialType = request.body.credentialType;
      const { credential, secretHash } = issueCredential(type, name);
      const by = signedIn(request).userId;
      const at = new Date().toISOString();
      const id = await db.transaction().execute(async (trx) => {
        if (await accountNameTaken(trx, org, name)) throw new HttpError(409, 'Name is taken');
        if (flowIds.length > 0) await checkedFlows(trx, org, flowIds);
        const created = await insertAccount(
          trx,
          org,
          { name, credentialType: type, secretHash, by },
          at,
        );
        const granted = await grantFlows(trx, org, created, flowIds, by, at);
        await audit(trx, {
          ...auditOf(request, org, created),
          eventType: 'CREATED',
          payload: { name, type, flows: granted },
        });
        return created;
      });
      const account = await accountDetails(db, org, id);
      if (!account) throw notFound(NOT_FOUND);
      return reply.code(201).send({ account, credential });
    },
  );

  api.post(
    '/v1/:org/service-accounts/:accountId/credential',
    {
      config: edit,
      schema: {
        response: { 200: accountWithCredentialReply },
        params: accountParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['credentialType'],
          properties: { credentialType },
        },
      },
    },
    async (request) => {
      const { org, accountId } = request.params;
      const type: CredentialType = request.body.credentialType;
      const by = signedIn(request).userId;
      const credential = await db.transaction().execute(async (trx) => {
        const account = await findAccount(trx, org, accountId);
        if (!account) throw notFound(NOT_FOUND);
        const issued = issueCredential(type, account.name);
        const at = new Date().toISOString();
        await replaceCredential(
          trx,
          org,
          accountId,
          { credentialType: type, secretHash: issued.secretHash, by },
          at,
        );
        await audit(trx, {
          ...auditOf(request, org, accountId),
          eventType: account.credentialType === type ? 'RESET' : 'CHANGED',
          payload: { name: account.name, from: account.credentialType, type },
        });
        return issued.credential;
      });
      const account = await accountDetails(db, org, accountId);
      if (!account) throw notFound(NOT_FOUND);
      return { account, credential };
    },
  );

  api.delete(
    '/v1/:org/service-accounts/:accountId',
    { config: edit, schema: { response: { 204: noContent }, params: accountParams } },
    async (request, reply) => {
      const { org, accountId } = request.params;
      await db.transaction().execute(async (trx) => {
        const account = await findAccount(trx, org, accountId);
        if (!account) throw notFound(NOT_FOUND);
        await deleteAccount(trx, org, accountId);
        await audit(trx, {
          ...auditOf(request, org, accountId),
          eventType: 'DELETED',
          payload: { name: account.name, type: account.credentialType },
        });
      });
      return reply.code(204).send(null);
    },
  );

  api.get(
    '/v1/:org/service-accounts/:accountId/wsdl',
    {
      config: { access: { role: 'AGENT' } },
      schema: {
        // The WSDL document as text (no JSON schema to serialise).
        response: { 200: {} },
        params: accountParams,
        querystring: {
          type: 'object',
          required: ['flowId'],
          additionalProperties: false,
          properties: { flowId: flowIdSchema },
        },
      },
    },
    async (request, reply) => {
      const { org, accountId } = request.params;
      const { flowId } = request.query;
      const account = await accountDetails(db, org, accountId);
      if (!account) throw notFound(NOT_FOUND);
      const [flow] = await deployedFlows(db, org, [flowId]);
      const granted = account.flowAccesses.some((a) => a.flowId === flowId);
      if (!flow || flow.inbound_kind !== 'soap-inbound' || !granted) {
        throw notFound('No SOAP flow this service account has access to.');
      }
      const shortName = await organizationShortName(db, org);
      const endpoint = `${ctx.config.publicUrl}/api/inbound/${shortName ?? ''}/${flowId}`;
      return reply
        .type('application/wsdl+xml; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${flowId}.wsdl"`)
        .send(flowWsdl(flowId, endpoint));
    },
  );
}
