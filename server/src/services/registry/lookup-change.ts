import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { audit } from '../../lib/audit';
import { signedIn } from '../../lib/auth';
import { badRequest, notFound } from '../../lib/errors';
import { keptCells } from './lookup-rules';
import { TABLE_NOT_FOUND } from './lookup-schemas';
import { findTable, lookupTables, type LookupTransaction, type StoredTable } from './lookup-store';

/** What the lookup table routes share: a change of one table, a table's answer, cells checked. */
export function lookupChanges({ db }: AppContext) {
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

  return { change, tableOr404, checkedCells };
}
