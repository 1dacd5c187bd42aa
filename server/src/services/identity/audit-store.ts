import type { Kysely } from 'kysely';
import {
  AUDIT_DELETED_EVENT,
  type AuditEvent,
  type AuditEventDetails,
  type AuditEventPage,
} from '@contracts/audit';
import type { DB } from '../../db/schema';

export interface AuditLogFilter {
  fromDate?: string;
  toDate?: string;
  entityType?: string;
  eventType?: string;
  entityId?: string;
  createdById?: number;
  /** After this (created, id): the last event of the page before. */
  after?: { created: string; id: number };
}

function eventsOf(db: Kysely<DB>, org: number) {
  return db
    .selectFrom('audit_events as e')
    .leftJoin('users as u', 'u.id', 'e.created_by_id')
    .where('e.organization_id', '=', org)
    .select([
      'e.id',
      'e.created',
      'e.created_by_id',
      'u.name as user_name',
      'e.entity_type',
      'e.entity_id',
      'e.event_type',
    ]);
}

type EventRow = {
  id: number;
  created: string;
  created_by_id: number | null;
  user_name: string | null;
  entity_type: string;
  entity_id: string | null;
  event_type: string;
};

function toEvent(row: EventRow): AuditEvent {
  return {
    auditEventId: Number(row.id),
    created: row.created,
    createdById: row.created_by_id,
    createdByName: row.user_name,
    entityType: row.entity_type,
    entityId: row.entity_id,
    eventType: row.event_type,
  };
}

/** A cursor names the last event of a page: its created time and id. */
export function encodeCursor(event: { created: string; id: number }): string {
  return `${event.created}~${event.id}`;
}

export function decodeCursor(cursor: string): { created: string; id: number } {
  const at = cursor.lastIndexOf('~');
  return { created: cursor.slice(0, at), id: Number(cursor.slice(at + 1)) };
}

/**
 * A page of the organization's audit events, newest first (ties in time by id), after the
 * cursor. Keyset paging: each page is a range scan of an index ending in (created, id), and
 * events with the same time are neither skipped nor repeated between pages.
 */
export async function auditEventPage(
  db: Kysely<DB>,
  org: number,
  filter: AuditLogFilter,
  limit: number,
): Promise<AuditEventPage> {
  let query = eventsOf(db, org);
  if (filter.fromDate !== undefined) query = query.where('e.created', '>=', filter.fromDate);
  if (filter.toDate !== undefined) query = query.where('e.created', '<', filter.toDate);
  if (filter.entityType !== undefined) query = query.where('e.entity_type', '=', filter.entityType);
  if (filter.eventType !== undefined) query = query.where('e.event_type', '=', filter.eventType);
  if (filter.entityId !== undefined) query = query.where('e.entity_id', '=', filter.entityId);
  if (filter.createdById !== undefined) {
    query = query.where('e.created_by_id', '=', filter.createdById);
  }
  const after = filter.after;
  if (after) {
    // Not a row value: SQLite then keeps to the index of the filters (the row value made it
    // prefer a shorter index whose trailing columns the row value fits).
    query = query
      .where('e.created', '<=', after.created)
      .where((eb) => eb.or([eb('e.created', '<', after.created), eb('e.id', '<', after.id)]));
  }
  const rows = await query
    .orderBy('e.created', 'desc')
    .orderBy('e.id', 'desc')
    .limit(limit + 1)
    .execute();
  const data = rows.slice(0, limit).map(toEvent);
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { data, nextCursor: last ? encodeCursor({ created: last.created, id: last.id }) : null };
}

/**
 * Entity types kept in a table of their own under their numeric id: whether such an entity still
 * exists is one lookup by primary key, which also tells a deletion the log never recorded.
 */
const ENTITY_TABLES = {
  USER: 'users',
  ORGANIZATION: 'organizations',
  CERTIFICATE: 'certificates',
  SERVICE_ACCOUNT: 'service_accounts',
  ALERT_RULE: 'alert_rules',
  AUTOMATION_STRATEGY: 'automation_strategies',
} as const satisfies Record<string, keyof DB>;

const tableOf = (entityType: string) =>
  Object.hasOwn(ENTITY_TABLES, entityType)
    ? ENTITY_TABLES[entityType as keyof typeof ENTITY_TABLES]
    : undefined;

/** False only when the entity's table has no row of its id (a missing table: unknown, true). */
async function entityRowExists(
  db: Kysely<DB>,
  entityType: string,
  entityId: string,
): Promise<boolean> {
  const table = tableOf(entityType);
  if (!table || !/^[1-9][0-9]{0,14}$/.test(entityId)) return true;
  // Every table of the map has an integer `id`; one of them names the shape for the builder.
  const row = await db
    .selectFrom(table as 'users')
    .select('id')
    .where('id', '=', Number(entityId))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * One event of the organization with its payload. Its entity counts as deleted when the entity
 * has a table and its row is gone, or when the organization's log holds a DELETED event of the
 * same entity (this one or a later one). At most two lookups by index, once per dialog opened.
 */
export async function auditEventDetails(
  db: Kysely<DB>,
  org: number,
  auditEventId: number,
): Promise<AuditEventDetails | null> {
  const row = await eventsOf(db, org)
    .select('e.payload')
    .where('e.id', '=', auditEventId)
    .executeTakeFirst();
  if (!row) return null;
  const entityId = row.entity_id;
  const deleted =
    entityId !== null &&
    (!(await entityRowExists(db, row.entity_type, entityId)) ||
      (await db
        .selectFrom('audit_events')
        .select('id')
        .where('organization_id', '=', org)
        .where('entity_id', '=', entityId)
        .where('entity_type', '=', row.entity_type)
        .where('event_type', '=', AUDIT_DELETED_EVENT)
        .where('id', '>=', row.id)
        .limit(1)
        .executeTakeFirst()) !== undefined);
  return { ...toEvent(row), payload: JSON.parse(row.payload) as unknown, entityDeleted: deleted };
}
