import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_ID_PATTERN,
  SECRET_VALUE_MAX,
  SECRET_VALUES_MAX,
} from '@contracts/resources';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { idSchema, noContent, orgParams } from '../../lib/schemas';
import { secretDetailsReply, secretsReply } from './resource-replies';
import {
  deleteSecret,
  findSecret,
  insertSecret,
  SECRET_ENTITY,
  secretHistory,
  secretList,
  touchSecret,
  writeSecretValues,
} from './secret-store';

const NOT_FOUND = 'We could not find the secret.';
const keyText = { type: 'string', pattern: RESOURCE_ID_PATTERN } as const;
const valuesSchema = {
  type: 'object',
  maxProperties: SECRET_VALUES_MAX,
  propertyNames: keyText,
  additionalProperties: { type: 'string', minLength: 1, maxLength: SECRET_VALUE_MAX },
} as const;
const description = { type: 'string', maxLength: RESOURCE_DESCRIPTION_MAX } as const;
const secretParams = {
  type: 'object',
  required: ['org', 'key'],
  additionalProperties: false,
  properties: { org: idSchema, key: keyText },
} as const;

/**
 * Secrets: Operators and up see which values a secret has, Deployers set them. A value is
 * write-only: no answer, log line or audit payload carries it (audit payloads name the keys).
 */
export function secretRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  const view = { access: { role: HEARTBEAT_ACTIONS.viewSecrets.role } };
  const edit = { access: { role: HEARTBEAT_ACTIONS.editResources.role } };
  const auditOf = (request: FastifyRequest, org: number, key: string) => ({
    createdById: signedIn(request).userId,
    organizationId: org,
    entityType: SECRET_ENTITY,
    entityId: key,
    clientIp: request.ip,
  });
  const details = async (org: number, key: string) => {
    const [summary] = await secretList(db, org, key);
    if (!summary) throw notFound(NOT_FOUND);
    return { ...summary, history: await secretHistory(db, org, key) };
  };

  api.get(
    '/v1/:org/secrets',
    { config: view, schema: { response: { 200: secretsReply }, params: orgParams } },
    async (request) => secretList(db, request.params.org),
  );

  api.get(
    '/v1/:org/secrets/:key',
    { config: view, schema: { response: { 200: secretDetailsReply }, params: secretParams } },
    async (request) => details(request.params.org, request.params.key),
  );

  api.post(
    '/v1/:org/secrets',
    {
      config: edit,
      schema: {
        response: { 201: secretDetailsReply },
        params: orgParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['key', 'description', 'values'],
          properties: { key: keyText, description, values: valuesSchema },
        },
      },
    },
    async (request, reply) => {
      const { org } = request.params;
      const { key, values } = request.body;
      const by = signedIn(request).userId;
      await db.transaction().execute(async (trx) => {
        if (await findSecret(trx, org, key)) throw new HttpError(409, 'Name is taken');
        const at = new Date().toISOString();
        const id = await insertSecret(trx, org, {
          key,
          description: request.body.description,
          by,
          at,
        });
        const changes = await writeSecretValues(trx, id, values, []);
        await audit(trx, {
          ...auditOf(request, org, key),
          eventType: 'CREATED',
          payload: { key, ...changes },
        });
      });
      return reply.code(201).send(await details(org, key));
    },
  );

  api.put(
    '/v1/:org/secrets/:key',
    {
      config: edit,
      schema: {
        response: { 200: secretDetailsReply },
        params: secretParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['description', 'values', 'remove'],
          properties: {
            description,
            values: valuesSchema,
            remove: { type: 'array', maxItems: SECRET_VALUES_MAX, items: keyText },
          },
        },
      },
    },
    async (request) => {
      const { org, key } = request.params;
      const { values, remove } = request.body;
      if (remove.some((name) => name in values)) {
        throw badRequest('A value cannot be set and removed at once.');
      }
      const by = signedIn(request).userId;
      await db.transaction().execute(async (trx) => {
        const secret = await findSecret(trx, org, key);
        if (!secret) throw notFound(NOT_FOUND);
        const changes = await writeSecretValues(trx, secret.id, values, remove);
        const at = new Date().toISOString();
        await touchSecret(trx, secret.id, { description: request.body.description, by, at });
        await audit(trx, {
          ...auditOf(request, org, key),
          eventType: 'CHANGED',
          payload: { key, ...changes },
        });
      });
      return details(org, key);
    },
  );

  api.delete(
    '/v1/:org/secrets/:key',
    { config: edit, schema: { response: { 204: noContent }, params: secretParams } },
    async (request, reply) => {
      const { org, key } = request.params;
      await db.transaction().execute(async (trx) => {
        const secret = await findSecret(trx, org, key);
        if (!secret) throw notFound(NOT_FOUND);
        await deleteSecret(trx, secret.id);
        await audit(trx, {
          ...auditOf(request, org, key),
          eventType: 'DELETED',
          payload: { key },
        });
      });
      return reply.code(204).send(null);
    },
  );
}
