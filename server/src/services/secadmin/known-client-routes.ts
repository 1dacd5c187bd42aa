import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  DELETE_KNOWN_CLIENTS_LIMIT,
  KNOWN_CLIENT_DESCRIPTION_MAX,
  KNOWN_CLIENT_NAME_MAX,
  KNOWN_CLIENT_NAME_TAKEN,
  KNOWN_CLIENT_NOTATION_MAX,
  KNOWN_CLIENTS_LIMIT,
  type KnownClientInput,
} from '../../../../src/shared/contracts/secadmin';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { writeWithUniqueName } from '../../lib/unique-name';
import { signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { idParams, idSchema, plainText } from '../../lib/schemas';
import {
  type KnownClientTransaction,
  deleteKnownClients,
  insertKnownClient,
  knownClient,
  knownClientCount,
  knownClients,
  nameTaken,
  updateKnownClient,
} from './known-client-store';
import { deleteKnownClientsReply, knownClientReply, knownClientsReply } from './replies';

const knownClientBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'notation', 'description'],
  properties: {
    name: plainText(KNOWN_CLIENT_NAME_MAX),
    notation: plainText(KNOWN_CLIENT_NOTATION_MAX),
    // Free text over lines; may be empty.
    description: { type: 'string', maxLength: KNOWN_CLIENT_DESCRIPTION_MAX },
  },
} as const;

const deleteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['knownClientIds'],
  properties: {
    knownClientIds: {
      type: 'array',
      minItems: 1,
      maxItems: DELETE_KNOWN_CLIENTS_LIMIT,
      uniqueItems: true,
      items: idSchema,
    },
  },
} as const;

const conflict = () => new HttpError(409, KNOWN_CLIENT_NAME_TAKEN);
const admin = { access: { role: 'ADMIN' as const } };

/** Names are compared as entered, without the spaces around them; blank is no name. */
function trimmed(input: KnownClientInput): KnownClientInput {
  const name = input.name.trim();
  const notation = input.notation.trim();
  if (!name || !notation)
    throw badRequest('Invalid body: "name" and "notation" must not be blank.');
  return { name, notation, description: input.description.trim() };
}

/**
 * Known clients (spec 3.4): list, create, edit and delete in bulk, for the organization's
 * admins. A name the organization already has is refused with spec 5's message; the unique
 * index decides between two that race.
 */
export function knownClientRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  anOrganization: (organizationId: number) => Promise<void>,
): void {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;

  /** A change in one transaction with its audit event; a racing duplicate name is a 409. */
  const change = <T>(
    org: number,
    name: string,
    except: number | undefined,
    write: (trx: KnownClientTransaction) => Promise<T>,
  ): Promise<T> => writeWithUniqueName(db, () => nameTaken(db, org, name, except), conflict, write);

  api.get(
    '/v1/:org/known-clients',
    { config: admin, schema: { response: { 200: knownClientsReply }, params: idParams('org') } },
    async (request) => {
      await anOrganization(request.params.org);
      return knownClients(db, request.params.org, KNOWN_CLIENTS_LIMIT);
    },
  );

  api.post(
    '/v1/:org/known-clients',
    {
      config: admin,
      schema: {
        response: { 201: knownClientReply },
        params: idParams('org'),
        body: knownClientBody,
      },
    },
    async (request, reply) => {
      const principal = signedIn(request);
      const { org } = request.params;
      await anOrganization(org);
      const input = trimmed(request.body);
      if ((await knownClientCount(db, org)) >= KNOWN_CLIENTS_LIMIT) {
        throw new HttpError(
          409,
          `An organization has at most ${KNOWN_CLIENTS_LIMIT} known clients.`,
        );
      }
      const created = await change(org, input.name, undefined, async (trx) => {
        const row = await insertKnownClient(trx, org, input, principal.userId);
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'KNOWN_CLIENT',
          entityId: row.knownClientId,
          eventType: 'CREATED',
          payload: input,
          clientIp: request.ip,
        });
        return row;
      });
      return reply.code(201).send(created);
    },
  );

  api.put(
    '/v1/:org/known-clients/:knownClientId',
    {
      config: admin,
      schema: {
        response: { 200: knownClientReply },
        params: idParams('org', 'knownClientId'),
        body: knownClientBody,
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { org, knownClientId } = request.params;
      await anOrganization(org);
      if (!(await knownClient(db, org, knownClientId))) throw notFound('Known client not found.');
      const input = trimmed(request.body);
      const updated = await change(org, input.name, knownClientId, async (trx) => {
        const row = await updateKnownClient(trx, org, knownClientId, input, principal.userId);
        if (!row) throw notFound('Known client not found.');
        await audit(trx, {
          createdById: principal.userId,
          organizationId: org,
          entityType: 'KNOWN_CLIENT',
          entityId: knownClientId,
          eventType: 'UPDATED',
          payload: input,
          clientIp: request.ip,
        });
        return row;
      });
      return updated;
    },
  );

  api.post(
    '/v1/:org/known-clients/delete',
    {
      config: admin,
      schema: {
        response: { 200: deleteKnownClientsReply },
        params: idParams('org'),
        body: deleteBody,
      },
    },
    async (request) => {
      const principal = signedIn(request);
      const { org } = request.params;
      await anOrganization(org);
      const wanted = request.body.knownClientIds;
      const deleted = await db.transaction().execute(async (trx) => {
        const rows = await deleteKnownClients(trx, org, wanted);
        for (const row of rows) {
          await audit(trx, {
            createdById: principal.userId,
            organizationId: org,
            entityType: 'KNOWN_CLIENT',
            entityId: row.id,
            eventType: 'DELETED',
            payload: { name: row.name },
            clientIp: request.ip,
          });
        }
        return rows.map((row) => row.id);
      });
      const gone = new Set(deleted);
      return { deleted, failed: wanted.filter((id) => !gone.has(id)) };
    },
  );
}
