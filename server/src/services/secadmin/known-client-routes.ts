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
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';
import { plainText } from '../../lib/schemas';
import { entityRoutes } from './entity-routes';
import {
  deleteKnownClients,
  insertKnownClient,
  knownClientCount,
  knownClients,
  nameTaken,
  updateKnownClient,
} from './known-client-store';
import { knownClientReply } from './replies';

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

/**
 * Known clients (spec 3.4): list, create, edit and delete in bulk, for the organization's
 * admins. A name the organization already has is refused with spec 5's message; the unique
 * index decides between two that race. Names are compared as entered, without the spaces
 * around them; blank is no name.
 */
export function knownClientRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  anOrganization: (organizationId: number) => Promise<void>,
): void {
  const { db } = ctx;
  entityRoutes<KnownClientInput, KnownClient & { id: number }>(app, ctx, anOrganization, {
    path: 'known-clients',
    ids: { param: 'knownClientId', deleteField: 'knownClientIds' },
    most: {
      count: KNOWN_CLIENTS_LIMIT,
      message: `An organization has at most ${KNOWN_CLIENTS_LIMIT} known clients.`,
    },
    notFound: 'Known client not found.',
    entityType: 'KNOWN_CLIENT',
    reply: knownClientReply,
    body: knownClientBody,
    nameTaken: {
      message: KNOWN_CLIENT_NAME_TAKEN,
      taken: (org, name, except) => nameTaken(db, org, name, except),
    },
    list: async (org, limit) =>
      (await knownClients(db, org, limit)).map((client) => ({
        ...client,
        id: client.knownClientId,
      })),
    count: (org) => knownClientCount(db, org),
    prepare: async (_org, input) => {
      const name = input.name.trim();
      const notation = input.notation.trim();
      if (!name || !notation) {
        throw badRequest('Invalid body: "name" and "notation" must not be blank.');
      }
      return { name, notation, description: input.description.trim() };
    },
    insert: async (trx, org, input, by) =>
      (await insertKnownClient(trx, org, input, by)).knownClientId,
    update: async (trx, org, id, input, by) =>
      (await updateKnownClient(trx, org, id, input, by)) !== null,
    remove: (trx, org, ids) => deleteKnownClients(trx, org, ids),
  });
}
