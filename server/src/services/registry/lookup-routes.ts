/* eslint-disable max-lines -- to be rebuilt on the server's CRUD route kit (issue 31, item 3). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  LOOKUP_CELL_MAX,
  LOOKUP_COLUMNS_MAX,
  LOOKUP_IMPORT_MAX,
  LOOKUP_PAGE_DEFAULT,
  LOOKUP_PAGE_MAX,
  LOOKUP_ROWS_MAX,
  RESOURCE_DESCRIPTION_MAX,
  RESOURCE_ID_PATTERN,
} from '@contracts/resources';
import { HEARTBEAT_ACTIONS } from '@contracts/rules';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { idSchema, noContent, orgParams, plainText } from '../../lib/schemas';
import { importErrors, keptCells, tableWith, tableWithout } from './lookup-rules';
import {
  deleteRow,
  deleteTable,
  findRow,
  findTable,
  insertRows,
  insertTable,
  lookupRowCount,
  lookupRows,
  lookupTables,
  saveTable,
  writeRow,
  type LookupTransaction,
  type StoredTable,
} from './lookup-store';
import {
  lookupImportReply,
  lookupRowReply,
  lookupRowsReply,
  lookupTableReply,
  lookupTablesReply,
} from './resource-replies';

const nameText = { type: 'string', pattern: RESOURCE_ID_PATTERN } as const;
const columnName = plainText(100);
const columnIdText = { type: 'string', pattern: '^c[0-9]{1,6}$' } as const;
const cellsSchema = {
  type: 'object',
  maxProperties: LOOKUP_COLUMNS_MAX,
  propertyNames: columnIdText,
  additionalProperties: { type: 'string', maxLength: LOOKUP_CELL_MAX },
} as const;
const tableParams = {
  type: 'object',
  required: ['org', 'name'],
  additionalProperties: false,
  properties: { org: idSchema, name: nameText },
} as const;
const rowParams = {
  ...tableParams,
  required: [...tableParams.required, 'rowId'],
  properties: { ...tableParams.properties, rowId: idSchema },
} as const;
const cellParams = {
  ...rowParams,
  required: [...rowParams.required, 'columnId'],
  properties: { ...rowParams.properties, columnId: columnIdText },
} as const;
const columnParams = {
  ...tableParams,
  required: [...tableParams.required, 'columnId'],
  properties: { ...tableParams.properties, columnId: columnIdText },
} as const;
const cellsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['cells'],
  properties: { cells: cellsSchema },
} as const;
const nameBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: columnName },
} as const;

const TABLE_NOT_FOUND = 'We could not find the lookup table.';
const ROW_NOT_FOUND = 'We could not find the row.';

/**
 * Lookup tables: every member reads them, Operators change rows and cells and import CSV,
 * Deployers create tables and change their columns.
 */
