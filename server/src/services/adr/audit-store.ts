import type { Kysely } from 'kysely';
import { ASSET_AUDIT_ENTITY_TYPES, type AssetAuditPage } from '@contracts/assets';
import type { DB } from '../../db/schema';

/** A page of the organization's audit events of actions and strategies, newest first. */
export async function assetAuditLog(
  db: Kysely<DB>,
  org: number,
  range: { fromDate: string; toDate: string },
  offset: number,
  limit: number,
): Promise<AssetAuditPage> {
  const query = db
    .selectFrom('audit_events')
    .where('organization_id', '=', org)
    .where('entity_type', 'in', [...ASSET_AUDIT_ENTITY_TYPES])
    .where('created', '>=', range.fromDate)
    .where('created', '<', range.toDate);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('created', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      entityId: row.entity_id,
      entityType: row.entity_type,
      operation: row.event_type,
      operationTime: row.created,
      userId: row.created_by_id,
      organization: row.organization_id,
      payload: JSON.parse(row.payload) as unknown,
    })),
    meta: { offset, limit, total: Number(count.n) },
  };
}
