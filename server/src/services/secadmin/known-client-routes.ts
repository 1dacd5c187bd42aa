import type { FastifyInstance } from 'fastify';
import {
  KNOWN_CLIENT_DESCRIPTION_MAX,
  KNOWN_CLIENT_NAME_MAX,
  KNOWN_CLIENT_NAME_TAKEN,
  KNOWN_CLIENT_NOTATION_MAX,
  KNOWN_CLIENTS_LIMIT,
  type KnownClient,
  type KnownClientInput,
} from '@contracts/secadmin';
import { AUTHORIZATION_ENTITY_LIMIT, AUTHORIZATION_IDS_LIMIT } from '@contracts/authorization';
import type { AppContext } from '../../context';
import { crudRoutes } from '../../lib/crud';
import { badRequest } from '../../lib/errors';
import { plainText } from '../../lib/schemas';
import {
  deleteKnownClients,
  insertKnownClient,
  knownClient,
  knownClientCount,
  knownClients,
  nameTaken,
  updateKnownClient,
} from './known-client-store';
import { deleteByIdReply, knownClientReply } from './replies';

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

const admin = { access: { role: 'ADMIN' as const } };

/**
 * Known clients (spec 3.4): list, create, edit and delete in bulk, for the organization's
 * admins, on the CRUD route kit. A name the organization already has is refused with spec 5's
 * message; the unique index decides between two that race. Names are compared as entered,
 * without the spaces around them; blank is no name.
 */
export function knownClientRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  anOrganization: (organizationId: number) => Promise<void>,
): void {
  const { db } = ctx;
  crudRoutes<KnownClientInput, KnownClientInput, KnownClient>(app, db, {
    path: 'known-clients',
    idParam: 'knownClientId',
    config: { read: admin, write: admin },
    entityType: 'KNOWN_CLIENT',
    notFound: 'Known client not found.',
    organization: { check: anOrganization },
    body: knownClientBody,
    reply: knownClientReply,
    list: (org) => knownClients(db, org, AUTHORIZATION_ENTITY_LIMIT),
    idOf: (client) => client.knownClientId,
    one: (org, id) => knownClient(db, org, id),
    prepare: (input) => {
      const name = input.name.trim();
      const notation = input.notation.trim();
      if (!name || !notation) {
        throw badRequest('Invalid body: "name" and "notation" must not be blank.');
      }
      return { name, notation, description: input.description.trim() };
    },
    limit: {
      count: (org) => knownClientCount(db, org),
      most: KNOWN_CLIENTS_LIMIT,
      message: `An organization has at most ${KNOWN_CLIENTS_LIMIT} known clients.`,
    },
    unique: {
      message: KNOWN_CLIENT_NAME_TAKEN,
      taken: (org, input, except) => nameTaken(db, org, input.name, except),
    },
    insert: (trx, org, input, by) => insertKnownClient(trx, org, input, by),
    update: (trx, org, id, input, by) => updateKnownClient(trx, org, id, input, by),
    deleteByIds: {
      field: 'knownClientIds',
      max: AUTHORIZATION_IDS_LIMIT,
      reply: deleteByIdReply,
      remove: (trx, org, ids) => deleteKnownClients(trx, org, ids),
    },
  });
}
