import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  TEMPLATE_ACTIONS,
  TEMPLATE_DELETE_LIMIT,
  TEMPLATE_ITEM_DESCRIPTION_MAX,
  TEMPLATE_ITEM_NAME_MAX,
  TEMPLATE_ITEM_NAME_TAKEN,
  TEMPLATE_ITEMS_LIMIT,
  type TemplateItem,
  type TemplateItemInput,
} from '@contracts/_template';
import type { AppContext } from '../../context';
import { audit, auditAll } from '../../lib/audit';
import { accessOf, authenticate, signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { idParams, idSchema, orgParams, plainText } from '../../lib/schemas';
import { writeWithUniqueName } from '../../lib/unique-name';
import { organizationExists } from '../identity/store';
import { deleteTemplateItemsReply, templateItemReply, templateItemsReply } from './replies';
import {
  deleteItems,
  findItem,
  insertItem,
  itemCount,
  itemNameTaken,
  listItems,
  updateItem,
  type TemplateTransaction,
} from './store';

/** Who may call a route (spec 6): the lowest role in the organization of the path's `:org`. */
const view = { access: accessOf(TEMPLATE_ACTIONS.viewItems) };
const manage = { access: accessOf(TEMPLATE_ACTIONS.manageItems) };

const itemParams = idParams('org', 'itemId');
const itemBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'description'],
  properties: {
    name: plainText(TEMPLATE_ITEM_NAME_MAX),
    description: { type: 'string', maxLength: TEMPLATE_ITEM_DESCRIPTION_MAX },
  },
} as const;
const deleteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['itemIds'],
  properties: {
    itemIds: { type: 'array', minItems: 1, maxItems: TEMPLATE_DELETE_LIMIT, items: idSchema },
  },
} as const;

/** The audit log's name of the entity. */
const ENTITY_TYPE = 'TEMPLATE_ITEM';
const missing = () => notFound('Item not found.');

/** What is kept of an input: without the spaces around; a blank name is refused. */
function itemInput(body: TemplateItemInput): TemplateItemInput {
  const name = body.name.trim();
  if (!name) throw badRequest('Invalid body: "name" must not be blank.');
  return { name, description: body.description.trim() };
}

/**
 * The module's service: an organization's items, read by the members the contract's `viewItems`
 * rule lets, created, edited and deleted by those `manageItems` lets. Each change is written with
 * its audit event in one transaction; a name the organization already has is refused with spec
 * 5's words, also when two changes race (the unique index decides). Another organization's items
 * are never seen.
 */
export async function templateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  app.addHook('preValidation', authenticate(db, ctx.signer));
  // The organization of the path (whose role the caller has, or an owner): one that exists.
  app.addHook('preHandler', async (request) => {
    const { org } = request.params as { org?: number };
    if (org !== undefined && !(await organizationExists(db, org))) {
      throw notFound('Organization not found.');
    }
  });

  /** Writes an item (null: not the organization's) with its audit event, keeping names unique. */
  function change(
    request: FastifyRequest,
    org: number,
    what: { eventType: 'CREATED' | 'UPDATED'; input: TemplateItemInput; itemId?: number },
    write: (trx: TemplateTransaction, by: number) => Promise<TemplateItem | null>,
  ): Promise<TemplateItem> {
    const { userId } = signedIn(request);
    return writeWithUniqueName(
      db,
      () => itemNameTaken(db, org, what.input.name, what.itemId),
      () => new HttpError(409, TEMPLATE_ITEM_NAME_TAKEN),
      async (trx) => {
        const item = await write(trx, userId);
        if (!item) throw missing();
        await audit(trx, {
          createdById: userId,
          organizationId: org,
          entityType: ENTITY_TYPE,
          entityId: item.itemId,
          eventType: what.eventType,
          payload: what.input,
          clientIp: request.ip,
        });
        return item;
      },
    );
  }

  api.get(
    '/v1/:org/items',
    { config: view, schema: { params: orgParams, response: { 200: templateItemsReply } } },
    async (request) => listItems(db, request.params.org, TEMPLATE_ITEMS_LIMIT),
  );

  api.get(
    '/v1/:org/items/:itemId',
    { config: view, schema: { params: itemParams, response: { 200: templateItemReply } } },
    async (request) => {
      const item = await findItem(db, request.params.org, request.params.itemId);
      if (!item) throw missing();
      return item;
    },
  );

  api.post(
    '/v1/:org/items',
    {
      config: manage,
      schema: { params: orgParams, body: itemBody, response: { 201: templateItemReply } },
    },
    async (request, reply) => {
      const { org } = request.params;
      const input = itemInput(request.body);
      if ((await itemCount(db, org)) >= TEMPLATE_ITEMS_LIMIT) {
        throw new HttpError(409, `An organization has at most ${TEMPLATE_ITEMS_LIMIT} items.`);
      }
      const item = await change(request, org, { eventType: 'CREATED', input }, (trx, by) =>
        insertItem(trx, org, input, by),
      );
      return reply.code(201).send(item);
    },
  );

  api.put(
    '/v1/:org/items/:itemId',
    {
      config: manage,
      schema: { params: itemParams, body: itemBody, response: { 200: templateItemReply } },
    },
    async (request) => {
      const { org, itemId } = request.params;
      const input = itemInput(request.body);
      if (!(await findItem(db, org, itemId))) throw missing();
      return change(request, org, { eventType: 'UPDATED', input, itemId }, (trx, by) =>
        updateItem(trx, org, itemId, input, by),
      );
    },
  );

  api.post(
    '/v1/:org/items/delete',
    {
      config: manage,
      schema: { params: orgParams, body: deleteBody, response: { 200: deleteTemplateItemsReply } },
    },
    async (request) => {
      const { userId } = signedIn(request);
      const { org } = request.params;
      const wanted = [...new Set(request.body.itemIds)];
      const deleted = await db.transaction().execute(async (trx) => {
        const rows = await deleteItems(trx, org, wanted);
        await auditAll(
          trx,
          rows.map((row) => ({
            createdById: userId,
            organizationId: org,
            entityType: ENTITY_TYPE,
            entityId: row.id,
            eventType: 'DELETED',
            payload: { name: row.name },
            clientIp: request.ip,
          })),
        );
        return rows.map((row) => row.id);
      });
      return { deleted, failed: wanted.filter((id) => !deleted.includes(id)) };
    },
  );
}
