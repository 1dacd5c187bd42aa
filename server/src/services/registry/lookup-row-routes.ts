import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import {
  LOOKUP_CELL_MAX,
  LOOKUP_COLUMNS_MAX,
  LOOKUP_IMPORT_MAX,
  LOOKUP_PAGE_DEFAULT,
  LOOKUP_PAGE_MAX,
  LOOKUP_ROWS_MAX,
} from '@contracts/resources';
import type { AppContext } from '../../context';
import { listQuery, pageOf, pageQuery, type CrudListQuery } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/errors';
import { noContent } from '../../lib/schemas';
import { lookupChanges } from './lookup-change';
import { importErrors, keptCells } from './lookup-rules';
import {
  cellParams,
  cellsBody,
  columnName,
  read,
  ROW_NOT_FOUND,
  rowParams,
  rows,
  TABLE_NOT_FOUND,
  tableParams,
} from './lookup-schemas';
import {
  deleteRow,
  findRow,
  findTable,
  insertRows,
  lookupRowCount,
  lookupRows,
  writeRow,
} from './lookup-store';
import { lookupImportReply, lookupRowReply, lookupRowsReply } from './resource-replies';

/** A table's rows are read a page at a time (the CRUD route kit's paging). */
const ROWS_PAGING = { size: LOOKUP_PAGE_DEFAULT, max: LOOKUP_PAGE_MAX, offsetMax: LOOKUP_ROWS_MAX };

/** A lookup table's rows and cells: every member reads them, Operators change them and import CSV. */
export function lookupRowRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx;
  const { change, checkedCells } = lookupChanges(ctx);

  api.get(
    '/v1/:org/lookup-tables/:name/rows',
    {
      config: read,
      schema: {
        response: { 200: lookupRowsReply },
        params: tableParams,
        querystring: pageQuery(ROWS_PAGING),
      },
    },
    async (request) => {
      const { org, name } = request.params;
      const query = listQuery(request.query as Partial<CrudListQuery>, ROWS_PAGING);
      const table = await findTable(db, org, name);
      if (!table) throw notFound(TABLE_NOT_FOUND);
      const page = await lookupRows(db, table.id, query.offset, query.limit);
      return pageOf(query, page, (r) => ({ rowId: r.rowId, cells: keptCells(table, r.cells) }));
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
