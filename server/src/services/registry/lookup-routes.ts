import type { FastifyInstance } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { LOOKUP_COLUMNS_MAX, RESOURCE_DESCRIPTION_MAX } from '@contracts/resources';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { HttpError } from '../../lib/errors';
import { noContent, orgParams } from '../../lib/schemas';
import { lookupChanges } from './lookup-change';
import { lookupRowRoutes } from './lookup-row-routes';
import { tableWith, tableWithout } from './lookup-rules';
import {
  columnName,
  columnParams,
  nameBody,
  nameText,
  read,
  structure,
  tableParams,
} from './lookup-schemas';
import { deleteTable, findTable, insertTable, lookupTables, saveTable } from './lookup-store';
import { lookupTableReply, lookupTablesReply } from './resource-replies';

/**
 * Lookup tables: every member reads them, Operators change rows and cells and import CSV
 * (lookup-row-routes.ts), Deployers create tables and change their columns.
 */
export function lookupRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  const { change, tableOr404 } = lookupChanges(ctx);

  api.get(
    '/v1/:org/lookup-tables',
    { config: read, schema: { response: { 200: lookupTablesReply }, params: orgParams } },
    async (request) => lookupTables(db, request.params.org),
  );

  api.post(
    '/v1/:org/lookup-tables',
    {
      config: structure,
      schema: {
        response: { 201: lookupTableReply },
        params: orgParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'description', 'columns'],
          properties: {
            name: nameText,
            description: { type: 'string', maxLength: RESOURCE_DESCRIPTION_MAX },
            columns: {
              type: 'array',
              minItems: 1,
              maxItems: LOOKUP_COLUMNS_MAX,
              uniqueItems: true,
              items: columnName,
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { org } = request.params;
      const by = signedIn(request).userId;
      await db.transaction().execute(async (trx) => {
        if (await findTable(trx, org, request.body.name)) throw new HttpError(409, 'Name is taken');
        await insertTable(trx, org, { ...request.body, by, at: new Date().toISOString() });
        await audit(trx, {
          createdById: by,
          organizationId: org,
          entityType: 'LOOKUP_TABLE',
          entityId: request.body.name,
          eventType: 'CREATED',
          payload: request.body,
          clientIp: request.ip,
        });
      });
      return reply.code(201).send(await tableOr404(org, request.body.name));
    },
  );

  api.get(
    '/v1/:org/lookup-tables/:name',
    { config: read, schema: { response: { 200: lookupTableReply }, params: tableParams } },
    async (request) => tableOr404(request.params.org, request.params.name),
  );

  api.delete(
    '/v1/:org/lookup-tables/:name',
    { config: structure, schema: { response: { 204: noContent }, params: tableParams } },
    async (request, reply) => {
      const { org, name } = request.params;
      await change(request, org, name, 'DELETED', async (trx, table) => {
        await deleteTable(trx, table.id);
        return [null, { name }];
      });
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/v1/:org/lookup-tables/:name/columns',
    {
      config: structure,
      schema: { response: { 201: lookupTableReply }, params: tableParams, body: nameBody },
    },
    async (request, reply) => {
      const { org, name } = request.params;
      await change(request, org, name, 'COLUMN_CREATED', async (trx, table, by, at) => {
        await saveTable(trx, tableWith(table, request.body.name), by, at);
        return [null, { column: request.body.name }];
      });
      return reply.code(201).send(await tableOr404(org, name));
    },
  );

  api.put(
    '/v1/:org/lookup-tables/:name/columns/:columnId',
    {
      config: structure,
      schema: { response: { 200: lookupTableReply }, params: columnParams, body: nameBody },
    },
    async (request) => {
      const { org, name, columnId } = request.params;
      await change(request, org, name, 'COLUMN_CHANGED', async (trx, table, by, at) => {
        await saveTable(trx, tableWith(table, request.body.name, columnId), by, at);
        return [null, { columnId, column: request.body.name }];
      });
      return tableOr404(org, name);
    },
  );

  api.delete(
    '/v1/:org/lookup-tables/:name/columns/:columnId',
    { config: structure, schema: { response: { 200: lookupTableReply }, params: columnParams } },
    async (request) => {
      const { org, name, columnId } = request.params;
      await change(request, org, name, 'COLUMN_DELETED', async (trx, table, by, at) => {
        await saveTable(trx, tableWithout(table, columnId), by, at);
        return [null, { columnId }];
      });
      return tableOr404(org, name);
    },
  );

  lookupRowRoutes(app, ctx);
}