export function lookupRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  const read = { access: { role: 'AGENT' as const } };
  const rows = { access: { role: HEARTBEAT_ACTIONS.editLookupRows.role } };
  const structure = { access: { role: HEARTBEAT_ACTIONS.editResources.role } };

  /** Runs a change of one table in a transaction, audited; 404 when the table is missing. */
  const change = async <T>(
    request: FastifyRequest,
    org: number,
    name: string,
    eventType: string,
    work: (
      trx: LookupTransaction,
      table: StoredTable,
      by: number,
      at: string,
    ) => Promise<[T, unknown]>,
  ): Promise<T> => {
    const by = signedIn(request).userId;
    return db.transaction().execute(async (trx) => {
      const table = await findTable(trx, org, name);
      if (!table) throw notFound(TABLE_NOT_FOUND);
      const [result, payload] = await work(trx, table, by, new Date().toISOString());
      await audit(trx, {
        createdById: by,
        organizationId: org,
        entityType: 'LOOKUP_TABLE',
        entityId: name,
        eventType,
        payload,
        clientIp: request.ip,
      });
      return result;
    });
  };
  const tableOr404 = async (org: number, name: string) => {
    const [table] = await lookupTables(db, org, name);
    if (!table) throw notFound(TABLE_NOT_FOUND);
    return table;
  };
  const checkedCells = (table: StoredTable, cells: Record<string, string>) => {
    const known = new Set(table.columns.map((c) => c.columnId));
    const unknown = Object.keys(cells).filter((id) => !known.has(id));
    if (unknown.length > 0) throw badRequest(`No column ${unknown.join(', ')} in the table.`);
    return keptCells(table, cells);
  };

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

  api.get(
    '/v1/:org/lookup-tables/:name/rows',
    {
      config: read,
      schema: {
        response: { 200: lookupRowsReply },
        params: tableParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            offset: { type: 'integer', minimum: 0, maximum: LOOKUP_ROWS_MAX },
            limit: { type: 'integer', minimum: 1, maximum: LOOKUP_PAGE_MAX },
          },
        },
      },
    },
    async (request) => {
      const { org, name } = request.params;
      const { offset = 0, limit = LOOKUP_PAGE_DEFAULT } = request.query;
      const table = await findTable(db, org, name);
      if (!table) throw notFound(TABLE_NOT_FOUND);
      const page = await lookupRows(db, table.id, offset, limit);
      const next = offset + page.rows.length;
      return {
        rows: page.rows.map((r) => ({ rowId: r.rowId, cells: keptCells(table, r.cells) })),
        meta: {
          requestedResultMaxSize: limit,
          requestedOffset: offset,
          nextOffset: next < page.total ? next : null,
          totalNoOfAvailableRows: page.total,
        },
      };
    },
  );

  api.post(
    '/v1/:org/lookup-tables/:name/rows',
    {
      config: rows,
      schema: { response: { 201: lookupRowReply }, params: tableParams, body: cellsBody },
    },
    async (request, reply) => {
      const { org, name } = request.params;
      const row = await change(request, org, name, 'ROW_CREATED', async (trx, table) => {
        if ((await lookupRowCount(trx, table.id)) >= LOOKUP_ROWS_MAX) {
          throw badRequest(`A lookup table holds at most ${LOOKUP_ROWS_MAX} rows.`);
        }
        const cells = checkedCells(table, request.body.cells);
        const [rowId = 0] = await insertRows(trx, table.id, [cells]);
        return [
          { rowId, cells },
          { rowId, cells },
        ];
      });
      return reply.code(201).send(row);
    },
  );

  api.put(
    '/v1/:org/lookup-tables/:name/rows/:rowId',
    {
      config: rows,
      schema: { response: { 200: lookupRowReply }, params: rowParams, body: cellsBody },
    },
    async (request) => {
      const { org, name, rowId } = request.params;
      return change(request, org, name, 'ROW_CHANGED', async (trx, table) => {
        if (!(await findRow(trx, table.id, rowId))) throw notFound(ROW_NOT_FOUND);
        const cells = checkedCells(table, request.body.cells);
        await writeRow(trx, table.id, rowId, cells);
        return [
          { rowId, cells },
          { rowId, cells },
        ];
      });
    },
  );

  api.delete(
    '/v1/:org/lookup-tables/:name/rows/:rowId',
    { config: rows, schema: { response: { 204: noContent }, params: rowParams } },
    async (request, reply) => {
      const { org, name, rowId } = request.params;
      await change(request, org, name, 'ROW_DELETED', async (trx, table) => {
        if (!(await deleteRow(trx, table.id, rowId))) throw notFound(ROW_NOT_FOUND);
        return [null, { rowId }];
      });
      return reply.code(204).send(null);
    },
  );

  const cellChange = (
    request: FastifyRequest,
    at: { org: number; name: string; rowId: number; columnId: string },
    value: string | null,
  ) =>
    change(
      request,
      at.org,
      at.name,
      value === null ? 'CELL_DELETED' : 'CELL_CHANGED',
      async (trx, table) => {
        const row = await findRow(trx, table.id, at.rowId);
        if (!row) throw notFound(ROW_NOT_FOUND);
        const others = Object.fromEntries(
          Object.entries(row.cells).filter(([id]) => id !== at.columnId),
        );
        const cells = checkedCells(
          table,
          value === null ? others : { ...others, [at.columnId]: value },
        );
        await writeRow(trx, table.id, at.rowId, cells);
        return [
          { rowId: at.rowId, cells },
          { rowId: at.rowId, columnId: at.columnId, value },
        ];
      },
    );

  api.put(
    '/v1/:org/lookup-tables/:name/rows/:rowId/cells/:columnId',
    {
      config: rows,
      schema: {
        response: { 200: lookupRowReply },
        params: cellParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['value'],
          properties: { value: { type: 'string', maxLength: LOOKUP_CELL_MAX } },
        },
      },
    },
    async (request) => cellChange(request, request.params, request.body.value),
  );

  api.delete(
    '/v1/:org/lookup-tables/:name/rows/:rowId/cells/:columnId',
    { config: rows, schema: { response: { 200: lookupRowReply }, params: cellParams } },
    async (request) => cellChange(request, request.params, null),
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

  api.post(
    '/v1/:org/lookup-tables/:name/import',
    {
      config: rows,
      schema: {
        response: { 200: lookupImportReply },
        params: tableParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['columns', 'rows'],
          properties: {
            columns: {
              type: 'array',
              minItems: 1,
              maxItems: LOOKUP_COLUMNS_MAX,
              items: columnName,
            },
            rows: {
              type: 'array',
              minItems: 1,
              maxItems: LOOKUP_IMPORT_MAX,
              items: {
                type: 'array',
                maxItems: LOOKUP_COLUMNS_MAX + 1,
                items: { type: 'string', maxLength: LOOKUP_CELL_MAX },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const { org, name } = request.params;
      const { columns, rows: imported } = request.body;
      return change(request, org, name, 'ROWS_IMPORTED', async (trx, table) => {
        const checked = importErrors(table, columns, imported);
        if ('message' in checked) throw badRequest(checked.message);
        const before = await lookupRowCount(trx, table.id);
        if (before + checked.rows.length > LOOKUP_ROWS_MAX) {
          throw badRequest(`A lookup table holds at most ${LOOKUP_ROWS_MAX} rows.`);
        }
        await insertRows(trx, table.id, checked.rows);
        const total = before + checked.rows.length;
        return [
          { imported: checked.rows.length, totalNoOfAvailableRows: total },
          { imported: checked.rows.length, columns },
        ];
      });
    },
  );
}
