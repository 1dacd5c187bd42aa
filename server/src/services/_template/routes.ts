import type { FastifyInstance } from 'fastify';
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
import { accessOf, authenticate } from '../../lib/auth';
import { crudRoutes } from '../../lib/crud';
import { badRequest } from '../../lib/errors';
import { plainText } from '../../lib/schemas';
import { requireOrganization } from '../../lib/organizations';
import { deleteTemplateItemsReply, templateItemReply, templateItemsReply } from './replies';
import {
  deleteItems,
  findItem,
  insertItem,
  itemCount,
  itemNameTaken,
  listItems,
  updateItem,
} from './store';

/** Who may call a route (spec 6): the lowest role in the organization of the path's `:org`. */
const view = { access: accessOf(TEMPLATE_ACTIONS.viewItems) };
const manage = { access: accessOf(TEMPLATE_ACTIONS.manageItems) };

const itemBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'description'],
  properties: {
    name: plainText(TEMPLATE_ITEM_NAME_MAX),
    description: { type: 'string', maxLength: TEMPLATE_ITEM_DESCRIPTION_MAX },
  },
} as const;

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
 * are never seen. The routes are made by the CRUD route kit (lib/crud) from the one declaration
 * below; a route the kit does not make is written beside it.
 */
export async function templateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  app.addHook('preValidation', authenticate(db, ctx.signer));
  // The organization of the path (whose role the caller has, or an owner): one that exists.
  app.addHook('preHandler', async (request) => {
    const { org } = request.params as { org?: number };
    if (org !== undefined) await requireOrganization(db, org);
  });

  crudRoutes<TemplateItemInput, TemplateItemInput, TemplateItem>(app, db, {
    path: 'items',
    idParam: 'itemId',
    config: { read: view, write: manage },
    entityType: 'TEMPLATE_ITEM',
    notFound: 'Item not found.',
    body: itemBody,
    reply: templateItemReply,
    listReply: templateItemsReply,
    list: (org) => listItems(db, org, TEMPLATE_ITEMS_LIMIT),
    get: true,
    idOf: (item) => item.itemId,
    one: (org, itemId) => findItem(db, org, itemId),
    prepare: itemInput,
    bodyFirst: true,
    limit: {
      count: (org) => itemCount(db, org),
      most: TEMPLATE_ITEMS_LIMIT,
      message: `An organization has at most ${TEMPLATE_ITEMS_LIMIT} items.`,
    },
    unique: {
      message: TEMPLATE_ITEM_NAME_TAKEN,
      taken: (org, input, except) => itemNameTaken(db, org, input.name, except),
    },
    insert: (trx, org, input, by) => insertItem(trx, org, input, by),
    update: (trx, org, itemId, input, by) => updateItem(trx, org, itemId, input, by),
    deleteByIds: {
      field: 'itemIds',
      max: TEMPLATE_DELETE_LIMIT,
      repeats: true,
      reply: deleteTemplateItemsReply,
      remove: (trx, org, itemIds) => deleteItems(trx, org, itemIds),
    },
  });
}
